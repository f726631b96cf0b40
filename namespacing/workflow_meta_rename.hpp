#pragma once
/// A plugin workflow's staged copy answers to the name mind installed it
/// under (design decision 18): Claude Code names a plugin's workflow
/// `<plugin>:<meta.name>` and a user-scope one by its `meta.name` alone, so
/// the staged copy's `meta.name` literal becomes `<prefix>:<meta.name>`.
///
/// The rewrite touches only the characters inside the string literal the
/// meta reader took the name from, and is kept only when the meta reader
/// reads the result exactly as it read the source, the name aside: the
/// same status, description and whenToUse. A literal it cannot find (an
/// escape sequence, a computed key) is not guessed at: nullopt.

#include <optional>
#include <string>
#include <string_view>

namespace mind::namespacing {

/// `text` with its `meta.name` set to `name`, or nullopt (above).
std::optional<std::string> rename_workflow_meta(std::string_view text, std::string_view name);

}  // namespace mind::namespacing

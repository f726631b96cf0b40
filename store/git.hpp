#pragma once
/// The one place that includes git2.h (style.md): libgit2 in process, never a
/// `git` subprocess (design decision 2). Every negative return becomes a
/// mind::Error of kind `git` carrying libgit2's own message.

#include <filesystem>
#include <optional>
#include <string>

namespace mind::store {

/// The 40-hex commit HEAD points at in the repository containing `dir`, or
/// nullopt when `dir` is not inside a git repository or HEAD is unborn.
std::optional<std::string> head_commit(const std::filesystem::path& dir);

}  // namespace mind::store

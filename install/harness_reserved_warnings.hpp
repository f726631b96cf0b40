#pragma once
/// `learn` (and `upgrade`, `meld`) warnings for the project-scope reserved
/// names of Claude Code (issue 43; the names themselves live in
/// discovery/harness_reserved): an item among the touched ones that was
/// linked into a project's `.claude/` under such a name is ignored there by
/// the harness. The links the item actually got decide, so a prefixed name or
/// a user-scope lobe (`~/.claude`, where the name loads) warns nothing.

#include <filesystem>
#include <string>
#include <vector>

#include "store/manifest.hpp"

namespace mind::install {

/// The harness name a link in a Claude Code project lobe gives its item, when
/// `link` is `<project>/.claude/skills/<n>` or `<project>/.claude/commands/<n>.md`
/// and `<project>/.claude` is not `user_claude` (the user-scope folder).
std::string project_harness_name(const std::filesystem::path& link,
                                 const std::filesystem::path& user_claude);

/// `~/.claude`, the user-scope folder (empty when there is no home).
std::filesystem::path user_claude_folder();

/// At most one line: the touched items (manifest keys) a project lobe
/// ignores, named bounded, with the remedy.
std::vector<std::string> reserved_name_warnings(const store::Manifest& manifest,
                                                const std::vector<std::string>& touched,
                                                const std::filesystem::path& user_claude);

}  // namespace mind::install

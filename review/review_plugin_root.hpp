#pragma once
/// `missing-plugin-path` (issue 44): in a file install expands (markdown, a
/// workflow, an `expand:` file), a path under `${CLAUDE_PLUGIN_ROOT}` (or
/// `$CLAUDE_PLUGIN_ROOT`, `${PLUGIN_ROOT}`) that the plugin's folder does not
/// hold: after install it names nothing in the plugin's store copy, as it
/// named nothing under Claude Code. Advisory, one finding per path (file and
/// line), at most kMaxPluginPathFindingsPerFile per file then one counting the
/// rest. `plugin-root-outside-plugin`: an item that is not in a plugin names
/// the variable; it is installed as written (nothing sets it). Once per file.

#include <cstddef>
#include <vector>

#include "install/item_files.hpp"
#include "review/finding.hpp"
#include "review/review_scope.hpp"

namespace mind::review {

inline constexpr std::size_t kMaxPluginPathFindingsPerFile = 20;

void check_file_plugin_root(const ReviewScope& scope, std::size_t item,
                            const install::ItemFile& file, std::vector<Finding>& out);

}  // namespace mind::review

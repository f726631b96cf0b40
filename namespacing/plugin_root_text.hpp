#pragma once
/// The plugin-root variable in an item's text (issue 44): Claude Code expands
/// `${CLAUDE_PLUGIN_ROOT}` in a plugin's skills, agents, commands and
/// workflows to the plugin's folder, and exports `CLAUDE_PLUGIN_ROOT` to the
/// shell it runs them in, so `$CLAUDE_PLUGIN_ROOT` works too; Agent Plugins
/// name it `${PLUGIN_ROOT}`. An item installed alone has no plugin around it,
/// so the install writes the absolute path of the plugin's store copy in their
/// place (store/plugin_root.hpp), on the staged copy, beside the `{{ns:}}`
/// expansion. Text only: no file system here.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mind::namespacing {

/// Whether `text` names the plugin root in any of the three spellings.
bool mentions_plugin_root(std::string_view text);

/// `text` with each spelling replaced by `root` (absolute, no trailing `/`),
/// or nothing when it names none. `$CLAUDE_PLUGIN_ROOT_X` is another variable
/// and is left alone.
std::optional<std::string> substitute_plugin_root(std::string_view text, std::string_view root);

/// One use of the variable followed by a path: `${CLAUDE_PLUGIN_ROOT}/scripts/x.sh`.
struct PluginRootPath {
  std::size_t line = 0;  // 1-based
  std::string path;      // `scripts/x.sh`: what follows the `/`, up to a space, quote or bracket
};

/// Each use followed by `/` and a path, in order (a bare use names the
/// folder itself, which always exists). At most `limit` are returned.
std::vector<PluginRootPath> plugin_root_paths(std::string_view text, std::size_t limit = 1000);

}  // namespace mind::namespacing

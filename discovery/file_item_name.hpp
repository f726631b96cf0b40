#pragma once
/// The one rule naming a file item (issue 43), whichever layer found it: the
/// convention scan, a plugin's manifest path, a `[discover]` glob.

#include <optional>
#include <string>
#include <string_view>

#include "discovery/kind.hpp"

namespace mind::discovery {

/// The file name without the kind's extension, and an agent's without GitHub
/// Copilot's `.agent.md` (`planner.agent.md` is the agent `planner`).
/// Nothing when the file does not end in the extension or the name would be
/// empty.
std::optional<std::string> file_item_name(Kind kind, std::string_view file_name);

}  // namespace mind::discovery

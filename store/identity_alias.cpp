#include "store/identity_alias.hpp"

#include <array>

#include "core/error.hpp"
#include "discovery/sanitize.hpp"

namespace mind::store {
namespace {

// NS-25 kind words and the NS-29 append-only list.
constexpr std::array<std::string_view, 12> kReserved = {
    "skill", "agent", "rule",   "tool",   "command", "workflow",
    "hook",  "mcp",   "plugin", "prompt", "mode",    "output-style"};

}  // namespace

std::optional<AliasProblem> alias_problem(std::string_view alias) {
  if (alias.empty()) return std::nullopt;
  if (alias == "." || alias == "..") return AliasProblem{"unsafe-prefix", "it is '.' or '..'"};
  if (alias.front() == '~') return AliasProblem{"unsafe-prefix", "it starts with '~'"};
  if (alias.find_first_of("/\\") != std::string_view::npos) {
    return AliasProblem{"unsafe-prefix", "it contains a path separator"};
  }
  if (alias.find(':') != std::string_view::npos)
    return AliasProblem{"unsafe-prefix", "it contains ':'"};
  // '@' and '#' would make the identity `host/owner/repo@alias` ambiguous (STO-64).
  if (alias.find_first_of("@#") != std::string_view::npos) {
    return AliasProblem{"unsafe-prefix", "it contains '@' or '#'"};
  }
  if (discovery::has_blocked_text(alias)) {
    return AliasProblem{"unsafe-prefix", "it contains a control or invisible character"};
  }
  for (std::string_view word : kReserved) {
    if (alias == word) return AliasProblem{"reserved-prefix", "it is a reserved word"};
  }
  return std::nullopt;
}

void check_alias(std::string_view alias) {
  if (auto problem = alias_problem(alias)) {
    throw Error(problem->kind,
                "invalid --namespace '" + discovery::sanitize_display(alias) + "': " + problem->why,
                {"a namespace is one name such as `team` (no '/', ':', '@' or '#')"});
  }
}

}  // namespace mind::store

#include "store/identity_alias.hpp"

#include <array>

#include "core/error.hpp"
#include "core/reserved_words.hpp"
#include "core/sanitize.hpp"

namespace mind::store {
namespace {}  // namespace

std::optional<AliasProblem> alias_problem(std::string_view alias) {
  if (alias.empty()) return std::nullopt;
  if (alias == "." || alias == "..")
    return AliasProblem{ErrorKind::unsafe_prefix, "it is '.' or '..'"};
  if (alias.front() == '~') return AliasProblem{ErrorKind::unsafe_prefix, "it starts with '~'"};
  if (alias.find_first_of("/\\") != std::string_view::npos) {
    return AliasProblem{ErrorKind::unsafe_prefix, "it contains a path separator"};
  }
  if (alias.find(':') != std::string_view::npos)
    return AliasProblem{ErrorKind::unsafe_prefix, "it contains ':'"};
  // '@' and '#' would make the identity `host/owner/repo@alias` ambiguous (STO-64).
  if (alias.find_first_of("@#") != std::string_view::npos) {
    return AliasProblem{ErrorKind::unsafe_prefix, "it contains '@' or '#'"};
  }
  if (mind::has_blocked_text(alias)) {
    return AliasProblem{ErrorKind::unsafe_prefix, "it contains a control or invisible character"};
  }
  if (is_reserved_word(alias)) {  // NS-25, NS-29
    return AliasProblem{ErrorKind::reserved_prefix, "it is a reserved word"};
  }
  return std::nullopt;
}

void check_alias(std::string_view alias) {
  if (auto problem = alias_problem(alias)) {
    throw Error(problem->kind,
                "invalid --namespace '" + mind::sanitize_display(alias) + "': " + problem->why,
                {"a namespace is one name such as `team` (no '/', ':', '@' or '#')"});
  }
}

}  // namespace mind::store

#include "discovery/refused_agent.hpp"

#include <array>

#include "core/ascii_case.hpp"

namespace mind::discovery {
namespace {

bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\r'; }

// The first line of `head` holding anything but blanks, or "" (none in `head`).
std::string_view first_text_line(std::string_view head) {
  while (!head.empty()) {
    const std::size_t end = head.find('\n');
    const std::string_view line = head.substr(0, end);
    for (char c : line) {
      if (!is_blank(c)) return line;
    }
    if (end == std::string_view::npos) break;
    head.remove_prefix(end + 1);
  }
  return {};
}

// `    ---`: a frontmatter fence that does not start its line.
bool indented_fence(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && is_blank(line[i])) ++i;
  if (i == 0 || line.substr(i, 3) != "---") return false;
  for (char c : line.substr(i + 3)) {
    if (!is_blank(c)) return false;
  }
  return true;
}

// The names a repository gives its own documentation (the differential's
// oracle leaves them out of a collection's agents for the same reason).
bool documentation_name(std::string_view stem) {
  static constexpr std::array<std::string_view, 6> kNames = {
      "readme", "changelog", "license", "contributing", "code_of_conduct", "security"};
  for (std::string_view n : kNames) {
    if (ascii_lower(stem) == n) return true;
  }
  return false;
}

}  // namespace

std::optional<std::string> refused_agent_reason(std::string_view stem, std::string_view head,
                                                bool read_fields) {
  if (read_fields) return std::nullopt;
  if (indented_fence(first_text_line(head))) {
    return "its frontmatter is indented, so no client reads it and Claude Code refuses the agent "
           "(start the file with `---` in the first column)";
  }
  if (documentation_name(stem) && !head.starts_with("---")) {
    return "it is the folder's documentation, with no frontmatter, not an agent (if it is one, "
           "give it a frontmatter `name` and `description`)";
  }
  return std::nullopt;
}

}  // namespace mind::discovery

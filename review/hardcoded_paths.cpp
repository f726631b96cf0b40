#include "review/hardcoded_paths.hpp"

#include <array>

namespace mind::review {
namespace {

using discovery::Kind;

bool ends_segment(char c) noexcept {
  switch (c) {
    case '/':
    case ' ':
    case '\t':
    case '\n':
    case '\r':
    case '\'':
    case '"':
    case '`':
    case ')':
    case ']':
    case '>':
    case '<':
    case ',':
    case ';':
    case '}':
    case '(':
    case '|':
      return true;
    default:
      return false;
  }
}

// Where the home form ending just before `slash` starts, or npos when the
// text before `slash` is not one (CLI-136's list).
std::size_t home_start(std::string_view text, std::size_t slash) {
  const std::string_view before = text.substr(0, slash);
  auto bounded = [&](std::size_t start) {
    return start == 0 || ends_segment(text[start - 1]) || text[start - 1] == '=' ||
                   text[start - 1] == ':'
               ? start
               : std::string_view::npos;
  };
  if (before.ends_with("${HOME}")) return bounded(slash - 7);
  if (before.ends_with("$HOME")) return bounded(slash - 5);
  if (before.ends_with("~")) return bounded(slash - 1);
  // `/home/<user>` or `/Users/<user>`: one user segment, then the root.
  std::size_t user = slash;
  while (user > 0 && !ends_segment(text[user - 1]) && slash - user < 256) --user;
  if (user == slash || user == 0 || text[user - 1] != '/') return std::string_view::npos;
  const std::string_view root = text.substr(0, user - 1);
  if (root.ends_with("/home")) return bounded(user - 1 - 5);
  if (root.ends_with("/Users")) return bounded(user - 1 - 6);
  return std::string_view::npos;
}

// Issue 49: a backslash that starts a string escape (`\"`, `\``, `\n`, ...) is
// the end of a path written inside a quoted string or a template literal,
// not part of its name.
bool escape_at(std::string_view text, std::size_t at) {
  return text[at] == '\\' && at + 1 < text.size() &&
         std::string_view("\"'`\\nrt").find(text[at + 1]) != std::string_view::npos;
}

std::string_view segment_at(std::string_view text, std::size_t at) {
  std::size_t end = at;
  while (end < text.size() && !ends_segment(text[end]) && !escape_at(text, end)) ++end;
  return text.substr(at, end - at);
}

std::optional<Kind> kind_of_container(std::string_view dir) {
  for (Kind k : discovery::kAllKinds) {
    if (discovery::traits(k).container == dir) return k;
  }
  return std::nullopt;
}

struct Layout {
  std::string_view marker;  // starts with the `/` after the home form
  bool in_store;
};
constexpr std::array<Layout, 3> kLayouts = {Layout{"/.mind/store/", true},
                                            Layout{"/.claude/", false}, Layout{"/.agents/", false}};

}  // namespace

std::vector<HardcodedPath> find_hardcoded_paths(std::string_view text) {
  std::vector<HardcodedPath> out;
  std::size_t line = 1;
  std::size_t counted = 0;  // `line` is the line of offset `counted`
  for (std::size_t at = text.find("/."); at != std::string_view::npos;
       at = text.find("/.", at + 1)) {
    const Layout* layout = nullptr;
    for (const Layout& l : kLayouts) {
      if (text.substr(at).starts_with(l.marker)) layout = &l;
    }
    if (layout == nullptr) continue;
    const std::size_t start = home_start(text, at);
    if (start == std::string_view::npos) continue;
    std::size_t cursor = at + layout->marker.size();
    const std::string_view kind_segment = segment_at(text, cursor);
    const std::optional<Kind> kind =
        layout->in_store ? discovery::parse_kind(kind_segment) : kind_of_container(kind_segment);
    if (!kind) continue;  // `~/.claude/settings.json` is not an item path
    cursor += kind_segment.size();
    if (cursor >= text.size() || text[cursor] != '/') continue;
    std::string_view name = segment_at(text, cursor + 1);
    if (name.empty()) continue;
    const std::size_t end = cursor + 1 + name.size();
    const std::string_view ext = discovery::traits(*kind).extension;
    if (!ext.empty() && name.ends_with(ext) && name.size() > ext.size())
      name.remove_suffix(ext.size());
    for (; counted < start; ++counted) line += text[counted] == '\n' ? 1 : 0;
    out.push_back({line, text.substr(start, end - start), layout->in_store, kind, name});
    at = end - 1;
  }
  return out;
}

}  // namespace mind::review

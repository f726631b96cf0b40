#include "namespacing/plugin_root_text.hpp"

#include <algorithm>
#include <array>

namespace mind::namespacing {
namespace {

constexpr std::array<std::string_view, 3> kSpellings = {"${CLAUDE_PLUGIN_ROOT}",
                                                        "$CLAUDE_PLUGIN_ROOT", "${PLUGIN_ROOT}"};

bool identifier_char(char c) {
  return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_';
}

// The length of the spelling that starts at `at` (text[at] == '$'), or 0.
std::size_t spelling_at(std::string_view text, std::size_t at) {
  for (const std::string_view s : kSpellings) {
    if (text.substr(at, s.size()) != s) continue;
    // `$CLAUDE_PLUGIN_ROOTS` is another shell variable.
    if (s.back() != '}' && at + s.size() < text.size() && identifier_char(text[at + s.size()])) {
      continue;
    }
    return s.size();
  }
  return 0;
}

// Where a path after the variable ends: the characters a shell or markdown
// would end it at.
bool ends_path(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '"' || c == '\'' || c == '`' ||
         c == ')' || c == '(' || c == ']' || c == '[' || c == '>' || c == '<' || c == ';' ||
         c == ',' || c == '|' || c == '&' || c == '}' || c == '{' || c == '*' || c == '$';
}

}  // namespace

bool mentions_plugin_root(std::string_view text) {
  for (std::size_t at = text.find('$'); at != std::string_view::npos; at = text.find('$', at + 1)) {
    if (spelling_at(text, at) != 0) return true;
  }
  return false;
}

std::optional<std::string> substitute_plugin_root(std::string_view text, std::string_view root) {
  std::string out;
  std::size_t copied = 0;
  bool any = false;
  for (std::size_t at = text.find('$'); at != std::string_view::npos; at = text.find('$', at)) {
    const std::size_t length = spelling_at(text, at);
    if (length == 0) {
      ++at;
      continue;
    }
    out.append(text.substr(copied, at - copied)).append(root);
    at += length;
    copied = at;
    any = true;
  }
  if (!any) return std::nullopt;
  out.append(text.substr(copied));
  return out;
}

std::vector<PluginRootPath> plugin_root_paths(std::string_view text, std::size_t limit) {
  std::vector<PluginRootPath> found;
  std::size_t line = 1, counted = 0;
  for (std::size_t at = text.find('$'); at != std::string_view::npos && found.size() < limit;
       at = text.find('$', at + 1)) {
    const std::size_t length = spelling_at(text, at);
    if (length == 0) continue;
    line +=
        static_cast<std::size_t>(std::count(text.begin() + static_cast<std::ptrdiff_t>(counted),
                                            text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
    counted = at;
    std::size_t start = at + length;
    if (start >= text.size() || text[start] != '/') continue;
    std::size_t end = ++start;
    while (end < text.size() && !ends_path(text[end])) ++end;
    std::string path(text.substr(start, end - start));
    // A sentence's full stop or colon is not part of the path.
    while (!path.empty() && (path.back() == '.' || path.back() == ':')) path.pop_back();
    while (!path.empty() && path.back() == '/') path.pop_back();
    if (!path.empty()) found.push_back({line, std::move(path)});
  }
  return found;
}

}  // namespace mind::namespacing

#include "discovery/body_description.hpp"

#include "core/utf8.hpp"
#include "discovery/frontmatter_block.hpp"

namespace mind::discovery {
namespace {

std::string_view trimmed(std::string_view s) {
  while (!s.empty() && utf8::is_js_ascii_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && utf8::is_js_ascii_space(s.back())) s.remove_suffix(1);
  return s;
}

// Claude Code's /^#+\s+(\S.*)$/: the heading's text, or the line itself.
std::string_view heading_text(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && line[i] == '#') ++i;
  if (i == 0 || i == line.size() || !utf8::is_js_ascii_space(line[i])) return line;
  while (i < line.size() && utf8::is_js_ascii_space(line[i])) ++i;
  return i < line.size() ? line.substr(i) : line;
}

// The byte length of the first `units` UTF-16 units of `s` (a JavaScript
// substring), and whether `s` is longer than that.
std::size_t utf16_prefix(std::string_view s, std::size_t units, bool& longer) {
  std::size_t bytes = 0, counted = 0;
  while (bytes < s.size()) {
    const auto lead = static_cast<unsigned char>(s[bytes]);
    const std::size_t width = lead < 0x80    ? 1
                              : lead >= 0xF0 ? 4
                              : lead >= 0xE0 ? 3
                              : lead >= 0xC0 ? 2
                                             : 1;
    const std::size_t cost = width == 4 ? 2 : 1;  // an astral character is two units
    if (counted + cost > units) break;
    counted += cost;
    bytes += width;
  }
  longer = bytes < s.size();
  return bytes > s.size() ? s.size() : bytes;
}

}  // namespace

std::string_view markdown_body(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);
  const std::optional<std::string_view> block = frontmatter_block(text);
  if (!block) return text;
  // The closing `---\s*\n?` of /^---\s*\n([\s\S]*?)---\s*\n?/.
  std::size_t at = static_cast<std::size_t>(block->data() + block->size() - text.data()) + 3;
  while (at < text.size() && utf8::is_js_ascii_space(text[at])) ++at;
  return text.substr(at);
}

std::optional<std::string> body_description(std::string_view text) {
  std::string_view body = markdown_body(text);
  while (!body.empty()) {
    const std::size_t end = body.find('\n');
    const std::string_view line = trimmed(body.substr(0, end));
    body = end == std::string_view::npos ? std::string_view{} : body.substr(end + 1);
    if (line.empty()) continue;
    const std::string_view shown = heading_text(line);
    bool longer_than_100 = false;
    utf16_prefix(shown, 100, longer_than_100);
    if (!longer_than_100) return std::string(shown);
    bool unused = false;
    return std::string(shown.substr(0, utf16_prefix(shown, 97, unused))) + "...";
  }
  return std::nullopt;
}

}  // namespace mind::discovery

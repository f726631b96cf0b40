#include "core/sanitize.hpp"

#include <algorithm>

#include "core/ascii_trim.hpp"
#include "core/utf8.hpp"

namespace mind {
namespace {

bool is_control(char32_t cp) { return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F); }

// Skips an escape sequence starting at the ESC at `text[i]`: CSI (`ESC [` ...
// final byte), OSC/DCS/APC/PM/SOS (up to BEL or `ESC \`), or a two-byte escape.
void skip_escape(std::string_view text, std::size_t& i) noexcept {
  ++i;  // ESC
  if (i >= text.size()) return;
  const char intro = text[i++];
  if (intro == '[') {
    while (i < text.size()) {
      const auto c = static_cast<unsigned char>(text[i++]);
      if (c >= 0x40 && c <= 0x7E) return;
    }
  } else if (intro == ']' || intro == 'P' || intro == '_' || intro == '^' || intro == 'X') {
    while (i < text.size()) {
      if (text[i] == '\a') {
        ++i;
        return;
      }
      if (text[i] == '\x1b' && i + 1 < text.size() && text[i + 1] == '\\') {
        i += 2;
        return;
      }
      ++i;
    }
  }
}

}  // namespace

// Exactly the blocked class of discovery.md Reference D (U+200C/U+200D are not in it:
// emoji sequences need them).
bool is_blocked_code_point(char32_t cp) noexcept {
  if (is_control(cp)) return true;
  switch (cp) {
    case 0x00AD:  // soft hyphen
    case 0x061C:  // Arabic letter mark
    case 0x115F:  // Hangul choseong filler
    case 0x180E:  // Mongolian vowel separator
    case 0x200B:  // zero-width space
    case 0x200E:  // left-to-right mark
    case 0x200F:  // right-to-left mark
    case 0x2028:  // line separator
    case 0x2029:  // paragraph separator
    case 0x2060:  // word joiner
    case 0x3164:  // Hangul filler
    case 0xFEFF:  // zero-width no-break space
      return true;
    default:
      break;
  }
  return (cp >= 0x202A && cp <= 0x202E) ||    // bidi embeddings and overrides
         (cp >= 0x2061 && cp <= 0x2064) ||    // invisible operators
         (cp >= 0x2066 && cp <= 0x206F) ||    // bidi isolates, deprecated format
         (cp >= 0xFE00 && cp <= 0xFE0F) ||    // variation selectors
         (cp >= 0xFFF9 && cp <= 0xFFFB) ||    // interlinear annotations
         (cp >= 0xE0000 && cp <= 0xE007F) ||  // tags
         (cp >= 0xE0100 && cp <= 0xE01EF);    // variation selectors supplement
}

bool has_blocked_text(std::string_view text) noexcept {
  for (std::size_t i = 0; i < text.size();) {
    const utf8::DecodedCodePoint decoded = utf8::decode_at(text, i);
    if (!decoded.valid) return true;  // invalid UTF-8 (a literal U+FFFD is valid)
    if (is_blocked_code_point(decoded.value)) return true;
    i += decoded.length;
  }
  return false;
}

std::string sanitize_display(std::string_view text) {
  // Printable ASCII holds nothing to strip: the common case, copied whole
  // (only trailing spaces go, as below).
  if (std::all_of(text.begin(), text.end(), [](char c) { return c >= 0x20 && c < 0x7f; })) {
    const std::size_t end = text.find_last_not_of(' ');
    return std::string(end == std::string_view::npos ? std::string_view()
                                                     : text.substr(0, end + 1));
  }
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == '\x1b') {
      skip_escape(text, i);
      continue;
    }
    // The one codec (core/utf8.hpp): an invalid sequence is one U+FFFD per
    // maximal subpart, as the harness's own decoder shows it.
    const utf8::DecodedCodePoint decoded = utf8::decode_at(text, i);
    i += decoded.length;
    const char32_t cp = decoded.value;
    if (is_control(cp) || cp == 0x2028 || cp == 0x2029) {
      // Reference D, CLI-224: a run of controls (a line break too) becomes one space.
      if (!out.empty() && out.back() != ' ') out.push_back(' ');
      continue;
    }
    if (is_blocked_code_point(cp)) continue;
    utf8::append(out, cp);
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string shown_name(std::string_view text) {
  std::string clean = sanitize_display(text);
  // Counted by the one codec (core/utf8.hpp), as the sanitizer decoded it.
  const std::size_t kept = utf8::prefix_of_code_points(clean, kMaxShownName);
  if (kept == clean.size()) return clean;
  clean.resize(kept);
  return clean + "\u2026";
}

std::optional<std::string> sanitized_nonblank(const std::optional<std::string>& raw) {
  if (!raw) return std::nullopt;
  const std::string text = sanitize_display(*raw);
  const std::string_view trimmed = trim_ascii_blanks(text);  // a control became a space
  if (trimmed.empty()) return std::nullopt;
  return std::string(trimmed);
}

std::string in_quotes(std::string_view text) { return "'" + sanitize_display(text) + "'"; }

}  // namespace mind

#include "core/sanitize.hpp"

#include <algorithm>

#include <cstdint>

namespace mind {
namespace {

constexpr char32_t kReplacement = 0xFFFD;

// Decodes one UTF-8 sequence at `text[i]`, advancing `i`; malformed input
// (overlong, surrogate, truncated, out of range) yields U+FFFD and consumes one byte.
char32_t next_code_point(std::string_view text, std::size_t& i) noexcept {
  const auto b0 = static_cast<unsigned char>(text[i]);
  if (b0 < 0x80) {
    ++i;
    return b0;
  }
  int length = 0;
  char32_t cp = 0;
  char32_t min = 0;
  if ((b0 & 0xE0) == 0xC0) {
    length = 2, cp = b0 & 0x1F, min = 0x80;
  } else if ((b0 & 0xF0) == 0xE0) {
    length = 3, cp = b0 & 0x0F, min = 0x800;
  } else if ((b0 & 0xF8) == 0xF0) {
    length = 4, cp = b0 & 0x07, min = 0x10000;
  } else {
    ++i;
    return kReplacement;
  }
  if (i + length > text.size()) {
    ++i;
    return kReplacement;
  }
  for (int k = 1; k < length; ++k) {
    const auto b = static_cast<unsigned char>(text[i + k]);
    if ((b & 0xC0) != 0x80) {
      ++i;
      return kReplacement;
    }
    cp = (cp << 6) | (b & 0x3F);
  }
  if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
    ++i;
    return kReplacement;
  }
  i += length;
  return cp;
}

bool is_control(char32_t cp) { return cp < 0x20 || (cp >= 0x7F && cp <= 0x9F); }

void append_utf8(std::string& out, char32_t cp) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

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
    const std::size_t start = i;
    const char32_t cp = next_code_point(text, i);
    if (cp == kReplacement && !(i - start == 3 && text.substr(start, 3) == "\xEF\xBF\xBD")) {
      return true;  // invalid UTF-8 (a literal U+FFFD is fine)
    }
    if (is_blocked_code_point(cp)) return true;
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
    const char32_t cp = next_code_point(text, i);
    if (is_control(cp) || cp == 0x2028 || cp == 0x2029) {
      // Reference D, CLI-224: a run of controls (a line break too) becomes one space.
      if (!out.empty() && out.back() != ' ') out.push_back(' ');
      continue;
    }
    if (is_blocked_code_point(cp)) continue;
    append_utf8(out, cp);
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  return out;
}

std::string shown_name(std::string_view text) {
  std::string clean = sanitize_display(text);
  std::size_t code_points = 0;
  for (std::size_t i = 0; i < clean.size(); ++i) {
    const auto byte = static_cast<unsigned char>(clean[i]);
    if ((byte & 0xC0U) == 0x80U) continue;  // a continuation byte
    if (code_points == kMaxShownName) {
      clean.resize(i);
      return clean + "\u2026";
    }
    ++code_points;
  }
  return clean;
}

}  // namespace mind

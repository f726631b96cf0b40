#include "core/utf8.hpp"

#include <array>
#include <cstdio>

namespace mind::utf8 {
namespace {

struct CodePointRange {
  char32_t first;
  char32_t last;
};

// DSC-95's blocked class (discovery spec, Reference D) plus general category
// Cf and the other invisible fillers, so that "invisible" errs on the side of
// refusing a name (WF-58). U+200C/U+200D are included: WF-58 asks about names
// the reader would report, and a joiner in a name prints as nothing.
constexpr std::array kControlOrInvisible = {
    CodePointRange{0x0000, 0x001F},   CodePointRange{0x007F, 0x009F},
    CodePointRange{0x00AD, 0x00AD},   CodePointRange{0x034F, 0x034F},
    CodePointRange{0x0600, 0x0605},   CodePointRange{0x061C, 0x061C},
    CodePointRange{0x06DD, 0x06DD},   CodePointRange{0x070F, 0x070F},
    CodePointRange{0x0890, 0x0891},   CodePointRange{0x08E2, 0x08E2},
    CodePointRange{0x115F, 0x1160},   CodePointRange{0x17B4, 0x17B5},
    CodePointRange{0x180B, 0x180F},   CodePointRange{0x200B, 0x200F},
    CodePointRange{0x2028, 0x202E},   CodePointRange{0x2060, 0x206F},
    CodePointRange{0x3164, 0x3164},   CodePointRange{0xFE00, 0xFE0F},
    CodePointRange{0xFEFF, 0xFEFF},   CodePointRange{0xFFA0, 0xFFA0},
    CodePointRange{0xFFF0, 0xFFFB},   CodePointRange{0x110BD, 0x110BD},
    CodePointRange{0x110CD, 0x110CD}, CodePointRange{0x13430, 0x1343F},
    CodePointRange{0x1BCA0, 0x1BCA3}, CodePointRange{0x1D173, 0x1D17A},
    CodePointRange{0xE0000, 0xE0FFF},
};

bool is_continuation(unsigned char byte, unsigned char low, unsigned char high) {
  return byte >= low && byte <= high;
}

}  // namespace

DecodedCodePoint decode_at(std::string_view bytes, std::size_t offset) noexcept {
  const auto lead = static_cast<unsigned char>(bytes[offset]);
  if (lead < 0x80) return {lead, 1, true, false};

  // Unicode's "maximal subpart" practice (as WHATWG's decoder): the bounds of
  // the first continuation byte depend on the lead byte; later ones are 80..BF.
  int continuation_count = 0;
  unsigned char first_low = 0x80;
  unsigned char first_high = 0xBF;
  char32_t value = 0;
  if (lead >= 0xC2 && lead <= 0xDF) {
    continuation_count = 1;
    value = lead & 0x1F;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    continuation_count = 2;
    value = lead & 0x0F;
    if (lead == 0xE0) first_low = 0xA0;
    if (lead == 0xED) first_high = 0x9F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    continuation_count = 3;
    value = lead & 0x07;
    if (lead == 0xF0) first_low = 0x90;
    if (lead == 0xF4) first_high = 0x8F;
  } else {
    return {kReplacementCharacter, 1, false, false};
  }

  std::uint8_t length = 1;
  for (int index = 0; index < continuation_count; ++index) {
    const std::size_t at = offset + length;
    if (at >= bytes.size()) return {kReplacementCharacter, length, false, true};
    const auto byte = static_cast<unsigned char>(bytes[at]);
    const unsigned char low = index == 0 ? first_low : 0x80;
    const unsigned char high = index == 0 ? first_high : 0xBF;
    if (!is_continuation(byte, low, high)) return {kReplacementCharacter, length, false, false};
    value = (value << 6) | (byte & 0x3F);
    ++length;
  }
  return {value, length, true, false};
}

std::size_t code_point_start(std::string_view text, std::size_t at) noexcept {
  if (at >= text.size()) return text.size();
  for (std::size_t back = 0; back < 3 && at > 0; ++back) {
    if ((static_cast<unsigned char>(text[at]) & 0xC0U) != 0x80U) break;
    --at;
  }
  return at;
}

void drop_last_code_point(std::string& text) noexcept {
  if (text.empty()) return;
  text.resize(code_point_start(text, text.size() - 1));
}

std::size_t prefix_of_code_points(std::string_view text, std::size_t count) noexcept {
  std::size_t at = 0;
  for (std::size_t kept = 0; kept < count && at < text.size(); ++kept) {
    at += decode_at(text, at).length;
  }
  return at;
}

std::size_t count_code_points(std::string_view text) noexcept {
  std::size_t count = 0;
  for (std::size_t at = 0; at < text.size(); ++count) at += decode_at(text, at).length;
  return count;
}

void append(std::string& out, char32_t code_point) {
  if ((code_point >= 0xD800 && code_point <= 0xDFFF) || code_point > 0x10FFFF) {
    code_point = kReplacementCharacter;
  }
  if (code_point < 0x80) {
    out.push_back(static_cast<char>(code_point));
  } else if (code_point < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (code_point >> 6)));
    out.push_back(static_cast<char>(0x80 | (code_point & 0x3F)));
  } else if (code_point < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (code_point >> 12)));
    out.push_back(static_cast<char>(0x80 | ((code_point >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (code_point & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (code_point >> 18)));
    out.push_back(static_cast<char>(0x80 | ((code_point >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((code_point >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (code_point & 0x3F)));
  }
}

bool is_js_ascii_space(char byte) noexcept {
  return byte == ' ' || byte == '\t' || byte == '\n' || byte == '\r' || byte == '\v' ||
         byte == '\f';
}

bool is_js_whitespace(char32_t code_point) noexcept {
  switch (code_point) {
    case 0x09:
    case 0x0B:
    case 0x0C:
    case 0x20:
    case 0xA0:
    case 0xFEFF:
    case 0x1680:
    case 0x202F:
    case 0x205F:
    case 0x3000:
      return true;
    default:
      return code_point >= 0x2000 && code_point <= 0x200A;
  }
}

bool is_js_line_terminator(char32_t code_point) noexcept {
  return code_point == 0x0A || code_point == 0x0D || code_point == 0x2028 || code_point == 0x2029;
}

bool is_control_or_invisible(char32_t code_point) noexcept {
  for (const CodePointRange& range : kControlOrInvisible) {
    if (code_point < range.first) return false;  // ranges are sorted
    if (code_point <= range.last) return true;
  }
  return false;
}

std::string_view trim_js_whitespace(std::string_view text) noexcept {
  std::size_t begin = 0;
  while (begin < text.size()) {
    const DecodedCodePoint decoded = decode_at(text, begin);
    if (!is_js_whitespace(decoded.value) && !is_js_line_terminator(decoded.value)) break;
    begin += decoded.length;
  }
  std::size_t end = begin;
  for (std::size_t at = begin; at < text.size();) {
    const DecodedCodePoint decoded = decode_at(text, at);
    at += decoded.length;
    if (!is_js_whitespace(decoded.value) && !is_js_line_terminator(decoded.value)) end = at;
  }
  return text.substr(begin, end - begin);
}

FoundCodePoint find_control_or_invisible(std::string_view text) noexcept {
  for (std::size_t at = 0; at < text.size();) {
    const DecodedCodePoint decoded = decode_at(text, at);
    if (is_control_or_invisible(decoded.value)) return {true, decoded.value};
    at += decoded.length;
  }
  return {};
}

std::string printable(std::string_view text, std::size_t max_code_points) {
  std::string out;
  std::size_t kept = 0;
  for (std::size_t at = 0; at < text.size();) {
    if (kept == max_code_points) {
      out += "...";
      break;
    }
    const DecodedCodePoint decoded = decode_at(text, at);
    at += decoded.length;
    ++kept;
    if (is_control_or_invisible(decoded.value)) {
      char escaped[16];
      std::snprintf(escaped, sizeof escaped, "\\u{%X}", static_cast<unsigned>(decoded.value));
      out += escaped;
    } else {
      append(out, decoded.value);
    }
  }
  return out;
}

std::string code_point_label(char32_t code_point) {
  char label[16];
  std::snprintf(label, sizeof label, "U+%04X", static_cast<unsigned>(code_point));
  return label;
}

}  // namespace mind::utf8

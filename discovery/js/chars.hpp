/// Character classes of the JavaScript reader: which bytes and code points are
/// digits, identifier characters or hex digits. One copy, shared by the lexer,
/// the literal readers and the regular-expression checker, so the three agree
/// on what an identifier or a digit is.
#pragma once

namespace mind::discovery::js {

constexpr bool is_ascii_letter(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
constexpr bool is_decimal_digit(int c) { return c >= '0' && c <= '9'; }
constexpr bool is_ascii_identifier_start(int c) {
  return is_ascii_letter(c) || c == '$' || c == '_';
}
constexpr bool is_ascii_identifier_part(int c) {
  return is_ascii_identifier_start(c) || is_decimal_digit(c);
}

/// The value of a hex digit, or -1.
constexpr int hex_value(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

constexpr bool is_digit_in_radix(int c, int radix) {
  const int value = hex_value(c);
  return value >= 0 && value < radix;
}

/// The character a control escape (`\b` `\f` `\n` `\r` `\t` `\v`) stands for,
/// the same in a string and in a regular-expression class; -1 for any other.
constexpr int control_escape_value(int c) {
  switch (c) {
    case 'b':
      return 0x08;
    case 'f':
      return 0x0C;
    case 'n':
      return 0x0A;
    case 'r':
      return 0x0D;
    case 't':
      return 0x09;
    case 'v':
      return 0x0B;
    default:
      return -1;
  }
}

/// Non-ASCII identifier characters the reader accepts: letters of a few common
/// scripts. Telling ID_Start from a symbol in general needs Unicode tables the
/// reader does not carry; refusing the rest errs toward reading nothing.
constexpr bool is_accepted_non_ascii_letter(char32_t cp) {
  return cp == 0xAA || cp == 0xB5 || cp == 0xBA || (cp >= 0xC0 && cp <= 0xD6) ||
         (cp >= 0xD8 && cp <= 0xF6) || (cp >= 0xF8 && cp <= 0x24F) ||
         (cp >= 0x391 && cp <= 0x3A1) || (cp >= 0x3A3 && cp <= 0x3A9) ||
         (cp >= 0x3B1 && cp <= 0x3C9) || (cp >= 0x400 && cp <= 0x481) ||
         (cp >= 0x48A && cp <= 0x52F) || (cp >= 0x3041 && cp <= 0x3096) ||
         (cp >= 0x30A1 && cp <= 0x30FA) || (cp >= 0x4E00 && cp <= 0x9FFF) ||
         (cp >= 0xAC00 && cp <= 0xD7A3);
}

/// Whether `cp` may start (`first`) or continue an identifier.
constexpr bool is_identifier_code_point(char32_t cp, bool first) {
  if (cp < 0x80) {
    return first ? is_ascii_identifier_start(static_cast<int>(cp))
                 : is_ascii_identifier_part(static_cast<int>(cp));
  }
  return is_accepted_non_ascii_letter(cp);
}

}  // namespace mind::discovery::js

#include "discovery/js/literal.hpp"

#include <array>
#include <string_view>

#include "discovery/js/chars.hpp"

namespace mind::discovery::js {

void StringValueBuilder::push(char32_t cp) {
  if (pending_high_surrogate_ != 0) {
    if (cp >= 0xDC00 && cp <= 0xDFFF) {
      emit(0x10000 + ((pending_high_surrogate_ - 0xD800) << 10) + (cp - 0xDC00));
      pending_high_surrogate_ = 0;
      return;
    }
    flush_lone_surrogate();
  }
  if (cp >= 0xD800 && cp <= 0xDBFF) {
    pending_high_surrogate_ = cp;
  } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
    lone_surrogate_ = true;
    emit(utf8::kReplacementCharacter);
  } else {
    emit(cp);
  }
}

void StringValueBuilder::emit(char32_t cp) {
  if (out_ != nullptr) utf8::append(*out_, cp);
}

void StringValueBuilder::flush_lone_surrogate() {
  lone_surrogate_ = true;
  pending_high_surrogate_ = 0;
  emit(utf8::kReplacementCharacter);
}

namespace {

// The bytes that may end a plain run in a string or a template (either
// quote, a backslash, a line break, `` ` ``, `$`, non-ASCII), so that a run
// is one load a byte; the caller tells its own stop from the others.
constexpr std::array<bool, 256> kMayStopRun = [] {
  std::array<bool, 256> stops{};
  for (const char c : std::string_view("'\"\\\n\r`$")) stops[static_cast<unsigned char>(c)] = true;
  for (int c = 0x80; c < 256; ++c) stops[static_cast<std::size_t>(c)] = true;
  return stops;
}();

// One literal being read: the cursor, the value being built, and the first
// error. Each method reads from `at_` and leaves it after what it read.
class LiteralReader {
 public:
  LiteralReader(Source& source, std::size_t at, std::string* value)
      : source_(source), at_(at), builder_(value) {}

  LiteralRead read_string() {
    const int quote = source_.peek(at_);
    ++at_;
    for (;;) {
      const int c = source_.peek(at_);
      if (c < 0 || c == '\n' || c == '\r') return failed("an unterminated string");
      if (c == quote) {
        ++at_;
        break;
      }
      if (c < 0x80 && c != '\\') {
        // c itself is plain; a byte kMayStopRun marks ends the run, and the
        // loop reads it (the other quote, `` ` `` and `$` as plain again).
        const std::size_t run_end =
            source_.plain_run_end(at_ + 1, [](unsigned char b) { return !kMayStopRun[b]; });
        builder_.push_ascii(source_.text().substr(at_, run_end - at_));
        at_ = run_end;
      } else if (c == '\\') {
        if (!read_escape()) return failed(error_);
      } else {
        push_code_point();
      }
    }
    return finished();
  }

  LiteralRead read_template_part() {
    bool head = false;
    for (;;) {
      const int c = source_.peek(at_);
      if (c < 0) return failed("an unterminated template");
      if (c == '`') {
        ++at_;
        break;
      }
      if (c == '$' && source_.peek(at_ + 1) == '{') {
        at_ += 2;
        head = true;
        break;
      }
      if (c < 0x80 && c != '\\' && c != '\r' && c != '$') {
        const std::size_t run_end =
            source_.plain_run_end(at_ + 1, [](unsigned char b) { return !kMayStopRun[b]; });
        builder_.push_ascii(source_.text().substr(at_, run_end - at_));
        at_ = run_end;
      } else if (c == '\\') {
        if (!read_escape()) return failed(error_);
      } else if (c == '\r') {
        builder_.push('\n');
        ++at_;
        if (source_.peek(at_) == '\n') ++at_;
      } else if (c < 0x80) {  // a `$` that does not open a substitution
        builder_.push(static_cast<char32_t>(c));
        ++at_;
      } else {
        push_code_point();
      }
    }
    LiteralRead read = finished();
    read.template_head = head;
    return read;
  }

  LiteralRead read_number() {
    const int first = source_.peek(at_);
    const int second = source_.peek(at_ + 1);
    bool integer = true;
    if (first == '0' && (second == 'x' || second == 'X' || second == 'o' || second == 'O' ||
                         second == 'b' || second == 'B')) {
      const int radix = (second == 'x' || second == 'X')   ? 16
                        : (second == 'o' || second == 'O') ? 8
                                                           : 2;
      at_ += 2;
      if (read_digits(radix) <= 0) return failed("a malformed number");
    } else {
      if (first == '0' && (is_decimal_digit(second) || second == '_')) {
        // Strict mode (a module) has no legacy octal or leading-zero decimal.
        return failed("a legacy octal or leading-zero number");
      }
      if (first != '.' && read_digits(10) < 0) return failed("a misplaced numeric separator");
      if (source_.peek(at_) == '.') {
        integer = false;
        ++at_;
        const int fraction = read_digits(10);
        if (fraction < 0 || (first == '.' && fraction == 0)) return failed("a malformed number");
      }
      const int exponent_mark = source_.peek(at_);
      if (exponent_mark == 'e' || exponent_mark == 'E') {
        integer = false;
        ++at_;
        if (source_.peek(at_) == '+' || source_.peek(at_) == '-') ++at_;
        if (read_digits(10) <= 0) return failed("a malformed exponent");
      }
    }
    LiteralRead read;
    if (source_.peek(at_) == 'n') {
      if (!integer) return failed("a BigInt with a fraction or exponent");
      read.bigint = true;
      ++at_;
    }
    const int after = source_.peek(at_);
    if (is_ascii_identifier_part(after) || after == '\\' ||
        (after >= 0x80 && is_accepted_non_ascii_letter(source_.decode(at_).value))) {
      return failed("an identifier directly after a number");
    }
    read.end = at_;
    return read;
  }

 private:
  LiteralRead failed(std::string_view error) {
    LiteralRead read;
    read.end = at_;
    read.error = error;
    return read;
  }

  LiteralRead finished() {
    LiteralRead read;
    read.end = at_;
    read.lone_surrogate = builder_.finish();
    return read;
  }

  void push_code_point() {
    const utf8::DecodedCodePoint decoded = source_.decode(at_);
    builder_.push(decoded.value);
    at_ += decoded.length;
  }

  // A run of digits in `radix` with `_` separators allowed only between
  // digits. Returns the digit count, or -1 for a misplaced separator.
  int read_digits(int radix) {
    int count = 0;
    for (;;) {
      const int c = source_.peek(at_);
      if (is_digit_in_radix(c, radix)) {
        ++count;
        ++at_;
      } else if (c == '_') {
        if (count == 0 || !is_digit_in_radix(source_.peek(at_ + 1), radix)) return -1;
        ++at_;
      } else {
        return count;
      }
    }
  }

  bool refuse(std::string_view error) {
    error_ = error;
    return false;
  }

  // One escape sequence at `at_` (the backslash) in a string or template.
  // Module code is strict and templates allow no octal, so both refuse the
  // legacy octal escapes (`\1`, `\01`) and `\8`/`\9`; `\0` alone is NUL.
  bool read_escape() {
    const int c = source_.peek(at_ + 1);
    if (c < 0) return refuse("an unterminated string");
    if (c == '\r') {  // line continuation; CRLF counts as one
      at_ += 2;
      if (source_.peek(at_) == '\n') ++at_;
      return true;
    }
    if (c == '\n') {
      at_ += 2;
      return true;
    }
    if (c == 'x') {
      const int high = hex_value(source_.peek(at_ + 2));
      const int low = high < 0 ? -1 : hex_value(source_.peek(at_ + 3));
      if (low < 0) return refuse("a malformed \\x escape");
      builder_.push(static_cast<char32_t>(high * 16 + low));
      at_ += 4;
      return true;
    }
    if (c == 'u') {
      char32_t value = 0;
      if (!read_unicode_escape(source_, at_, value)) return refuse("a malformed \\u escape");
      builder_.push(value);
      return true;
    }
    if (c == '0' && !is_decimal_digit(source_.peek(at_ + 2))) {
      builder_.push(0);
      at_ += 2;
      return true;
    }
    if (is_decimal_digit(c)) {
      return refuse(c <= '7' ? "a legacy octal escape" : "a \\8 or \\9 escape");
    }
    if (c >= 0x80) {
      const utf8::DecodedCodePoint decoded = source_.decode(at_ + 1);
      at_ += 1 + decoded.length;
      if (decoded.value != 0x2028 && decoded.value != 0x2029) builder_.push(decoded.value);
      return true;
    }
    // A control escape, or an identity escape: `\'`, `\\`, `\q`.
    const int control = control_escape_value(c);
    builder_.push(static_cast<char32_t>(control >= 0 ? control : c));
    at_ += 2;
    return true;
  }

  Source& source_;
  std::size_t at_;
  StringValueBuilder builder_;
  std::string_view error_;
};

}  // namespace

bool read_unicode_escape(Source& source, std::size_t& at, char32_t& value) {
  if (source.peek(at + 1) != 'u') return false;
  if (source.peek(at + 2) == '{') {
    std::size_t cursor = at + 3;
    value = 0;
    bool any_digit = false;
    for (int digit = hex_value(source.peek(cursor)); digit >= 0;
         digit = hex_value(source.peek(cursor))) {
      value = value * 16 + static_cast<char32_t>(digit);
      if (value > 0x10FFFF) return false;
      any_digit = true;
      ++cursor;
    }
    if (!any_digit || source.peek(cursor) != '}') return false;
    at = cursor + 1;
    return true;
  }
  value = 0;
  for (std::size_t index = 0; index < 4; ++index) {
    const int digit = hex_value(source.peek(at + 2 + index));
    if (digit < 0) return false;
    value = value * 16 + static_cast<char32_t>(digit);
  }
  at += 6;
  return true;
}

LiteralRead read_string(Source& source, std::size_t at, std::string* value) {
  return LiteralReader(source, at, value).read_string();
}

LiteralRead read_template_part(Source& source, std::size_t at, std::string* value) {
  return LiteralReader(source, at, value).read_template_part();
}

LiteralRead read_number(Source& source, std::size_t at) {
  return LiteralReader(source, at, nullptr).read_number();
}

}  // namespace mind::discovery::js

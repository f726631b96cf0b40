/// The literal readers of the JavaScript lexer: strings, templates and
/// numbers. They decide where a literal ends and whether it is well formed in
/// a module (strict code: no legacy octal), and build a string's value the way
/// JavaScript does, UTF-16 semantics written out as UTF-8, because the value
/// of `meta.name` is what the harness compares (WF-5, WF-58, WF-63).
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

#include "discovery/js/source.hpp"

namespace mind::discovery::js {

/// Builds a JavaScript string value as UTF-8. JavaScript strings are UTF-16, so
/// `\uD83D\uDE00` is one code point; an unpaired surrogate becomes U+FFFD and
/// is remembered, because a name holding one is not a string mind can compare.
/// With a null output it only tracks surrogates (a scan that keeps no values).
class StringValueBuilder {
 public:
  explicit StringValueBuilder(std::string* out) : out_(out) {}

  void push(char32_t cp);
  /// A run of ASCII characters, none of them a surrogate.
  void push_ascii(std::string_view run) {
    if (pending_high_surrogate_ != 0) flush_lone_surrogate();
    if (out_ != nullptr) out_->append(run);
  }
  /// Ends the value; returns whether it held an unpaired surrogate.
  bool finish() {
    if (pending_high_surrogate_ != 0) flush_lone_surrogate();
    return lone_surrogate_;
  }

 private:
  void emit(char32_t cp);
  void flush_lone_surrogate();

  std::string* out_;
  char32_t pending_high_surrogate_ = 0;
  bool lone_surrogate_ = false;
};

/// Where a literal reader stopped and what it found.
struct LiteralRead {
  std::size_t end = 0;     // just past the literal; where reading stopped on an error
  std::string_view error;  // empty when well formed, else the construct ("an unterminated string")
  bool lone_surrogate = false;  // strings and templates: the value holds an unpaired surrogate
  bool template_head = false;   // templates: the part ends in `${`, not "`"
  bool bigint = false;          // numbers: an `n` suffix
};

/// `\uXXXX` or `\u{X...}` at `at` (the backslash). On success sets `value`,
/// moves `at` past the escape and returns true; a malformed escape returns
/// false and leaves `at` alone.
bool read_unicode_escape(Source& source, std::size_t& at, char32_t& value);

/// A string literal whose opening quote is at `at`. The cooked value is
/// appended to `value` when it is not null.
LiteralRead read_string(Source& source, std::size_t at, std::string* value);

/// A template part from `at`, just after "`" or after the `}` that closes a
/// substitution, to the closing "`" or to `${` (`template_head`). A raw CR or
/// CRLF reads as LF.
LiteralRead read_template_part(Source& source, std::size_t at, std::string* value);

/// A numeric literal starting at `at` (a digit, or `.` before a digit):
/// decimal, hex, octal or binary, with separators, fraction, exponent and the
/// BigInt suffix. No identifier character may follow it directly.
LiteralRead read_number(Source& source, std::size_t at);

}  // namespace mind::discovery::js

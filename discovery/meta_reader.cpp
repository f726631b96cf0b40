#include "discovery/meta_reader.hpp"

#include <string>
#include <vector>

#include "core/utf8.hpp"

namespace mind::discovery {
namespace {

// ---------------------------------------------------------------------------
// Characters

bool is_ascii_letter(int c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
bool is_decimal_digit(int c) { return c >= '0' && c <= '9'; }
bool is_ascii_identifier_start(int c) { return is_ascii_letter(c) || c == '$' || c == '_'; }
bool is_ascii_identifier_part(int c) { return is_ascii_identifier_start(c) || is_decimal_digit(c); }

int hex_value(int c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

bool is_digit_in_radix(int c, int radix) {
  const int value = hex_value(c);
  return value >= 0 && value < radix;
}

// Non-ASCII identifier characters the reader accepts: letters of a few common
// scripts. Telling ID_Start from a symbol in general needs Unicode tables the
// reader does not carry; refusing the rest errs toward reading nothing.
bool is_accepted_non_ascii_letter(char32_t cp) {
  return cp == 0xAA || cp == 0xB5 || cp == 0xBA || (cp >= 0xC0 && cp <= 0xD6) ||
         (cp >= 0xD8 && cp <= 0xF6) || (cp >= 0xF8 && cp <= 0x24F) ||
         (cp >= 0x391 && cp <= 0x3A1) || (cp >= 0x3A3 && cp <= 0x3A9) ||
         (cp >= 0x3B1 && cp <= 0x3C9) || (cp >= 0x400 && cp <= 0x481) ||
         (cp >= 0x48A && cp <= 0x52F) || (cp >= 0x3041 && cp <= 0x3096) ||
         (cp >= 0x30A1 && cp <= 0x30FA) || (cp >= 0x4E00 && cp <= 0x9FFF) ||
         (cp >= 0xAC00 && cp <= 0xD7A3);
}

bool is_identifier_code_point(char32_t cp, bool first) {
  if (cp < 0x80)
    return first ? is_ascii_identifier_start(static_cast<int>(cp))
                 : is_ascii_identifier_part(static_cast<int>(cp));
  return is_accepted_non_ascii_letter(cp);
}

// ---------------------------------------------------------------------------
// Tokens

enum class TokenKind {
  end,
  identifier,
  punctuator,
  string,
  template_full,  // a whole template without substitution, or a substitution's tail
  template_head,  // a template part ending in `${`
  number,
  bigint,
  regex,
  private_name,
  error,
};

struct Token {
  TokenKind kind = TokenKind::end;
  std::size_t start = 0;
  bool newline_before = false;
  bool escaped = false;         // identifier spelled with a \u escape
  bool lone_surrogate = false;  // string or template holding an unpaired surrogate
  std::string value;            // identifier name, cooked string, or punctuator text
  MetaReason error_reason = MetaReason::syntax_error;
  bool unclassified = false;  // error: a character the reader cannot classify, maybe valid
  std::string error;          // kind == error: the construct, already printable

  bool is_punctuator(std::string_view text) const {
    return kind == TokenKind::punctuator && value == text;
  }
  bool is_word(std::string_view word) const {
    return kind == TokenKind::identifier && !escaped && value == word;
  }
};

// Builds a JavaScript string value as UTF-8. JavaScript strings are UTF-16, so
// `\uD83D\uDE00` is one code point; an unpaired surrogate becomes U+FFFD and is
// remembered, because a name holding one is not a string mind can compare.
class StringValueBuilder {
 public:
  explicit StringValueBuilder(std::string* out) : out_(out) {}

  void push(char32_t cp) {
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

  // A run of ASCII characters, none of them a surrogate.
  void push_ascii(std::string_view run) {
    if (pending_high_surrogate_ != 0) flush_lone_surrogate();
    if (out_ != nullptr) out_->append(run);
  }

  bool finish() {
    if (pending_high_surrogate_ != 0) flush_lone_surrogate();
    return lone_surrogate_;
  }

 private:
  void emit(char32_t cp) {
    if (out_ != nullptr) utf8::append(*out_, cp);
  }
  void flush_lone_surrogate() {
    lone_surrogate_ = true;
    pending_high_surrogate_ = 0;
    emit(utf8::kReplacementCharacter);
  }

  std::string* out_;
  char32_t pending_high_surrogate_ = 0;
  bool lone_surrogate_ = false;
};

// ---------------------------------------------------------------------------
// Regular-expression patterns (Annex B grammar, no `u`/`v` flag)

// Validates a pattern the way a module parser does at parse time: an invalid
// pattern is an early error, so a meta holding one never loads.
class AnnexBPatternValidator {
 public:
  explicit AnnexBPatternValidator(std::string_view pattern) : pattern_(pattern) {}

  // Empty when valid; otherwise what is wrong. `unsupported()` then says
  // whether the pattern may be valid but uses a construct the validator does
  // not check (an escaped group name, modifiers, a repeated group name).
  std::string validate() {
    has_named_groups_ = scan_for_named_groups();
    parse_disjunction(0);
    if (error_.empty() && at_ < pattern_.size()) error_ = "an unmatched ')'";
    if (error_.empty()) {
      for (const std::string& reference : named_references_) {
        if (!has_group_name(reference)) {
          error_ = "a \\k reference to a group that does not exist";
          break;
        }
      }
    }
    return error_;
  }

  bool unsupported() const { return unsupported_; }
  bool too_deep() const { return too_deep_; }

 private:
  struct ClassAtom {
    bool is_character = false;  // false for \d \w \s and their negations
    char32_t first_unit = 0;    // UTF-16 code units: an astral character is two
    char32_t last_unit = 0;
  };

  int byte(std::size_t at) const {
    return at < pattern_.size() ? static_cast<unsigned char>(pattern_[at]) : -1;
  }

  bool scan_for_named_groups() const {
    bool in_class = false;
    for (std::size_t at = 0; at < pattern_.size(); ++at) {
      const char c = pattern_[at];
      if (c == '\\') {
        ++at;
      } else if (c == '[') {
        in_class = true;
      } else if (c == ']') {
        in_class = false;
      } else if (!in_class && c == '(' && byte(at + 1) == '?' && byte(at + 2) == '<' &&
                 byte(at + 3) != '=' && byte(at + 3) != '!') {
        return true;
      }
    }
    return false;
  }

  bool has_group_name(const std::string& name) const {
    for (const std::string& group : group_names_) {
      if (group == name) return true;
    }
    return false;
  }

  void parse_disjunction(int depth) {
    if (depth > kMaxMetaNestingDepth) {
      error_ = "groups nested deeper than " + std::to_string(kMaxMetaNestingDepth) + " levels";
      too_deep_ = true;
      return;
    }
    while (error_.empty()) {
      while (error_.empty() && at_ < pattern_.size() && pattern_[at_] != '|' &&
             pattern_[at_] != ')') {
        parse_term(depth);
      }
      if (byte(at_) != '|') return;
      ++at_;
    }
  }

  // `{n}`, `{n,}` or `{n,m}` at `at`; sets `length` and checks n <= m.
  bool braced_quantifier_at(std::size_t at, std::size_t& length, bool& out_of_order) const {
    std::size_t cursor = at + 1;
    const std::size_t min_begin = cursor;
    while (is_decimal_digit(byte(cursor))) ++cursor;
    if (cursor == min_begin) return false;
    const std::string_view min_digits = pattern_.substr(min_begin, cursor - min_begin);
    std::string_view max_digits;
    if (byte(cursor) == ',') {
      ++cursor;
      const std::size_t max_begin = cursor;
      while (is_decimal_digit(byte(cursor))) ++cursor;
      max_digits = pattern_.substr(max_begin, cursor - max_begin);
    }
    if (byte(cursor) != '}') return false;
    length = cursor + 1 - at;
    out_of_order = !max_digits.empty() && digits_greater(min_digits, max_digits);
    return true;
  }

  static bool digits_greater(std::string_view left, std::string_view right) {
    while (left.size() > 1 && left.front() == '0') left.remove_prefix(1);
    while (right.size() > 1 && right.front() == '0') right.remove_prefix(1);
    if (left.size() != right.size()) return left.size() > right.size();
    return left > right;
  }

  bool quantifier_follows() const {
    const int c = byte(at_);
    if (c == '*' || c == '+' || c == '?') return true;
    std::size_t length = 0;
    bool out_of_order = false;
    return c == '{' && braced_quantifier_at(at_, length, out_of_order);
  }

  void parse_term(int depth) {
    const int c = byte(at_);
    bool quantifiable = true;
    if (c == '^' || c == '$') {
      ++at_;
      quantifiable = false;
    } else if (c == '\\') {
      const int next = byte(at_ + 1);
      if (next == 'b' || next == 'B') {
        at_ += 2;
        quantifiable = false;
      } else {
        parse_atom_escape();
      }
    } else if (c == '(') {
      quantifiable = parse_group(depth);
    } else if (c == '[') {
      parse_class();
    } else if (c == '*' || c == '+' || c == '?') {
      error_ = "a quantifier with nothing to repeat";
      return;
    } else if (c == '{' && quantifier_follows()) {
      error_ = "a quantifier with nothing to repeat";
      return;
    } else {
      at_ += utf8::decode_at(pattern_, at_).length;
    }
    if (!error_.empty()) return;
    if (!quantifiable) {
      if (quantifier_follows()) error_ = "a quantifier on an assertion";
      return;
    }
    parse_optional_quantifier();
  }

  void parse_optional_quantifier() {
    const int c = byte(at_);
    if (c == '*' || c == '+' || c == '?') {
      ++at_;
    } else if (c == '{') {
      std::size_t length = 0;
      bool out_of_order = false;
      if (!braced_quantifier_at(at_, length, out_of_order)) return;
      if (out_of_order) {
        error_ = "a quantifier range out of order";
        return;
      }
      at_ += length;
    } else {
      return;
    }
    if (byte(at_) == '?') ++at_;  // lazy
  }

  // Returns whether the group may take a quantifier.
  bool parse_group(int depth) {
    bool quantifiable = true;
    if (byte(at_ + 1) != '?') {
      at_ += 1;
    } else {
      const int kind = byte(at_ + 2);
      if (kind == ':' || kind == '=' || kind == '!') {
        at_ += 3;
      } else if (kind == '<' && (byte(at_ + 3) == '=' || byte(at_ + 3) == '!')) {
        at_ += 4;
        quantifiable = false;  // a lookbehind never takes a quantifier
      } else if (kind == '<') {
        at_ += 3;
        std::string name;
        if (!parse_group_name(name)) return false;
        if (has_group_name(name)) {
          error_ = "a repeated group name";
          unsupported_ = true;  // valid in separate alternatives since ES2025
          return false;
        }
        group_names_.push_back(name);
      } else {
        error_ = "a group modifier or unknown group kind '(?'";
        unsupported_ = true;
        return false;
      }
    }
    parse_disjunction(depth + 1);
    if (!error_.empty()) return false;
    if (byte(at_) != ')') {
      error_ = "an unterminated group";
      return false;
    }
    ++at_;
    return quantifiable;
  }

  // ASCII names only: an escaped or non-ASCII group name is refused rather
  // than half-validated.
  bool parse_group_name(std::string& name) {
    while (is_ascii_identifier_part(byte(at_))) {
      if (name.empty() && is_decimal_digit(byte(at_))) break;
      name.push_back(pattern_[at_]);
      ++at_;
    }
    if (name.empty() || byte(at_) != '>') {
      error_ = "a group name that is not plain ASCII";
      unsupported_ = true;
      return false;
    }
    ++at_;
    return true;
  }

  void parse_atom_escape() {
    const int c = byte(at_ + 1);
    if (c == 'k' && has_named_groups_) {
      at_ += 2;
      if (byte(at_) != '<') {
        error_ = "a \\k escape without a group name";
        return;
      }
      ++at_;
      std::string name;
      if (!parse_group_name(name)) return;
      named_references_.push_back(name);
      return;
    }
    at_ += 1 + utf8::decode_at(pattern_, at_ + 1).length;
  }

  void parse_class() {
    ++at_;
    if (byte(at_) == '^') ++at_;
    while (error_.empty()) {
      if (at_ >= pattern_.size()) {
        error_ = "an unterminated character class";
        return;
      }
      if (pattern_[at_] == ']') {
        ++at_;
        return;
      }
      const ClassAtom left = parse_class_atom();
      if (!error_.empty()) return;
      if (byte(at_) == '-' && byte(at_ + 1) != ']' && at_ + 1 < pattern_.size()) {
        ++at_;
        const ClassAtom right = parse_class_atom();
        if (!error_.empty()) return;
        if (left.is_character && right.is_character && left.last_unit > right.first_unit) {
          error_ = "a character class range out of order";
          return;
        }
      }
    }
  }

  ClassAtom character(char32_t cp) {
    if (cp < 0x10000) return {true, cp, cp};
    const char32_t offset = cp - 0x10000;
    return {true, 0xD800 + (offset >> 10), 0xDC00 + (offset & 0x3FF)};
  }

  // Reads up to `count` hex digits after `from`; all must be present.
  bool fixed_hex(std::size_t from, int count, char32_t& value) const {
    value = 0;
    for (int index = 0; index < count; ++index) {
      const int digit = hex_value(byte(from + index));
      if (digit < 0) return false;
      value = value * 16 + static_cast<char32_t>(digit);
    }
    return true;
  }

  ClassAtom parse_class_atom() {
    if (pattern_[at_] != '\\') {
      const utf8::DecodedCodePoint decoded = utf8::decode_at(pattern_, at_);
      at_ += decoded.length;
      return character(decoded.value);
    }
    const int c = byte(at_ + 1);
    char32_t value = 0;
    switch (c) {
      case 'd':
      case 'D':
      case 's':
      case 'S':
      case 'w':
      case 'W':
        at_ += 2;
        return {};
      case 'b':
        at_ += 2;
        return character(0x08);
      case 'n':
        at_ += 2;
        return character(0x0A);
      case 't':
        at_ += 2;
        return character(0x09);
      case 'r':
        at_ += 2;
        return character(0x0D);
      case 'v':
        at_ += 2;
        return character(0x0B);
      case 'f':
        at_ += 2;
        return character(0x0C);
      case 'c': {
        const int letter = byte(at_ + 2);
        if (is_ascii_letter(letter) || is_decimal_digit(letter) || letter == '_') {
          at_ += 3;
          return character(static_cast<char32_t>(letter % 32));
        }
        at_ += 1;  // Annex B: a lone `\c` is a backslash, `c` is the next atom
        return character('\\');
      }
      case 'x':
        if (fixed_hex(at_ + 2, 2, value)) {
          at_ += 4;
          return character(value);
        }
        at_ += 2;
        return character('x');
      case 'u':
        if (fixed_hex(at_ + 2, 4, value)) {
          at_ += 6;
          return character(value);
        }
        at_ += 2;
        return character('u');
      case 'k':
        if (has_named_groups_) {
          error_ = "a \\k escape inside a character class";
          return {};
        }
        at_ += 2;
        return character('k');
      default:
        break;
    }
    if (c >= '0' && c <= '7') {  // Annex B legacy octal, at most \377
      at_ += 1;
      value = 0;
      for (int digits = 0; digits < 3 && byte(at_) >= '0' && byte(at_) <= '7'; ++digits) {
        const char32_t next = value * 8 + static_cast<char32_t>(byte(at_) - '0');
        if (next > 0377) break;
        value = next;
        ++at_;
      }
      return character(value);
    }
    const utf8::DecodedCodePoint decoded = utf8::decode_at(pattern_, at_ + 1);
    at_ += 1 + decoded.length;
    return character(decoded.value);
  }

  std::string_view pattern_;
  std::size_t at_ = 0;
  bool has_named_groups_ = false;
  std::vector<std::string> group_names_;
  std::vector<std::string> named_references_;
  std::string error_;
  bool unsupported_ = false;
  bool too_deep_ = false;
};

// ---------------------------------------------------------------------------
// Lexer

// Reads JavaScript tokens from the start of a file. Every byte goes through
// `peek`/`decode`, which record how far the reader looked and whether it
// looked past the end: that is what `needed_more_input` reports.
class Lexer {
 public:
  explicit Lexer(std::string_view source) : source_(source) {}

  bool touched_end() const { return touched_end_; }
  std::size_t bytes_examined() const { return touched_end_ ? source_.size() : examined_; }
  std::size_t position() const { return at_; }
  void rewind_to(std::size_t at) { at_ = at; }
  void set_keep_values(bool keep) { keep_values_ = keep; }
  // The reason scan only needs token boundaries, so there any non-ASCII code
  // point that is not whitespace may be part of an identifier.
  void set_lenient_identifiers(bool lenient) { lenient_identifiers_ = lenient; }

  // A hashbang comment is allowed only at byte 0.
  void skip_hashbang() {
    if (peek(0) == '#' && peek(1) == '!') skip_line_comment(2);
  }

  Token next(bool regex_allowed) {
    Token token;
    if (!skip_trivia(token)) return token;
    token.start = at_;
    const int c = peek(at_);
    if (c < 0) {
      token.kind = TokenKind::end;
    } else if (is_ascii_identifier_start(c) || c == '\\') {
      lex_identifier(token);
    } else if (is_decimal_digit(c) || (c == '.' && is_decimal_digit(peek(at_ + 1)))) {
      lex_number(token);
    } else if (c == '"' || c == '\'') {
      lex_string(token, static_cast<char>(c));
    } else if (c == '`') {
      ++at_;
      lex_template_part(token);
    } else if (c == '#') {
      lex_private_name(token);
    } else if (c == '/' && regex_allowed) {
      lex_regex(token);
    } else if (c >= 0x80) {
      const utf8::DecodedCodePoint decoded = decode(at_);
      if (is_identifier_letter(decoded.value)) {
        lex_identifier(token);
      } else {
        fail(token, "a character mind does not read as JavaScript (" +
                        utf8::code_point_label(decoded.value) + ")");
        token.unclassified = !utf8::is_control_or_invisible(decoded.value);
      }
    } else {
      lex_punctuator(token);
    }
    return token;
  }

  // After the `}` that closes a template substitution: the rest of the template.
  Token continue_template() {
    Token token;
    token.start = at_;
    lex_template_part(token);
    return token;
  }

 private:
  int peek(std::size_t at) {
    if (at >= source_.size()) {
      touched_end_ = true;
      return -1;
    }
    if (at >= examined_) examined_ = at + 1;
    return static_cast<unsigned char>(source_[at]);
  }

  utf8::DecodedCodePoint decode(std::size_t at) {
    const utf8::DecodedCodePoint decoded = utf8::decode_at(source_, at);
    if (decoded.hit_end) touched_end_ = true;
    const std::size_t last = at + decoded.length;
    if (last > examined_) examined_ = last;
    return decoded;
  }

  bool is_identifier_letter(char32_t cp) const {
    if (lenient_identifiers_) {
      return !utf8::is_js_whitespace(cp) && !utf8::is_js_line_terminator(cp);
    }
    return is_accepted_non_ascii_letter(cp);
  }

  // Skips bytes for which `is_plain` holds, from `from` up to (not past) the
  // last byte; the byte that ends the run is left for `peek`, so looking past
  // the end is still recorded there.
  template <typename IsPlain>
  std::size_t plain_run_end(std::size_t from, IsPlain is_plain) {
    std::size_t at = from;
    while (at < source_.size() && is_plain(static_cast<unsigned char>(source_[at]))) ++at;
    if (at > examined_) examined_ = at;
    return at;
  }

  // Length of a line terminator at `at`, or 0.
  std::size_t line_terminator_at(std::size_t at) {
    const int c = peek(at);
    if (c == '\n' || c == '\r') return 1;
    if (c == 0xE2) {
      const utf8::DecodedCodePoint decoded = decode(at);
      if (decoded.value == 0x2028 || decoded.value == 0x2029) return decoded.length;
    }
    return 0;
  }

  void fail(Token& token, std::string what, MetaReason reason = MetaReason::syntax_error) {
    token.kind = TokenKind::error;
    token.error = std::move(what);
    token.error_reason = reason;
  }

  void skip_line_comment(std::size_t from) {
    at_ = from;
    for (;;) {
      at_ = plain_run_end(at_, [](unsigned char c) { return c != '\n' && c != '\r' && c != 0xE2; });
      if (peek(at_) < 0 || line_terminator_at(at_) > 0) return;
      ++at_;
    }
  }

  bool skip_trivia(Token& token) {
    for (;;) {
      const int c = peek(at_);
      if (c == ' ' || c == '\t' || c == '\v' || c == '\f') {
        ++at_;
      } else if (c == '\n' || c == '\r') {
        token.newline_before = true;
        ++at_;
      } else if (c == '/' && peek(at_ + 1) == '/') {
        skip_line_comment(at_ + 2);
      } else if (c == '/' && peek(at_ + 1) == '*') {
        if (!skip_block_comment(token)) return false;
      } else if (c >= 0x80) {
        const utf8::DecodedCodePoint decoded = decode(at_);
        if (utf8::is_js_line_terminator(decoded.value)) {
          token.newline_before = true;
        } else if (!utf8::is_js_whitespace(decoded.value)) {
          return true;
        }
        at_ += decoded.length;
      } else {
        return true;
      }
    }
  }

  bool skip_block_comment(Token& token) {
    token.start = at_;
    at_ += 2;
    for (;;) {
      at_ = plain_run_end(
          at_, [](unsigned char c) { return c != '*' && c != '\n' && c != '\r' && c != 0xE2; });
      const int c = peek(at_);
      if (c < 0) {
        fail(token, "an unterminated comment");
        return false;
      }
      if (c == '*' && peek(at_ + 1) == '/') {
        at_ += 2;
        return true;
      }
      const std::size_t terminator = line_terminator_at(at_);
      if (terminator > 0) {
        token.newline_before = true;
        at_ += terminator;
      } else {
        ++at_;
      }
    }
  }

  // `\uXXXX` or `\u{X...}` at `at_` (pointing at the backslash). Returns false
  // when malformed.
  bool lex_unicode_escape(char32_t& value) {
    if (peek(at_ + 1) != 'u') return false;
    if (peek(at_ + 2) == '{') {
      std::size_t cursor = at_ + 3;
      value = 0;
      bool any_digit = false;
      for (int digit = hex_value(peek(cursor)); digit >= 0; digit = hex_value(peek(cursor))) {
        value = value * 16 + static_cast<char32_t>(digit);
        if (value > 0x10FFFF) return false;
        any_digit = true;
        ++cursor;
      }
      if (!any_digit || peek(cursor) != '}') return false;
      at_ = cursor + 1;
      return true;
    }
    value = 0;
    for (std::size_t index = 0; index < 4; ++index) {
      const int digit = hex_value(peek(at_ + 2 + index));
      if (digit < 0) return false;
      value = value * 16 + static_cast<char32_t>(digit);
    }
    at_ += 6;
    return true;
  }

  // The name is copied from the source in one piece unless an escape forces
  // decoding (raw non-ASCII letters are valid UTF-8 already).
  void lex_identifier(Token& token) {
    token.kind = TokenKind::identifier;
    const std::size_t begin = at_;
    bool first = true;
    for (;;) {
      const int c = peek(at_);
      if (c < 0) break;
      if (c < 0x80 && c != '\\') {
        if (!(first ? is_ascii_identifier_start(c) : is_ascii_identifier_part(c))) break;
        if (token.escaped) token.value.push_back(static_cast<char>(c));
        ++at_;
      } else if (c == '\\') {
        if (!token.escaped) token.value.assign(source_.substr(begin, at_ - begin));
        char32_t value = 0;
        if (!lex_unicode_escape(value) ||
            !(is_identifier_code_point(value, first) || (value >= 0x80 && lenient_identifiers_))) {
          fail(token, "an identifier escape mind does not read");
          token.unclassified = value >= 0x80;
          return;
        }
        token.escaped = true;
        utf8::append(token.value, value);
      } else {
        const utf8::DecodedCodePoint decoded = decode(at_);
        if (!is_identifier_letter(decoded.value)) break;
        if (token.escaped) utf8::append(token.value, decoded.value);
        at_ += decoded.length;
      }
      first = false;
    }
    if (!token.escaped) token.value.assign(source_.substr(begin, at_ - begin));
  }

  // A run of digits in `radix` with `_` separators allowed only between digits.
  // Returns the digit count, or -1 for a misplaced separator.
  int lex_digits(int radix) {
    int count = 0;
    for (;;) {
      const int c = peek(at_);
      if (is_digit_in_radix(c, radix)) {
        ++count;
        ++at_;
      } else if (c == '_') {
        if (count == 0 || !is_digit_in_radix(peek(at_ + 1), radix)) return -1;
        ++at_;
      } else {
        return count;
      }
    }
  }

  void lex_number(Token& token) {
    token.kind = TokenKind::number;
    const int first = peek(at_);
    const int second = peek(at_ + 1);
    bool integer = true;
    if (first == '0' && (second == 'x' || second == 'X' || second == 'o' || second == 'O' ||
                         second == 'b' || second == 'B')) {
      const int radix = (second == 'x' || second == 'X')   ? 16
                        : (second == 'o' || second == 'O') ? 8
                                                           : 2;
      at_ += 2;
      if (lex_digits(radix) <= 0) {
        fail(token, "a malformed number");
        return;
      }
    } else {
      if (first == '0' && (is_decimal_digit(second) || second == '_')) {
        // Strict mode (a module) has no legacy octal or leading-zero decimal.
        fail(token, "a legacy octal or leading-zero number");
        return;
      }
      if (first != '.' && lex_digits(10) < 0) {
        fail(token, "a misplaced numeric separator");
        return;
      }
      if (peek(at_) == '.') {
        integer = false;
        ++at_;
        const int fraction = lex_digits(10);
        if (fraction < 0 || (first == '.' && fraction == 0)) {
          fail(token, "a malformed number");
          return;
        }
      }
      const int exponent_mark = peek(at_);
      if (exponent_mark == 'e' || exponent_mark == 'E') {
        integer = false;
        ++at_;
        if (peek(at_) == '+' || peek(at_) == '-') ++at_;
        if (lex_digits(10) <= 0) {
          fail(token, "a malformed exponent");
          return;
        }
      }
    }
    if (peek(at_) == 'n') {
      if (!integer) {
        fail(token, "a BigInt with a fraction or exponent");
        return;
      }
      token.kind = TokenKind::bigint;
      ++at_;
    }
    const int after = peek(at_);
    if (is_ascii_identifier_part(after) || after == '\\' ||
        (after >= 0x80 && is_accepted_non_ascii_letter(decode(at_).value))) {
      fail(token, "an identifier directly after a number");
    }
  }

  // One escape sequence at `at_` (the backslash) in a string or template.
  // Module code is strict and templates allow no octal, so both refuse the
  // legacy octal escapes (`\1`, `\01`) and `\8`/`\9`; `\0` alone is NUL.
  bool lex_escape(Token& token, StringValueBuilder& builder) {
    const int c = peek(at_ + 1);
    if (c < 0) {
      fail(token, "an unterminated string");
      return false;
    }
    if (c == '\r') {  // line continuation; CRLF counts as one
      at_ += 2;
      if (peek(at_) == '\n') ++at_;
      return true;
    }
    char32_t value = 0;
    switch (c) {
      case '\n':
        at_ += 2;
        return true;
      case 'n':
        value = 0x0A;
        break;
      case 't':
        value = 0x09;
        break;
      case 'r':
        value = 0x0D;
        break;
      case 'b':
        value = 0x08;
        break;
      case 'f':
        value = 0x0C;
        break;
      case 'v':
        value = 0x0B;
        break;
      case '0':
        if (is_decimal_digit(peek(at_ + 2))) {
          fail(token, "a legacy octal escape");
          return false;
        }
        value = 0;
        break;
      case 'x': {
        const int high = hex_value(peek(at_ + 2));
        const int low = high < 0 ? -1 : hex_value(peek(at_ + 3));
        if (low < 0) {
          fail(token, "a malformed \\x escape");
          return false;
        }
        builder.push(static_cast<char32_t>(high * 16 + low));
        at_ += 4;
        return true;
      }
      case 'u':
        if (!lex_unicode_escape(value)) {
          fail(token, "a malformed \\u escape");
          return false;
        }
        builder.push(value);
        return true;
      default:
        if (is_decimal_digit(c)) {
          fail(token, c <= '7' ? "a legacy octal escape" : "a \\8 or \\9 escape");
          return false;
        }
        if (c >= 0x80) {
          const utf8::DecodedCodePoint decoded = decode(at_ + 1);
          at_ += 1 + decoded.length;
          if (decoded.value != 0x2028 && decoded.value != 0x2029) builder.push(decoded.value);
          return true;
        }
        value = static_cast<char32_t>(c);
        break;
    }
    builder.push(value);
    at_ += 2;
    return true;
  }

  void lex_string(Token& token, char quote) {
    token.kind = TokenKind::string;
    StringValueBuilder builder(keep_values_ ? &token.value : nullptr);
    ++at_;
    for (;;) {
      const int c = peek(at_);
      if (c < 0 || c == '\n' || c == '\r') {
        fail(token, "an unterminated string");
        return;
      }
      if (c == quote) {
        ++at_;
        break;
      }
      if (c < 0x80 && c != '\\') {
        const std::size_t run_end = plain_run_end(at_, [quote](unsigned char b) {
          return b < 0x80 && b != static_cast<unsigned char>(quote) && b != '\\' && b != '\n' &&
                 b != '\r';
        });
        builder.push_ascii(source_.substr(at_, run_end - at_));
        at_ = run_end;
      } else if (c == '\\') {
        if (!lex_escape(token, builder)) return;
      } else {
        const utf8::DecodedCodePoint decoded = decode(at_);
        builder.push(decoded.value);
        at_ += decoded.length;
      }
    }
    token.lone_surrogate = builder.finish();
  }

  // From just after "`" or after a substitution's "}" to the closing "`"
  // (template_full) or to "${" (template_head). A raw CR or CRLF reads as LF.
  void lex_template_part(Token& token) {
    token.kind = TokenKind::template_full;
    StringValueBuilder builder(keep_values_ ? &token.value : nullptr);
    for (;;) {
      const int c = peek(at_);
      if (c < 0) {
        fail(token, "an unterminated template");
        return;
      }
      if (c == '`') {
        ++at_;
        break;
      }
      if (c == '$' && peek(at_ + 1) == '{') {
        at_ += 2;
        token.kind = TokenKind::template_head;
        break;
      }
      if (c < 0x80 && c != '\\' && c != '\r' && c != '$') {
        const std::size_t run_end = plain_run_end(at_, [](unsigned char b) {
          return b < 0x80 && b != '`' && b != '\\' && b != '\r' && b != '$';
        });
        builder.push_ascii(source_.substr(at_, run_end - at_));
        at_ = run_end;
      } else if (c == '\\') {
        if (!lex_escape(token, builder)) return;
      } else if (c == '\r') {
        builder.push('\n');
        ++at_;
        if (peek(at_) == '\n') ++at_;
      } else if (c < 0x80) {  // a `$` that does not open a substitution
        builder.push(static_cast<char32_t>(c));
        ++at_;
      } else {
        const utf8::DecodedCodePoint decoded = decode(at_);
        builder.push(decoded.value);
        at_ += decoded.length;
      }
    }
    token.lone_surrogate = builder.finish();
  }

  void lex_private_name(Token& token) {
    ++at_;
    if (peek(at_) == '!') {
      fail(token, "a hashbang that is not at the start of the file");
      return;
    }
    Token name;
    lex_identifier(name);
    if (name.kind == TokenKind::error || name.value.empty()) {
      fail(token, "a stray '#'");
      return;
    }
    token.kind = TokenKind::private_name;
    token.value = "#" + name.value;
  }

  void lex_regex(Token& token) {
    const std::size_t body_begin = at_ + 1;
    bool in_class = false;
    for (at_ = body_begin;;) {
      const int c = peek(at_);
      if (c < 0 || line_terminator_at(at_) > 0) {
        fail(token, "an unterminated regular expression");
        return;
      }
      if (c == '\\') {
        if (peek(at_ + 1) < 0 || line_terminator_at(at_ + 1) > 0) {
          fail(token, "an unterminated regular expression");
          return;
        }
        at_ += 1 + (peek(at_ + 1) < 0x80 ? 1 : decode(at_ + 1).length);
        continue;
      }
      if (c == '[') in_class = true;
      if (c == ']') in_class = false;
      if (c == '/' && !in_class) break;
      at_ += c < 0x80 ? 1 : decode(at_).length;
    }
    const std::string_view body = source_.substr(body_begin, at_ - body_begin);
    ++at_;
    std::string flags;
    for (int c = peek(at_); is_ascii_identifier_part(c) || c == '\\' || c >= 0x80; c = peek(at_)) {
      if (c >= 0x80 && !is_accepted_non_ascii_letter(decode(at_).value)) break;
      if (c == '\\' || c >= 0x80 ||
          std::string_view("dgimsuvy").find(static_cast<char>(c)) == std::string_view::npos) {
        fail(token, "an invalid regular expression flag");
        return;
      }
      if (flags.find(static_cast<char>(c)) != std::string::npos) {
        fail(token, "a repeated regular expression flag");
        return;
      }
      flags.push_back(static_cast<char>(c));
      ++at_;
    }
    token.kind = TokenKind::regex;
    if (!keep_values_) return;  // the fallback scan only needs to skip it
    const bool unicode = flags.find('u') != std::string::npos;
    const bool unicode_sets = flags.find('v') != std::string::npos;
    if (unicode && unicode_sets) {
      fail(token, "a regular expression with both the 'u' and 'v' flags");
      return;
    }
    if (unicode || unicode_sets) {
      fail(token, "a regular expression with the 'u' or 'v' flag, which mind does not validate",
           MetaReason::not_pure_literal);
      return;
    }
    AnnexBPatternValidator validator(body);
    const std::string error = validator.validate();
    if (error.empty()) return;
    if (validator.too_deep()) {
      fail(token, "a regular expression with " + error, MetaReason::too_deep);
    } else if (validator.unsupported()) {
      fail(token, "a regular expression mind does not validate (" + error + ")",
           MetaReason::not_pure_literal);
    } else {
      fail(token, "an invalid regular expression (" + error + ")");
    }
  }

  void lex_punctuator(Token& token) {
    token.kind = TokenKind::punctuator;
    const char c = static_cast<char>(peek(at_));
    token.value.push_back(c);
    ++at_;
    auto extend_if = [&](char expected) {
      if (peek(at_) != expected) return false;
      token.value.push_back(expected);
      ++at_;
      return true;
    };
    switch (c) {
      case '{':
      case '}':
      case '(':
      case ')':
      case '[':
      case ']':
      case ';':
      case ',':
      case '~':
      case ':':
        return;
      case '.':
        if (peek(at_) == '.' && peek(at_ + 1) == '.') {
          token.value = "...";
          at_ += 2;
        }
        return;
      case '?':
        if (peek(at_) == '.' && !is_decimal_digit(peek(at_ + 1))) {
          extend_if('.');
        } else if (extend_if('?')) {
          extend_if('=');
        }
        return;
      case '=':
        if (extend_if('>')) return;
        if (extend_if('=')) extend_if('=');
        return;
      case '!':
        if (extend_if('=')) extend_if('=');
        return;
      case '+':
      case '-':
        if (!extend_if(c)) extend_if('=');
        return;
      case '*':
        extend_if('*');
        extend_if('=');
        return;
      case '%':
      case '^':
      case '/':
        extend_if('=');
        return;
      case '&':
      case '|':
        extend_if(c);
        extend_if('=');
        return;
      case '<':
        extend_if('<');
        extend_if('=');
        return;
      case '>':
        if (extend_if('>')) extend_if('>');
        extend_if('=');
        return;
      default:
        fail(token, "an unexpected character '" + utf8::printable(token.value) + "'");
        return;
    }
  }

  std::string_view source_;
  std::size_t at_ = 0;
  std::size_t examined_ = 0;
  bool touched_end_ = false;
  bool keep_values_ = true;
  bool lenient_identifiers_ = false;
};

// ---------------------------------------------------------------------------
// The declaration

struct Failure {
  MetaReason reason = MetaReason::syntax_error;
  std::string what;
  std::size_t offset = 0;
};

enum class ValueKind { string, number, bigint, boolean, null, regex, object, array };

struct Value {
  ValueKind kind = ValueKind::null;
  std::string text;  // string values only
  bool lone_surrogate = false;
};

// The last value written for one of the keys mind reads (a repeated key: the
// last one wins, as in JavaScript).
struct KeySlot {
  bool present = false;
  Value value;
};

std::string_view describe_kind(ValueKind kind) {
  switch (kind) {
    case ValueKind::string:
      return "a string";
    case ValueKind::number:
      return "a number";
    case ValueKind::bigint:
      return "a BigInt";
    case ValueKind::boolean:
      return "a boolean";
    case ValueKind::null:
      return "null";
    case ValueKind::regex:
      return "a regular expression";
    case ValueKind::object:
      return "an object";
    case ValueKind::array:
      return "an array";
  }
  return "a value";
}

bool is_binary_operator(std::string_view text) {
  static constexpr std::string_view kOperators[] = {
      "+",   "-",   "*",  "/",  "%",   "**", "<", ">", "<=", ">=", "==", "!=",
      "===", "!==", "<<", ">>", ">>>", "&",  "|", "^", "&&", "||", "??"};
  for (std::string_view op : kOperators) {
    if (text == op) return true;
  }
  return false;
}

bool is_assignment_operator(std::string_view text) {
  return text.size() >= 2 && text.back() == '=' && text != "==" && text != "===" && text != "!=" &&
         text != "!==" && text != "<=" && text != ">=";
}

// What a token that follows a complete value turns that value into, when it
// can continue an expression: the construct the harness would see instead of
// a literal. Empty when the token cannot continue one.
std::string continuation_construct(const Token& token) {
  if (token.kind == TokenKind::template_full || token.kind == TokenKind::template_head) {
    return "a tagged template";
  }
  if (token.is_word("in") || token.is_word("instanceof")) {
    return "a binary expression ('" + token.value + "')";
  }
  if (token.kind != TokenKind::punctuator) return {};
  const std::string& text = token.value;
  if (text == "(") return "a call expression";
  if (text == "." || text == "?." || text == "[") return "a member expression";
  if (text == "?") return "a conditional expression";
  if (text == "=" || is_assignment_operator(text)) return "an assignment";
  if (text == "=>") return "an arrow function";
  if (is_binary_operator(text)) return "a binary expression ('" + text + "')";
  return {};
}

std::string describe_token(const Token& token) {
  switch (token.kind) {
    case TokenKind::end:
      return "the end of the file";
    case TokenKind::identifier:
      return "identifier '" + utf8::printable(token.value) + "'";
    case TokenKind::punctuator:
      return "'" + token.value + "'";
    case TokenKind::string:
      return "a string";
    case TokenKind::template_full:
    case TokenKind::template_head:
      return "a template";
    case TokenKind::number:
      return "a number";
    case TokenKind::bigint:
      return "a BigInt";
    case TokenKind::regex:
      return "a regular expression";
    case TokenKind::private_name:
      return "a private name";
    case TokenKind::error:
      return token.error;
  }
  return "a token";
}

bool is_reserved_word(std::string_view word) {
  static constexpr std::string_view kReservedWords[] = {
      "await",    "break",   "case",       "catch",     "class",    "const",  "continue",
      "debugger", "default", "delete",     "do",        "else",     "enum",   "export",
      "extends",  "false",   "finally",    "for",       "function", "if",     "implements",
      "import",   "in",      "instanceof", "interface", "let",      "new",    "null",
      "package",  "private", "protected",  "public",    "return",   "static", "super",
      "switch",   "this",    "throw",      "true",      "try",      "typeof", "var",
      "void",     "while",   "with",       "yield"};
  for (std::string_view reserved : kReservedWords) {
    if (word == reserved) return true;
  }
  return false;
}

// Words that make a syntax error at the start of a top-level module
// statement (strict mode, outside any function, loop or switch).
bool cannot_start_module_statement(std::string_view word) {
  static constexpr std::string_view kWords[] = {
      "break",     "case",    "catch",   "continue",   "default", "else",
      "enum",      "extends", "finally", "implements", "in",      "instanceof",
      "interface", "package", "private", "protected",  "public",  "return",
      "static",    "super",   "with",    "yield"};
  for (std::string_view refused : kWords) {
    if (word == refused) return true;
  }
  return false;
}

bool is_reserved_key(std::string_view key) {
  return key == "__proto__" || key == "constructor" || key == "prototype";
}

std::size_t line_of(std::string_view source, std::size_t offset) {
  std::size_t line = 1;
  for (std::size_t at = 0; at < offset && at < source.size(); ++at) {
    const char c = source[at];
    if (c == '\n') {
      ++line;
    } else if (c == '\r') {
      if (at + 1 >= offset || source[at + 1] != '\n') ++line;
    } else if (c == '\xE2' && at + 2 < offset && source[at + 1] == '\x80' &&
               (source[at + 2] == '\xA8' || source[at + 2] == '\xA9')) {
      ++line;
    }
  }
  return line;
}

// Recursive descent over the one declaration. Each level of recursion is an
// object, array or parenthesis the file opened, so kMaxMetaNestingDepth bounds
// the stack; everything else is a loop.
class MetaDeclarationReader {
 public:
  explicit MetaDeclarationReader(std::string_view source) : source_(source), lexer_(source) {}

  WorkflowMeta read() {
    WorkflowMeta result = read_first_statement();
    result.needed_more_input = lexer_.touched_end();
    result.bytes_examined = lexer_.bytes_examined();
    return result;
  }

 private:
  void advance(bool regex_allowed) { current_ = lexer_.next(regex_allowed); }

  bool fail(MetaReason reason, std::string what, std::size_t offset) {
    if (!failure_) failure_ = Failure{reason, std::move(what), offset};
    return false;
  }
  bool fail_at_current(MetaReason reason, std::string what) {
    return fail(reason, std::move(what), current_.start);
  }
  bool fail_on_error_token() { return fail_at_current(current_.error_reason, current_.error); }

  WorkflowMeta refused() const {
    WorkflowMeta result;
    result.status = MetaStatus::invalid;
    result.reason = failure_->reason;
    result.detail =
        failure_->what + " at line " + std::to_string(line_of(source_, failure_->offset));
    return result;
  }

  WorkflowMeta read_first_statement() {
    lexer_.skip_hashbang();
    body_start_ = lexer_.position();
    advance(true);
    if (current_.kind == TokenKind::error && current_.error_reason == MetaReason::syntax_error &&
        !current_.unclassified) {
      fail_on_error_token();
      return refused();
    }
    if (current_.kind == TokenKind::end) {
      WorkflowMeta result;
      result.reason = MetaReason::no_meta;
      result.detail = "the file has no statements";
      return result;
    }
    if (current_.is_word("export")) {
      advance(false);
      if (current_.is_word("const")) {
        advance(false);
        if (current_.kind == TokenKind::identifier && current_.value == "meta") {
          return read_declaration();
        }
      }
    }
    return reason_for_missing_declaration();
  }

  // Picks the reason when the first statement is not the declaration (see the
  // header): scans on for a later `export const meta` at statement position.
  WorkflowMeta reason_for_missing_declaration() {
    lexer_.rewind_to(body_start_);
    lexer_.set_keep_values(false);
    lexer_.set_lenient_identifiers(true);
    std::vector<char> open_brackets;  // '{', '(', '[', or '$' for a template substitution
    // What the previous token says about the next one.
    bool regex_allowed = true;
    bool ends_statement = true;  // start of file, `;` or `}`
    bool have_pending = false;
    Token token;
    for (;;) {
      if (!have_pending) token = lexer_.next(regex_allowed);
      have_pending = false;
      if (token.kind == TokenKind::end || token.kind == TokenKind::error) break;
      const bool at_statement_start = ends_statement || token.newline_before;
      if (token.is_word("export") && open_brackets.empty() && at_statement_start) {
        const std::size_t export_offset = token.start;
        token = lexer_.next(false);
        if (token.is_word("const")) {
          token = lexer_.next(false);
          if (token.kind == TokenKind::identifier && token.value == "meta") {
            WorkflowMeta result;
            result.reason = MetaReason::not_first_statement;
            result.detail =
                "the first statement is not the `export const meta` declaration; one at line " +
                std::to_string(line_of(source_, export_offset)) + " comes after it";
            return result;
          }
        }
        regex_allowed = false;  // after `export` or `const`: a declaration, not an expression
        ends_statement = false;
        have_pending = true;
        continue;
      }
      if (token.kind == TokenKind::template_head) open_brackets.push_back('$');
      if (token.kind == TokenKind::punctuator) {
        const std::string& text = token.value;
        if (text == "{" || text == "(" || text == "[") {
          open_brackets.push_back(text[0]);
        } else if (text == "}" && !open_brackets.empty() && open_brackets.back() == '$') {
          open_brackets.pop_back();
          token = lexer_.continue_template();
          if (token.kind == TokenKind::error) break;
          if (token.kind == TokenKind::template_head) open_brackets.push_back('$');
        } else if ((text == "}" || text == ")" || text == "]") && !open_brackets.empty()) {
          open_brackets.pop_back();
        }
      }
      regex_allowed = regex_may_follow(token);
      ends_statement = token.is_punctuator(";") || token.is_punctuator("}");
    }
    WorkflowMeta result;
    result.reason = MetaReason::no_meta;
    result.detail = "the file has no `export const meta` declaration at statement position";
    return result;
  }

  // The regex-or-division guess of a token scanner. A wrong guess can only
  // misplace a later bracket, which makes a later declaration read as absent.
  static bool regex_may_follow(const Token& previous) {
    switch (previous.kind) {
      case TokenKind::punctuator:
        return previous.value != ")" && previous.value != "]";
      case TokenKind::identifier: {
        if (previous.escaped || previous.value.size() < 2 || previous.value.size() > 10) {
          return false;
        }
        static constexpr std::string_view kKeywords[] = {
            "return", "typeof", "instanceof", "in",      "of",     "new",
            "delete", "void",   "throw",      "case",    "do",     "else",
            "yield",  "await",  "export",     "default", "extends"};
        for (std::string_view keyword : kKeywords) {
          if (previous.value == keyword) return true;
        }
        return false;
      }
      default:
        return false;
    }
  }

  WorkflowMeta read_declaration() {
    advance(false);
    if (!current_.is_punctuator("=")) {
      if (current_.kind == TokenKind::error) {
        fail_on_error_token();
      } else {
        fail_at_current(MetaReason::syntax_error, "expected '=' after `export const meta`, found " +
                                                      describe_token(current_));
      }
      return refused();
    }
    advance(true);
    const std::size_t initializer_offset = current_.start;
    Value initializer;
    if (!read_value(0, /*record_keys=*/true, initializer)) return refused();
    if (initializer.kind != ValueKind::object) {
      fail(MetaReason::not_pure_literal,
           "meta is initialised by " + std::string(describe_kind(initializer.kind)) +
               ", not an object literal",
           initializer_offset);
      return refused();
    }
    if (!read_declaration_end()) return refused();
    return judge_keys();
  }

  // After the object: `;`, the end of the file, or a line break before a token
  // that cannot continue the expression (automatic semicolon insertion).
  bool read_declaration_end() {
    if (current_.kind == TokenKind::end || current_.is_punctuator(";")) return true;
    if (current_.kind == TokenKind::error) return fail_on_error_token();
    if (current_.is_punctuator(",")) {
      return fail_at_current(MetaReason::not_first_statement,
                             "the declaration has more than one declarator");
    }
    const std::string construct = continuation_construct(current_);
    if (!construct.empty()) {
      return fail_at_current(MetaReason::not_pure_literal,
                             construct + " continues the meta initialiser");
    }
    if (current_.newline_before && starts_statement_after_line_break(current_)) {
      if (!current_.is_punctuator("++") && !current_.is_punctuator("--")) return true;
      // A prefix update needs an operand it can assign to: `-->` is not an
      // HTML comment in a module, and `++` before anything else is an error.
      advance(false);
      if (current_.kind == TokenKind::identifier && !current_.escaped &&
          !is_reserved_word(current_.value)) {
        return true;
      }
      return fail_at_current(MetaReason::syntax_error,
                             describe_token(current_) + " after a prefix update");
    }
    return fail_at_current(MetaReason::syntax_error,
                           describe_token(current_) + " after the meta object");
  }

  // An escaped identifier after the object might be an escaped keyword, which
  // is a syntax error; refusing it errs toward reading nothing.
  static bool starts_statement_after_line_break(const Token& token) {
    switch (token.kind) {
      case TokenKind::identifier:
        return !token.escaped && !cannot_start_module_statement(token.value);
      case TokenKind::string:
      case TokenKind::number:
      case TokenKind::bigint:
        return true;
      case TokenKind::punctuator:
        return token.value == "{" || token.value == "!" || token.value == "~" ||
               token.value == "++" || token.value == "--";
      default:
        return false;
    }
  }

  bool too_deep(int depth) {
    if (depth <= kMaxMetaNestingDepth) return false;
    fail_at_current(MetaReason::too_deep,
                    "nesting deeper than " + std::to_string(kMaxMetaNestingDepth) + " levels");
    return true;
  }

  // Precondition: current_ is the value's first token, lexed where a regular
  // expression may start. Postcondition: current_ is the token after it.
  bool read_value(int depth, bool record_keys, Value& value) {
    switch (current_.kind) {
      case TokenKind::error:
        return fail_on_error_token();
      case TokenKind::end:
        return fail_at_current(MetaReason::syntax_error, "the file ends inside the meta object");
      case TokenKind::string:
      case TokenKind::template_full:
        value.kind = ValueKind::string;
        value.text = std::move(current_.value);
        value.lone_surrogate = current_.lone_surrogate;
        advance(false);
        return true;
      case TokenKind::template_head:
        return fail_at_current(MetaReason::not_pure_literal, "a template with a ${} substitution");
      case TokenKind::number:
        value.kind = ValueKind::number;
        advance(false);
        return true;
      case TokenKind::bigint:
        value.kind = ValueKind::bigint;
        advance(false);
        return true;
      case TokenKind::regex:
        value.kind = ValueKind::regex;
        advance(false);
        return true;
      case TokenKind::private_name:
        return fail_at_current(MetaReason::syntax_error, "a private name");
      case TokenKind::identifier:
        return read_identifier_value(value);
      case TokenKind::punctuator:
        break;
    }
    const std::string& text = current_.value;
    if (text == "{") return read_object(depth + 1, record_keys, value);
    if (text == "[") return read_array(depth + 1, value);
    if (text == "(") return read_parenthesized(depth + 1, record_keys, value);
    if (text == "-") return read_negated_number(depth, value);
    if (text == "+" || text == "!" || text == "~") {
      return fail_at_current(MetaReason::not_pure_literal, "a unary '" + text + "' expression");
    }
    if (text == "++" || text == "--") {
      return fail_at_current(MetaReason::not_pure_literal, "an update expression");
    }
    if (text == "...") return fail_at_current(MetaReason::not_pure_literal, "a spread element");
    return fail_at_current(MetaReason::syntax_error, "unexpected " + describe_token(current_));
  }

  bool read_identifier_value(Value& value) {
    if (current_.is_word("true") || current_.is_word("false")) {
      value.kind = ValueKind::boolean;
      advance(false);
      return true;
    }
    if (current_.is_word("null")) {
      value.kind = ValueKind::null;
      advance(false);
      return true;
    }
    const std::size_t offset = current_.start;
    const std::string identifier = current_.value;
    if (!current_.escaped) {
      if (identifier == "function")
        return fail(MetaReason::not_pure_literal, "a function expression", offset);
      if (identifier == "class")
        return fail(MetaReason::not_pure_literal, "a class expression", offset);
      if (identifier == "new" || identifier == "typeof" || identifier == "void" ||
          identifier == "delete" || identifier == "await" || identifier == "yield") {
        return fail(MetaReason::not_pure_literal, "a '" + identifier + "' expression", offset);
      }
    }
    // Name the construct the identifier heads, when the next token says so.
    advance(false);
    std::string construct = continuation_construct(current_);
    if (construct.empty() || construct.rfind("a binary", 0) == 0 || construct == "an assignment") {
      construct = "identifier '" + utf8::printable(identifier) + "'";
    }
    return fail(MetaReason::not_pure_literal, construct, offset);
  }

  // `-` applied directly to a number literal, also through parentheses: `-1`,
  // `-(1)`. Not `- -1`, `-1n` or `-x`.
  bool read_negated_number(int depth, Value& value) {
    const std::size_t offset = current_.start;
    advance(true);
    int parentheses = 0;
    while (current_.is_punctuator("(")) {
      ++parentheses;
      if (too_deep(depth + parentheses)) return false;
      advance(true);
    }
    if (current_.kind == TokenKind::error) return fail_on_error_token();
    if (current_.kind == TokenKind::bigint) {
      return fail(MetaReason::not_pure_literal, "'-' applied to a BigInt", offset);
    }
    if (current_.kind != TokenKind::number) {
      return fail(MetaReason::not_pure_literal,
                  "'-' applied to something other than a number literal", offset);
    }
    advance(false);
    for (; parentheses > 0; --parentheses) {
      if (!current_.is_punctuator(")")) return fail_after_value("a parenthesised number");
      advance(false);
    }
    value.kind = ValueKind::number;
    return true;
  }

  // A token after a complete value that is not the separator or closer the
  // container expects.
  bool fail_after_value(std::string_view container) {
    if (current_.kind == TokenKind::error) return fail_on_error_token();
    const std::string construct = continuation_construct(current_);
    if (!construct.empty()) return fail_at_current(MetaReason::not_pure_literal, construct);
    if (current_.kind == TokenKind::end) {
      return fail_at_current(MetaReason::syntax_error, "the file ends inside the meta object");
    }
    return fail_at_current(MetaReason::syntax_error, "unexpected " + describe_token(current_) +
                                                         " in " + std::string(container));
  }

  bool read_parenthesized(int depth, bool record_keys, Value& value) {
    if (too_deep(depth)) return false;
    advance(true);
    if (current_.is_punctuator(")")) {
      return fail_at_current(MetaReason::not_pure_literal, "an arrow function");
    }
    if (!read_value(depth, record_keys, value)) return false;
    if (current_.is_punctuator(",")) {
      return fail_at_current(MetaReason::not_pure_literal, "a comma expression");
    }
    if (!current_.is_punctuator(")")) return fail_after_value("parentheses");
    advance(false);
    if (current_.is_punctuator("=>")) {
      return fail_at_current(MetaReason::not_pure_literal, "an arrow function");
    }
    return true;
  }

  bool read_array(int depth, Value& value) {
    if (too_deep(depth)) return false;
    value.kind = ValueKind::array;
    advance(true);
    for (;;) {
      if (current_.is_punctuator("]")) {
        advance(false);
        return true;
      }
      if (current_.is_punctuator(","))
        return fail_at_current(MetaReason::not_pure_literal, "an array hole");
      Value element;
      if (!read_value(depth, false, element)) return false;
      if (current_.is_punctuator(",")) {
        advance(true);
      } else if (!current_.is_punctuator("]")) {
        return fail_after_value("an array");
      }
    }
  }

  bool read_object(int depth, bool record_keys, Value& value) {
    if (too_deep(depth)) return false;
    value.kind = ValueKind::object;
    advance(false);
    for (;;) {
      if (current_.is_punctuator("}")) {
        advance(false);
        return true;
      }
      if (!read_property(depth, record_keys)) return false;
      if (current_.is_punctuator(",")) {
        advance(false);
      } else if (!current_.is_punctuator("}")) {
        return fail_after_value("an object");
      }
    }
  }

  static bool is_key_start(const Token& token) {
    return token.kind == TokenKind::identifier || token.kind == TokenKind::string ||
           token.kind == TokenKind::number || token.kind == TokenKind::bigint ||
           token.kind == TokenKind::private_name || token.is_punctuator("[") ||
           token.is_punctuator("*");
  }

  bool read_property(int depth, bool record_keys) {
    const Token key = std::move(current_);
    current_ = Token{};
    current_.start = key.start;
    switch (key.kind) {
      case TokenKind::error:
        current_ = key;
        return fail_on_error_token();
      case TokenKind::identifier:
      case TokenKind::string:
      case TokenKind::number:
      case TokenKind::bigint:
        break;
      case TokenKind::punctuator:
        if (key.value == "...")
          return fail_at_current(MetaReason::not_pure_literal, "a spread property");
        if (key.value == "[")
          return fail_at_current(MetaReason::not_pure_literal, "a computed key");
        if (key.value == "*")
          return fail_at_current(MetaReason::not_pure_literal, "a generator method");
        [[fallthrough]];
      default:
        return fail_at_current(MetaReason::syntax_error,
                               "unexpected " + describe_token(key) + " where a key belongs");
    }
    const bool named_key = key.kind == TokenKind::identifier || key.kind == TokenKind::string;
    if (named_key && is_reserved_key(key.value)) {
      return fail_at_current(MetaReason::not_pure_literal,
                             "key '" + utf8::printable(key.value) + "'");
    }
    advance(false);
    if (!current_.is_punctuator(":")) return fail_after_key(key);
    advance(true);
    Value value;
    if (!read_value(depth, false, value)) return false;
    if (record_keys && named_key) record(key.value, std::move(value));
    return true;
  }

  bool fail_after_key(const Token& key) {
    if (current_.kind == TokenKind::error) return fail_on_error_token();
    const std::string printable_key = utf8::printable(key.value);
    if (current_.is_punctuator("(")) {
      return fail(MetaReason::not_pure_literal, "a method", key.start);
    }
    if (key.kind == TokenKind::identifier) {
      if (current_.is_punctuator(",") || current_.is_punctuator("}")) {
        return fail(MetaReason::not_pure_literal, "shorthand property '" + printable_key + "'",
                    key.start);
      }
      if ((key.is_word("get") || key.is_word("set")) && is_key_start(current_)) {
        return fail(MetaReason::not_pure_literal, "an accessor ('" + key.value + "')", key.start);
      }
      if (key.is_word("async") && is_key_start(current_)) {
        return fail(MetaReason::not_pure_literal, "an async method", key.start);
      }
    }
    return fail_at_current(MetaReason::syntax_error, "expected ':' after key '" + printable_key +
                                                         "', found " + describe_token(current_));
  }

  void record(const std::string& key, Value value) {
    KeySlot* slot = key == "name"          ? &name_
                    : key == "description" ? &description_
                    : key == "whenToUse"   ? &when_to_use_
                                           : nullptr;
    if (slot == nullptr) return;
    slot->present = true;
    slot->value = std::move(value);
  }

  static bool is_blank(std::string_view text) { return utf8::trim_js_whitespace(text).empty(); }

  // The object is pure data; now the harness's tests of the keys it reads.
  WorkflowMeta judge_keys() const {
    WorkflowMeta result;
    result.status = MetaStatus::ok;
    result.reason = MetaReason::none;
    std::string name_problem = name_problem_or_empty();
    if (name_problem.empty()) {
      result.name = std::string(utf8::trim_js_whitespace(name_.value.text));
    }
    const bool description_usable = description_.present &&
                                    description_.value.kind == ValueKind::string &&
                                    !is_blank(description_.value.text);
    if (description_usable) result.description = description_.value.text;
    if (when_to_use_.present && when_to_use_.value.kind == ValueKind::string &&
        !is_blank(when_to_use_.value.text)) {
      result.when_to_use = when_to_use_.value.text;
    }
    if (!name_problem.empty()) {
      result.status = MetaStatus::invalid;
      result.reason = MetaReason::bad_name;
      result.detail = std::move(name_problem);
    } else if (!description_usable) {
      result.status = MetaStatus::invalid;
      result.reason = MetaReason::bad_description;
      result.detail = description_problem();
    }
    return result;
  }

  std::string name_problem_or_empty() const {
    if (!name_.present) return "meta has no name";
    if (name_.value.kind != ValueKind::string) {
      return "meta.name is " + std::string(describe_kind(name_.value.kind)) + ", not a string";
    }
    if (name_.value.lone_surrogate) return "meta.name contains an unpaired surrogate escape";
    const std::string_view trimmed = utf8::trim_js_whitespace(name_.value.text);
    if (trimmed.empty()) return "meta.name is empty";
    const utf8::FoundCodePoint found = utf8::find_control_or_invisible(trimmed);
    if (found.found) {
      return "meta.name contains a control or invisible character (" +
             utf8::code_point_label(found.value) + ")";
    }
    return {};
  }

  std::string description_problem() const {
    if (!description_.present) return "meta has no description";
    if (description_.value.kind != ValueKind::string) {
      return "meta.description is " + std::string(describe_kind(description_.value.kind)) +
             ", not a string";
    }
    return "meta.description is empty";
  }

  std::string_view source_;
  Lexer lexer_;
  Token current_;
  std::size_t body_start_ = 0;
  std::optional<Failure> failure_;
  KeySlot name_;
  KeySlot description_;
  KeySlot when_to_use_;
};

}  // namespace

std::string_view to_slug(MetaReason reason) noexcept {
  switch (reason) {
    case MetaReason::none:
      return "";
    case MetaReason::no_meta:
      return "no-meta";
    case MetaReason::not_first_statement:
      return "not-first-statement";
    case MetaReason::not_pure_literal:
      return "not-pure-literal";
    case MetaReason::bad_name:
      return "bad-name";
    case MetaReason::bad_description:
      return "bad-description";
    case MetaReason::syntax_error:
      return "syntax-error";
    case MetaReason::too_deep:
      return "too-deep";
    case MetaReason::over_cap:
      return "over-cap";
  }
  return "";
}

WorkflowMeta read_workflow_meta(std::string_view bytes) noexcept {
  try {
    return MetaDeclarationReader(bytes).read();
  } catch (...) {  // std::bad_alloc: report that nothing was read
    WorkflowMeta result;
    result.reason = MetaReason::no_meta;
    result.detail = "mind ran out of memory reading the file";
    result.needed_more_input = true;
    return result;
  }
}

WorkflowMeta unread_over_cap(std::uint64_t file_size, std::uint64_t cap) noexcept {
  WorkflowMeta result;
  result.status = MetaStatus::unread;
  result.reason = MetaReason::over_cap;
  try {
    result.detail = "not read: the file is " + std::to_string(file_size) +
                    " bytes, over mind's metadata read cap of " + std::to_string(cap) +
                    " bytes (--max-metadata-size)";
  } catch (...) {
  }
  return result;
}

}  // namespace mind::discovery

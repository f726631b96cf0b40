#include "discovery/js/lexer.hpp"

#include <array>
#include <string>
#include <string_view>

#include "core/utf8.hpp"
#include "discovery/js/chars.hpp"
#include "discovery/js/literal.hpp"
#include "discovery/js/operator.hpp"
#include "discovery/js/regex_check.hpp"

namespace mind::discovery::js {
namespace {

// What a byte may start, so that the lexer decides with one load.
enum ByteClass : unsigned char {
  kOther,
  kSpace,
  kNewline,
  kSlash,
  kHigh,
  kIdentifierStart,
  kDigit,
  kDot,
  kQuote,
  kBacktick,
  kHash,
  kBackslash,
};

constexpr std::array<unsigned char, 256> kByteClass = [] {
  std::array<unsigned char, 256> classes{};
  for (int c = 0; c < 256; ++c) {
    unsigned char kind = kOther;
    if (c == ' ' || c == '\t' || c == '\v' || c == '\f') kind = kSpace;
    if (c == '\n' || c == '\r') kind = kNewline;
    if (c == '/') kind = kSlash;
    if (c >= 0x80) kind = kHigh;
    if (is_ascii_identifier_start(c)) kind = kIdentifierStart;
    if (is_decimal_digit(c)) kind = kDigit;
    if (c == '.') kind = kDot;
    if (c == '"' || c == '\'') kind = kQuote;
    if (c == '`') kind = kBacktick;
    if (c == '#') kind = kHash;
    if (c == '\\') kind = kBackslash;
    classes[static_cast<std::size_t>(c)] = kind;
  }
  return classes;
}();

}  // namespace

void Lexer::skip_hashbang() {
  if (source_.peek(0) == '#' && source_.peek(1) == '!') skip_line_comment(2);
}

Token Lexer::next(bool regex_allowed) {
  Token token;
  read(token, regex_allowed);
  return token;
}

void Lexer::read(Token& token, bool regex_allowed) {
  token.kind = TokenKind::end;
  token.start = 0;
  token.newline_before = false;
  token.escaped = false;
  token.lone_surrogate = false;
  token.value.clear();
  token.error_kind = TokenError::syntax;
  token.unclassified = false;
  token.error.clear();
  int c = source_.peek(at_);
  // Most tokens follow another directly: no trivia to skip.
  if (c < 0 || (kByteClass[static_cast<unsigned char>(c)] >= kSpace &&
                kByteClass[static_cast<unsigned char>(c)] <= kHigh)) {
    if (!skip_trivia(token)) return;
    c = source_.peek(at_);
  }
  token.start = at_;
  if (c < 0) {
    token.kind = TokenKind::end;
    return;
  }
  switch (kByteClass[static_cast<unsigned char>(c)]) {
    case kIdentifierStart:
    case kBackslash:
      return lex_identifier(token);
    case kDigit:
      return lex_number(token);
    case kDot:
      if (is_decimal_digit(source_.peek(at_ + 1))) return lex_number(token);
      return lex_punctuator(token);
    case kQuote:
      return lex_string(token);
    case kBacktick:
      ++at_;
      return lex_template_part(token);
    case kHash:
      return lex_private_name(token);
    case kSlash:
      if (regex_allowed) return lex_regex(token);
      return lex_punctuator(token);
    case kHigh: {
      const utf8::DecodedCodePoint decoded = source_.decode(at_);
      if (is_identifier_letter(decoded.value)) return lex_identifier(token);
      fail(token, "a character mind does not read as JavaScript (" +
                      utf8::code_point_label(decoded.value) + ")");
      token.unclassified = !utf8::is_control_or_invisible(decoded.value);
      return;
    }
    default:
      return lex_punctuator(token);
  }
}

Token Lexer::continue_template() {
  Token token;
  token.start = at_;
  lex_template_part(token);
  return token;
}

bool Lexer::is_identifier_letter(char32_t cp) const {
  if (mode_ == LexMode::boundaries) {
    return !utf8::is_js_whitespace(cp) && !utf8::is_js_line_terminator(cp);
  }
  return is_accepted_non_ascii_letter(cp);
}

void Lexer::fail(Token& token, std::string what, TokenError kind) {
  token.kind = TokenKind::error;
  token.error = std::move(what);
  token.error_kind = kind;
}

void Lexer::skip_line_comment(std::size_t from) {
  at_ = from;
  for (;;) {
    at_ = source_.plain_run_end(
        at_, [](unsigned char c) { return c != '\n' && c != '\r' && c != 0xE2; });
    if (source_.peek(at_) < 0 || source_.line_terminator_at(at_) > 0) return;
    ++at_;
  }
}

bool Lexer::skip_trivia(Token& token) {
  for (;;) {
    const int c = source_.peek(at_);
    if (c < 0) return true;
    const unsigned char kind = kByteClass[static_cast<unsigned char>(c)];
    if (kind == kSpace) {
      ++at_;
    } else if (kind == kNewline) {
      token.newline_before = true;
      ++at_;
    } else if (kind != kSlash && kind != kHigh) {
      return true;
    } else if (c == '/' && source_.peek(at_ + 1) == '/') {
      skip_line_comment(at_ + 2);
    } else if (c == '/' && source_.peek(at_ + 1) == '*') {
      if (!skip_block_comment(token)) return false;
    } else if (c >= 0x80) {
      const utf8::DecodedCodePoint decoded = source_.decode(at_);
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

bool Lexer::skip_block_comment(Token& token) {
  token.start = at_;
  at_ += 2;
  for (;;) {
    at_ = source_.plain_run_end(
        at_, [](unsigned char c) { return c != '*' && c != '\n' && c != '\r' && c != 0xE2; });
    const int c = source_.peek(at_);
    if (c < 0) {
      fail(token, "an unterminated comment");
      return false;
    }
    if (c == '*' && source_.peek(at_ + 1) == '/') {
      at_ += 2;
      return true;
    }
    const std::size_t terminator = source_.line_terminator_at(at_);
    if (terminator > 0) {
      token.newline_before = true;
      at_ += terminator;
    } else {
      ++at_;
    }
  }
}

// The name is copied from the source in one piece unless an escape forces
// decoding (raw non-ASCII letters are valid UTF-8 already).
void Lexer::lex_identifier(Token& token) {
  token.kind = TokenKind::identifier;
  const std::size_t begin = at_;
  bool first = true;
  // The common case in one run: ASCII letters and digits, then a byte that
  // is neither an escape nor non-ASCII ends the name.
  if (kByteClass[static_cast<unsigned char>(source_.peek(at_))] == kIdentifierStart) {
    at_ = source_.plain_run_end(at_ + 1, [](unsigned char c) {
      return kByteClass[c] == kIdentifierStart || kByteClass[c] == kDigit;
    });
    first = false;
    const int c = source_.peek(at_);
    if (c != '\\' && c < 0x80) {
      if (mode_ != LexMode::syntax) token.value.assign(source_.text().substr(begin, at_ - begin));
      return;
    }
  }
  for (;;) {
    const int c = source_.peek(at_);
    if (c < 0) break;
    if (c < 0x80 && c != '\\') {
      if (!(first ? is_ascii_identifier_start(c) : is_ascii_identifier_part(c))) break;
      if (token.escaped) token.value.push_back(static_cast<char>(c));
      ++at_;
    } else if (c == '\\') {
      if (!token.escaped) token.value.assign(source_.text().substr(begin, at_ - begin));
      char32_t value = 0;
      if (!read_unicode_escape(source_, at_, value) ||
          !(is_identifier_code_point(value, first) ||
            (value >= 0x80 && mode_ == LexMode::boundaries))) {
        fail(token, "an identifier escape mind does not read");
        token.unclassified = value >= 0x80;
        return;
      }
      token.escaped = true;
      utf8::append(token.value, value);
    } else {
      const utf8::DecodedCodePoint decoded = source_.decode(at_);
      if (!is_identifier_letter(decoded.value)) break;
      if (token.escaped) utf8::append(token.value, decoded.value);
      at_ += decoded.length;
    }
    first = false;
  }
  if (!token.escaped && mode_ != LexMode::syntax) {
    token.value.assign(source_.text().substr(begin, at_ - begin));
  }
}

void Lexer::lex_number(Token& token) {
  const LiteralRead read = read_number(source_, at_);
  at_ = read.end;
  if (!read.error.empty()) return fail(token, std::string(read.error));
  token.kind = read.bigint ? TokenKind::bigint : TokenKind::number;
}

void Lexer::lex_string(Token& token) {
  const LiteralRead read = read_string(source_, at_, keep_values() ? &token.value : nullptr);
  at_ = read.end;
  if (!read.error.empty()) return fail(token, std::string(read.error));
  token.kind = TokenKind::string;
  token.lone_surrogate = read.lone_surrogate;
}

void Lexer::lex_template_part(Token& token) {
  const LiteralRead read = read_template_part(source_, at_, keep_values() ? &token.value : nullptr);
  at_ = read.end;
  if (!read.error.empty()) return fail(token, std::string(read.error));
  token.kind = read.template_head ? TokenKind::template_head : TokenKind::template_full;
  token.lone_surrogate = read.lone_surrogate;
}

void Lexer::lex_private_name(Token& token) {
  ++at_;
  if (source_.peek(at_) == '!') {
    fail(token, "a hashbang that is not at the start of the file");
    return;
  }
  const std::size_t name_start = at_;
  Token name;
  lex_identifier(name);
  if (name.kind == TokenKind::error || at_ == name_start) {
    fail(token, "a stray '#'");
    return;
  }
  token.kind = TokenKind::private_name;
  if (keep_values() || name.escaped) token.value = "#" + name.value;
}

void Lexer::lex_regex(Token& token) {
  const std::size_t body_begin = at_ + 1;
  bool in_class = false;
  for (at_ = body_begin;;) {
    const int c = source_.peek(at_);
    // The common character: printable ASCII that neither ends nor escapes
    // the body nor opens or closes a class (no line terminator either).
    if (c >= 0x20 && c < 0x80 && c != '\\' && c != '[' && c != ']' && c != '/') {
      ++at_;
      continue;
    }
    if (c < 0 || source_.line_terminator_at(at_) > 0) {
      fail(token, "an unterminated regular expression");
      return;
    }
    if (c == '\\') {
      if (source_.peek(at_ + 1) < 0 || source_.line_terminator_at(at_ + 1) > 0) {
        fail(token, "an unterminated regular expression");
        return;
      }
      at_ += 1 + (source_.peek(at_ + 1) < 0x80 ? 1 : source_.decode(at_ + 1).length);
      continue;
    }
    if (c == '[') in_class = true;
    if (c == ']') in_class = false;
    if (c == '/' && !in_class) break;
    at_ += c < 0x80 ? 1 : source_.decode(at_).length;
  }
  const std::string_view body = source_.text().substr(body_begin, at_ - body_begin);
  ++at_;
  std::string flags;
  for (int c = source_.peek(at_); is_ascii_identifier_part(c) || c == '\\' || c >= 0x80;
       c = source_.peek(at_)) {
    if (c >= 0x80 && !is_accepted_non_ascii_letter(source_.decode(at_).value)) break;
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
  if (!checks()) return;  // the statement scan only needs to skip it
  RegexCheck check = check_regex_literal(body, flags, kMaxRegexGroupDepth);
  switch (check.verdict) {
    case RegexVerdict::valid:
      return;
    case RegexVerdict::invalid:
      return fail(token, std::move(check.problem));
    case RegexVerdict::unsupported:
      return fail(token, std::move(check.problem), TokenError::unsupported);
    case RegexVerdict::too_deep:
      return fail(token, std::move(check.problem), TokenError::too_deep);
  }
}

void Lexer::lex_punctuator(Token& token) {
  token.kind = TokenKind::punctuator;
  const std::size_t begin = at_;
  const char c = static_cast<char>(source_.peek(at_));
  ++at_;
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
      break;
    case '.':
      if (source_.peek(at_) == '.' && source_.peek(at_ + 1) == '.') at_ += 2;
      break;
    case '?':
    case '=':
    case '!':
    case '+':
    case '-':
    case '*':
    case '%':
    case '^':
    case '/':
    case '&':
    case '|':
    case '<':
    case '>':
      at_ = begin + operator_length(c, [&](std::size_t k) { return source_.peek(begin + k); });
      break;
    default:
      if (mode_ != LexMode::syntax) token.value.assign(1, c);
      fail(token, "an unexpected character '" + utf8::printable(std::string(1, c)) + "'");
      return;
  }
  // The module parser reads a punctuator from the source (LexMode::syntax).
  if (mode_ != LexMode::syntax) token.value.assign(source_.text().substr(begin, at_ - begin));
}

}  // namespace mind::discovery::js

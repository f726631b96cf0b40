// The module parser's tokens: reading the next token (most of them without
// the lexer), settling what the parser asks of it, the looks ahead, and the
// failures (js/module_parser_internal.hpp).

#include <array>
#include <cctype>
#include <string>
#include <string_view>
#include <utility>

#include "discovery/js/chars.hpp"
#include "discovery/js/lexer.hpp"
#include "discovery/js/module_parser_internal.hpp"
#include "discovery/js/operator.hpp"
#include "discovery/js/regex_unicode.hpp"

namespace mind::discovery::js::module {

namespace {

// What settle() records of a punctuator, so that the parser's many questions
// about the current token are one load each.
constexpr std::array<unsigned char, 256> kSinglePrecedence = [] {
  std::array<unsigned char, 256> precedence{};
  precedence['|'] = 3;
  precedence['^'] = 4;
  precedence['&'] = 5;
  precedence['<'] = precedence['>'] = 7;
  precedence['+'] = precedence['-'] = 9;
  precedence['*'] = precedence['/'] = precedence['%'] = 10;
  return precedence;
}();

// The precedence of a binary operator of two to four characters, by its
// first character: a few compares rather than a search of every operator.
int longer_precedence(char first, std::uint32_t code) {
  switch (first) {
    case '?':
      return code == pack("??") ? 1 : 0;
    case '|':
      return code == pack("||") ? 1 : 0;
    case '&':
      return code == pack("&&") ? 2 : 0;
    case '=':
      return code == pack("==") || code == pack("===") ? 6 : 0;
    case '!':
      return code == pack("!=") || code == pack("!==") ? 6 : 0;
    case '<':
      return code == pack("<=") ? 7 : code == pack("<<") ? 8 : 0;
    case '>':
      return code == pack(">=") ? 7 : code == pack(">>") || code == pack(">>>") ? 8 : 0;
    default:
      return 0;
  }
}

// The bytes next() reads without the lexer: plain spaces and line breaks, a
// punctuator no longer one starts, one that may be longer, a dot, and the
// ASCII letters and digits of a name (a digit only after its first byte;
// the two are the largest classes, so "part of a name" is one compare).
enum QuickClass : unsigned char {
  kQuickOther,
  kQuickSpace,
  kQuickNewline,
  kQuickPunctuator,
  kQuickOperator,
  kQuickDot,
  kQuickDigit,
  kQuickName,
};

constexpr std::array<unsigned char, 256> kQuickClass = [] {
  std::array<unsigned char, 256> classes{};
  for (const char c : std::string_view("{}()[];,~:")) {
    classes[static_cast<unsigned char>(c)] = kQuickPunctuator;
  }
  for (const char c : std::string_view("?=!+-*%^&|<>")) {
    classes[static_cast<unsigned char>(c)] = kQuickOperator;
  }
  classes['.'] = kQuickDot;
  classes[' '] = classes['\t'] = kQuickSpace;
  classes['\n'] = classes['\r'] = kQuickNewline;
  for (int c = 0; c < 128; ++c) {
    if (is_decimal_digit(c)) classes[static_cast<std::size_t>(c)] = kQuickDigit;
    if (is_ascii_identifier_start(c)) classes[static_cast<std::size_t>(c)] = kQuickName;
  }
  return classes;
}();

constexpr bool quick_punctuators_have_no_precedence() {
  for (int c = 0; c < 256; ++c) {
    if (kQuickClass[static_cast<std::size_t>(c)] == kQuickPunctuator &&
        kSinglePrecedence[static_cast<std::size_t>(c)] != 0) {
      return false;
    }
  }
  return true;
}
static_assert(quick_punctuators_have_no_precedence());

// Whether a punctuator of two to four characters assigns (`+=`, `??=`...).
bool longer_assigns(std::string_view text, std::uint32_t code) {
  return text.back() == '=' && code != pack("==") && code != pack("===") && code != pack("!=") &&
         code != pack("!==") && code != pack("<=") && code != pack(">=");
}

// Where an operator starting at `at` ends (js/operator.hpp, the lexer's
// rule), for one of the bytes kQuickClass marks kQuickOperator; the caller
// has made sure four bytes are there.
std::size_t operator_end(std::string_view text, std::size_t at) {
  // Every longer operator's second byte is an operator byte or the `.` of
  // `?.`: before any other byte (a name, a blank, a bracket) it is one byte.
  const unsigned char after = kQuickClass[static_cast<unsigned char>(text[at + 1])];
  if (after != kQuickOperator && after != kQuickDot) return at + 1;
  return at + operator_length(text[at], [&](std::size_t k) { return text[at + k]; });
}

}  // namespace

// ---------------------------------------------------------------- tokens

// The lexer validates only Annex B patterns; one with the `u` or `v` flag is
// checked here (js/regex_unicode.hpp) and becomes a regex token, an error,
// or stays `unsupported`.
void Parser::recheck_unicode_regex(Token& token, std::size_t end) {
  const std::string_view text = source_.text().substr(token.start, end - token.start);
  std::size_t flags_start = text.size();
  while (flags_start > 0 && std::isalpha(static_cast<unsigned char>(text[flags_start - 1]))) {
    --flags_start;
  }
  if (flags_start < 2 || text[flags_start - 1] != '/') return;
  const std::string_view flags = text.substr(flags_start);
  const bool u = flags.find('u') != std::string_view::npos;
  const bool v = flags.find('v') != std::string_view::npos;
  if (!u && !v) return;
  if (u && v) {
    token.error_kind = TokenError::syntax;
    token.error = "a regular expression with both the 'u' and 'v' flags";
    return;
  }
  const RegexCheck check =
      check_unicode_regex(text.substr(1, flags_start - 2), v, kMaxModuleNesting);
  if (check.verdict == RegexVerdict::valid) {
    token.kind = TokenKind::regex;
    token.error.clear();
  } else if (check.verdict == RegexVerdict::invalid) {
    token.error_kind = TokenError::syntax;
    token.error = check.problem;
  } else {
    token.error = check.problem;
  }
}

void Parser::raise(std::size_t at, std::string problem) {
  throw Failure{at, std::move(problem), false};
}

void Parser::unsure(std::size_t at, std::string problem) {
  throw Failure{at, std::move(problem), true};
}

void Parser::unexpected(std::size_t at) {
  if (at == cur_.start && cur_.kind == TokenKind::end) raise(at, "an unexpected end of the file");
  if (at != cur_.start) raise(at, "an unexpected token");
  Token described = cur_;  // LexMode::syntax keeps no value: describe the text
  if (described.value.empty()) described.value = std::string(cur_value_);
  raise(at, describe_unexpected(described));
}

void Parser::fail_on(const Token& token) {
  if (token.error_kind != TokenError::syntax || token.unclassified) {
    unsure(token.start, token.error);
  }
  raise(token.start, token.error);
}

// A template part the lexer refused for an escape (`\\07`, `\\u{`) is
// still a template in a tagged template, where such an escape only leaves the
// cooked value undefined: its raw extent is found here, and template_literal
// refuses it when untagged.
bool Parser::raw_template_part(std::size_t from, Token& token, std::size_t& end) const {
  const std::string_view text = source_.text();
  for (std::size_t at = from; at < text.size();) {
    const char c = text[at];
    if (c == '`') {
      token.kind = TokenKind::template_full;
      end = at + 1;
      return true;
    }
    if (c == '$' && at + 1 < text.size() && text[at + 1] == '{') {
      token.kind = TokenKind::template_head;
      end = at + 2;
      return true;
    }
    at += c == '\\' ? 2 : 1;
  }
  return false;
}

void Parser::take(Token&& token, std::size_t end) {
  cur_ = std::move(token);
  settle(end);
}

void Parser::settle(std::size_t end) {
  cur_plain_ = false;
  Token& token = cur_;
  invalid_template_ = false;
  if (token.kind == TokenKind::error && token.error_kind == TokenError::unsupported &&
      token.start < end && source_.text()[token.start] == '/') {
    recheck_unicode_regex(token, end);
  }
  if (token.kind == TokenKind::error && token.error_kind == TokenError::syntax &&
      !token.unclassified && token.error.find("escape") != std::string::npos) {
    const std::string_view text = source_.text();
    const bool opening = token.start < text.size() && text[token.start] == '`';
    const bool continuation =
        token.start > 0 && text[token.start - 1] == '}' && in_template_continuation_;
    Token raw = token;
    std::size_t raw_end = 0;
    if ((opening || continuation) &&
        raw_template_part(opening ? token.start + 1 : token.start, raw, raw_end)) {
      raw.error.clear();
      cur_ = std::move(raw);
      cur_code_ = 0;
      cur_value_ = {};
      cur_keyword_ = false;
      cur_escaped_keyword_ = false;
      cur_precedence_ = 0;
      cur_assign_ = false;
      cur_end_ = raw_end;
      keyword_is_name_ = false;
      invalid_template_ = true;
      return;
    }
  }
  if (token.kind == TokenKind::error) fail_on(token);
  cur_end_ = end;
  keyword_is_name_ = false;
  cur_code_ = 0;
  cur_keyword_ = false;
  cur_escaped_keyword_ = false;
  cur_precedence_ = 0;
  cur_assign_ = false;
  const std::string_view raw(source_.text().data() + cur_.start, end - cur_.start);
  switch (cur_.kind) {
    case TokenKind::punctuator:
      cur_value_ = raw;
      if (raw.size() == 1) {  // most punctuators: no search among the longer ones
        cur_code_ = static_cast<unsigned char>(raw[0]);
        cur_precedence_ = kSinglePrecedence[cur_code_];
        cur_assign_ = raw[0] == '=';
      } else if (raw.size() <= 4) {
        cur_code_ = pack(raw);
        cur_precedence_ = longer_precedence(raw[0], cur_code_);
        cur_assign_ = longer_assigns(raw, cur_code_);
      }
      break;
    case TokenKind::identifier:
      cur_value_ = cur_.escaped ? std::string_view(cur_.value) : raw;
      cur_keyword_ = is_keyword_word(cur_value_);
      cur_escaped_keyword_ = cur_keyword_ && cur_.escaped;
      if (cur_keyword_ && !cur_.escaped && (cur_value_ == "in" || cur_value_ == "instanceof")) {
        cur_precedence_ = 7;
      }
      break;
    case TokenKind::private_name:
      cur_value_ = cur_.value.empty() ? raw : std::string_view(cur_.value);
      break;
    default:
      cur_value_ = {};
      break;
  }
}

// What every token next() reads itself sets first: the one before ends at
// cur_end_, this one is [at, end).
[[gnu::always_inline]] inline void Parser::begin_quick_token(TokenKind kind, std::size_t at,
                                                             std::size_t end, bool newline) {
  last_start_ = cur_.start;
  last_end_ = cur_end_;
  cur_.kind = kind;
  cur_.start = at;
  cur_.newline_before = newline;
  invalid_template_ = false;
  cur_end_ = end;
  keyword_is_name_ = false;
  cur_value_ = std::string_view(text_ + at, end - at);
  cur_keyword_ = false;
}

// The commonest token in nested code, a bracket, a parenthesis, a brace, a
// `;`, `,`, `~` or `:` right after the one before, through a frame that
// saves nothing; next_token() reads every other.
void Parser::next() {
  const std::size_t at = cur_end_;
  // A plain token is never an escaped keyword (only settle() makes one, and
  // it clears cur_plain_): next_token() need not refuse it first.
  if (at < size_ && cur_plain_) [[likely]] {
    const unsigned char c = static_cast<unsigned char>(text_[at]);
    const unsigned char kind = kQuickClass[c];
    if (kind == kQuickPunctuator) return next_punctuator(at, false);
    if (kind == kQuickName) return next_name(at, false);
    if (kind == kQuickOperator) return next_operator(at, false);
    if (kind == kQuickSpace || kind == kQuickNewline) return next_after_blanks(at);
  }
  next_token();
}

// Plain spaces and line breaks, then a token next() reads itself.
void Parser::next_after_blanks(std::size_t at) {
  bool newline = false;
  unsigned char kind = kQuickOther;
  for (; at < size_; ++at) {
    kind = kQuickClass[static_cast<unsigned char>(text_[at])];
    if (kind != kQuickSpace && kind != kQuickNewline) break;
    newline = newline || kind == kQuickNewline;
  }
  if (at == size_) return next_token();
  if (kind == kQuickName) return next_name(at, newline);
  if (kind == kQuickOperator) return next_operator(at, newline);
  if (kind != kQuickPunctuator) return next_token();
  next_punctuator(at, newline);
}

// One of next()'s quick punctuators at `at` becomes the current token (the
// one before ended at cur_end_). Inlined into both callers: it is the hot path.
[[gnu::always_inline]] inline void Parser::next_punctuator(std::size_t at, bool newline) {
  begin_quick_token(TokenKind::punctuator, at, at + 1, newline);
  cur_code_ = static_cast<unsigned char>(text_[at]);
  cur_precedence_ = 0;  // none of them is a binary operator
  cur_assign_ = false;
}

// An operator four bytes or more from the end.
void Parser::next_operator(std::size_t at, bool newline) {
  // Four bytes ahead at least, so that no rule looks past the end.
  if (size_ - at < 4) return next_token();
  const std::size_t end = operator_end(std::string_view(text_, size_), at);
  begin_quick_token(TokenKind::punctuator, at, end, newline);
  if (end - at == 1) {
    const unsigned char c = static_cast<unsigned char>(text_[at]);
    cur_code_ = c;
    cur_precedence_ = kSinglePrecedence[c];
    cur_assign_ = c == '=';
    return;
  }
  cur_code_ = pack(cur_value_);
  if (cur_code_ == pack("=>")) {  // neither an operator nor an assignment
    cur_precedence_ = 0;
    cur_assign_ = false;
    return;
  }
  cur_precedence_ = longer_precedence(cur_value_[0], cur_code_);
  cur_assign_ = longer_assigns(cur_value_, cur_code_);
}

// An ASCII name.
void Parser::next_name(std::size_t at, bool newline) {
  std::size_t end = at + 1;
  while (end < size_ && kQuickClass[static_cast<unsigned char>(text_[end])] >= kQuickDigit) ++end;
  // An escape or a non-ASCII letter continues the name: the lexer's.
  if (end < size_ && (text_[end] == '\\' || static_cast<unsigned char>(text_[end]) >= 0x80)) {
    return next_token();
  }
  begin_quick_token(TokenKind::identifier, at, end, newline);
  cur_code_ = 0;
  cur_precedence_ = 0;
  cur_assign_ = false;
  if (end - at >= 2) classify_word();
}

void Parser::next_token() {
  if (cur_escaped_keyword_ && !keyword_is_name_) [[unlikely]]
    escaped_keyword();
  last_start_ = cur_.start;
  last_end_ = cur_end_;
  // The tokens most of a file is made of are read here without the lexer:
  // an ASCII name, a plain decimal integer and a punctuator other than `/`
  // (which may start a comment or a regular expression), after plain spaces
  // and line breaks.
  // What they are is exactly what Lexer::read and settle() make of them
  // (the differential tests hold both to it). Anything else (a comment, a
  // number of another shape, a string, a non-ASCII byte, an escape, a punctuator within four
  // bytes of the end) goes to the lexer from where it began. No byte is
  // recorded as examined here: check_module_syntax records the whole file.
  const char* const text = text_;
  const std::size_t size = size_;
  std::size_t at = cur_end_;
  auto class_at = [&](std::size_t i) -> unsigned char {
    return i < size ? kQuickClass[static_cast<unsigned char>(text[i])]
                    : static_cast<unsigned char>(kQuickOther);
  };
  unsigned char kind = class_at(at);
  bool newline = false;
  while (kind == kQuickSpace || kind == kQuickNewline) {
    newline = newline || kind == kQuickNewline;
    kind = class_at(++at);
  }
  std::size_t end = at + 1;
  std::uint32_t code = 0;
  int precedence = 0;
  bool assigns = false;
  switch (kind) {
    case kQuickPunctuator: {
      code = static_cast<unsigned char>(text[at]);
      precedence = kSinglePrecedence[code];
      break;
    }
    case kQuickName:
      while (end < size && kQuickClass[static_cast<unsigned char>(text[end])] >= kQuickDigit) {
        ++end;
      }
      // An escape or a non-ASCII letter continues the name: the lexer's.
      if (end < size && (text[end] == '\\' || static_cast<unsigned char>(text[end]) >= 0x80)) {
        return lex_next();
      }
      break;
    case kQuickOperator:
      // Four bytes ahead at least, so that no rule looks past the end.
      if (size - at < 4) return lex_next();
      end = operator_end(std::string_view(text, size), at);
      if (end - at == 1) {
        code = static_cast<unsigned char>(text[at]);
        precedence = kSinglePrecedence[code];
        assigns = code == '=';
      } else {
        const std::string_view value(text + at, end - at);
        code = pack(value);
        if (code != pack("=>")) {  // neither an operator nor an assignment
          precedence = longer_precedence(value[0], code);
          assigns = longer_assigns(value, code);
        }
      }
      break;
    case kQuickDigit: {
      // A plain decimal integer (`0`, `42`) before a blank or a punctuator:
      // what read_number accepts without a question. Anything else after
      // the digits (`.`, `_`, a letter, `n`, `e`, an escape, a non-ASCII
      // byte, the end) and a `0` before a digit go to the lexer.
      while (end < size && kQuickClass[static_cast<unsigned char>(text[end])] == kQuickDigit) {
        ++end;
      }
      const unsigned char after = class_at(end);
      if ((text[at] == '0' && end - at > 1) ||
          (after != kQuickSpace && after != kQuickNewline && after != kQuickPunctuator &&
           after != kQuickOperator)) {
        return lex_next();
      }
      break;
    }
    case kQuickDot:
      // `...`, `.5`: the lexer's.
      if (end < size && (text[end] == '.' || is_decimal_digit(text[end]))) return lex_next();
      code = '.';
      break;
    default:
      return lex_next();
  }
  Token& token = cur_;
  token.kind = kind == kQuickName    ? TokenKind::identifier
               : kind == kQuickDigit ? TokenKind::number
                                     : TokenKind::punctuator;
  token.start = at;
  token.newline_before = newline;
  if (!cur_plain_) [[unlikely]] {  // the lexer read the token before: clear what it may have set
    token.escaped = false;
    token.lone_surrogate = false;
    token.value.clear();
    token.error_kind = TokenError::syntax;
    token.unclassified = false;
    token.error.clear();
    cur_plain_ = true;
    cur_escaped_keyword_ = false;
  }
  invalid_template_ = false;
  cur_end_ = end;
  keyword_is_name_ = false;
  // A number has no text here, as settle() leaves it.
  cur_value_ = kind == kQuickDigit ? std::string_view() : std::string_view(text + at, end - at);
  cur_keyword_ = false;
  cur_code_ = code;
  cur_precedence_ = precedence;
  cur_assign_ = assigns;
  if (kind == kQuickName && end - at >= 2) classify_word();
}

void Parser::classify_word() {
  cur_keyword_ = is_keyword_word(cur_value_);
  if (cur_keyword_ && (cur_value_ == "in" || cur_value_ == "instanceof")) cur_precedence_ = 7;
}

void Parser::escaped_keyword() {
  raise(cur_.start, "an escape sequence in the keyword '" + cur_.value + "'");
}

void Parser::lex_next() {
  Lexer lexer(source_, LexMode::syntax, cur_end_);
  lexer.read(cur_, false);
  settle(lexer.position());
}

void Parser::read_regex() {
  Lexer lexer(source_, LexMode::syntax, cur_.start);
  const bool newline_before = cur_.newline_before;
  lexer.read(cur_, true);
  cur_.newline_before = newline_before;
  settle(lexer.position());
}

void Parser::continue_template() {
  // The current token is the `}` that closes a substitution.
  Lexer lexer(source_, LexMode::syntax, cur_.start + 1);
  Token token = lexer.continue_template();
  in_template_continuation_ = true;
  take(std::move(token), lexer.position());
  in_template_continuation_ = false;
}

Parser::QuickPeek Parser::quick_peek() const {
  QuickPeek peeked;
  std::size_t at = cur_end_;
  while (at < size_ && (kQuickClass[static_cast<unsigned char>(text_[at])] == kQuickSpace ||
                        kQuickClass[static_cast<unsigned char>(text_[at])] == kQuickNewline)) {
    peeked.newline_before = peeked.newline_before ||
                            kQuickClass[static_cast<unsigned char>(text_[at])] == kQuickNewline;
    ++at;
  }
  if (at >= size_) return peeked;
  const unsigned char kind = kQuickClass[static_cast<unsigned char>(text_[at])];
  std::size_t end = at + 1;
  if (kind == kQuickName) {
    while (end < size_ && kQuickClass[static_cast<unsigned char>(text_[end])] >= kQuickDigit) ++end;
    if (end < size_ && (text_[end] == '\\' || static_cast<unsigned char>(text_[end]) >= 0x80)) {
      return peeked;
    }
  } else if (kind != kQuickPunctuator) {
    return peeked;
  }
  peeked.known = true;
  peeked.name = kind == kQuickName;
  peeked.text = std::string_view(text_ + at, end - at);
  return peeked;
}

Token Parser::peek_token() const {
  Lexer lexer(source_, LexMode::values, cur_end_);
  return lexer.next(false);
}

int Parser::peek_char() const {
  const Token token = peek_token();
  if (token.kind == TokenKind::end) return -1;
  return static_cast<unsigned char>(source_.text()[token.start]);
}

bool Parser::peek_newline() const { return peek_token().newline_before; }

void Parser::expect_kw(std::string_view keyword) {
  if (!at_kw(keyword)) unexpected();
  next();
}

void Parser::expect_word(std::string_view word) {
  if (!eat_word(word)) unexpected();
}

bool Parser::may_end_here() const {
  return cur_.newline_before || at("}") || cur_.kind == TokenKind::end;
}

void Parser::semicolon() {
  if (!eat(";") && !may_end_here()) unexpected();
}

void Parser::too_deep() {
  unsure(cur_.start,
         "code nested deeper than mind follows (" + std::to_string(kMaxModuleNesting) + " levels)");
}

}  // namespace mind::discovery::js::module

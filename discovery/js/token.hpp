/// A JavaScript token as the lexer hands it out, and what one token says about
/// its neighbours: whether it continues the expression before it, whether a
/// `/` after it starts a regular expression, and how to name it in a message.
/// The declaration reader and the statement scan both decide by these, so
/// they live beside the token rather than in either reader.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace mind::discovery::js {

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

/// Why an error token is one.
enum class TokenError {
  syntax,       // not JavaScript a module parser accepts
  unsupported,  // maybe valid, but a construct mind does not validate (a `u` regex)
  too_deep,     // a regular expression nesting groups past the reader's limit
};

struct Token {
  TokenKind kind = TokenKind::end;
  std::size_t start = 0;
  bool newline_before = false;
  bool escaped = false;         // identifier spelled with a \u escape
  bool lone_surrogate = false;  // string or template holding an unpaired surrogate
  std::string value;            // identifier name, cooked string, or punctuator text
  TokenError error_kind = TokenError::syntax;
  bool unclassified = false;  // error: a character the reader cannot classify, maybe valid
  std::string error;          // kind == error: the construct, already printable

  bool is_punctuator(std::string_view text) const {
    return kind == TokenKind::punctuator && value == text;
  }
  bool is_word(std::string_view word) const {
    return kind == TokenKind::identifier && !escaped && value == word;
  }
};

/// What a token that follows a complete value turns that value into, when it
/// can continue an expression: the construct a parser would see instead of a
/// literal ("a call expression"). Empty when the token cannot continue one.
std::string continuation_construct(const Token& token);

/// The token named in a message: "identifier 'run'", "'('", "a string".
std::string describe_token(const Token& token);

/// A parse error at `token`: "an unexpected string", "an unexpected
/// identifier 'x'", "an unexpected ')'", "an unexpected end of the file"
/// (describe_token's words without their article); a lexer error as itself.
std::string describe_unexpected(const Token& token);

/// The regex-or-division guess of a token scanner: whether a `/` after
/// `previous` starts a regular expression. A wrong guess can only misplace a
/// later bracket.
bool regex_may_follow(const Token& previous);

/// ECMAScript reserved words, strict mode included (`let`, `static`, `yield`).
bool is_reserved_word(std::string_view word);

}  // namespace mind::discovery::js

/// The JavaScript lexer of the meta reader: turns the bytes at the start of a
/// workflow file into tokens, one at a time, reading no further than asked.
/// It is a lexer, not a parser: the caller says whether a `/` may start a
/// regular expression, and resumes a template after a substitution's `}`.
///
/// Its mode is fixed at construction. The declaration reader needs values
/// (cooked strings, checked regular expressions, only the identifier letters
/// it can vouch for); the statement scan that picks a reason needs only token
/// boundaries, fast, and must not stop at an identifier it cannot classify.
#pragma once

#include <cstddef>

#include "discovery/js/source.hpp"
#include "discovery/js/token.hpp"

namespace mind::discovery::js {

/// Groups of a regular-expression literal nested deeper than this are refused
/// (the check recurses per group). The meta reader bounds its own nesting alike
/// (kMaxMetaNestingDepth, meta_reader.hpp), so one deep file reads one way.
inline constexpr int kMaxRegexGroupDepth = 64;

enum class LexMode {
  /// Strings and templates cooked into `Token::value`, regular expressions
  /// checked (js/regex_check.hpp), and only accepted non-ASCII letters in
  /// identifiers (js/chars.hpp): what the declaration reader reports from.
  values,
  /// Token boundaries only: no values kept, regular expressions delimited but
  /// not checked, and any non-ASCII code point that is not whitespace may be
  /// part of an identifier.
  boundaries,
  /// What `values` checks, with no values kept: the whole-module parser
  /// (js/module_parser.hpp) reads names and punctuators from the source
  /// itself and cooks a string only when it needs its value, so no token
  /// copies bytes. `value` is set only for an identifier spelled with an
  /// escape (and the private name holding one).
  syntax,
};

class Lexer {
 public:
  /// Reads `source` from byte `start`. Several lexers may share one source;
  /// what each examines is recorded there.
  Lexer(Source& source, LexMode mode, std::size_t start = 0)
      : source_(source), mode_(mode), at_(start) {}

  std::size_t position() const { return at_; }

  /// Skips a hashbang comment, which is allowed only at byte 0.
  void skip_hashbang();

  /// The next token. `regex_allowed`: a `/` here starts a regular expression
  /// rather than a division.
  Token next(bool regex_allowed);

  /// The same into `token`, whose strings keep their buffers: what the module
  /// parser calls once per token.
  void read(Token& token, bool regex_allowed);

  /// After the `}` that closes a template substitution: the rest of the template.
  Token continue_template();

 private:
  bool keep_values() const { return mode_ == LexMode::values; }
  bool checks() const { return mode_ != LexMode::boundaries; }
  bool is_identifier_letter(char32_t cp) const;
  void fail(Token& token, std::string what, TokenError kind = TokenError::syntax);
  void skip_line_comment(std::size_t from);
  bool skip_trivia(Token& token);
  bool skip_block_comment(Token& token);
  void lex_identifier(Token& token);
  void lex_number(Token& token);
  void lex_string(Token& token);
  void lex_template_part(Token& token);
  void lex_private_name(Token& token);
  void lex_regex(Token& token);
  void lex_punctuator(Token& token);

  Source& source_;
  LexMode mode_;
  std::size_t at_;
};

}  // namespace mind::discovery::js

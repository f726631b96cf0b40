#pragma once
/// The token lexer: finds the install-time tokens in the text of an admitted
/// file (NS-10..15, NS-53, TOOL-10..14, WF-25). Two scanners, one per pass, since
/// the spec runs name tokens first and path tokens over the result:
///
/// - names: `{{ns:NAME}}`, and its alternate spelling `<<ns:NAME>>` for files
///   where `{{` already means something (design.md decision 3). The opener is
///   exact and case-sensitive; the body runs to the first closer, across lines;
///   NAME is the body trimmed of white space (NS-15).
/// - paths (`{{ }}` spelling only): `{{` then the body to the first `}}`, trimmed
///   to INNER: `self`, `tools:NAME`, or `path:[KIND:]NAME`. Anything else is not
///   a token, and scanning resumes just after its `{{` (TOOL-14).
///
/// An opener with no closer ends the scan: the rest is text (NS-13, NS-15). The
/// lexer never throws and never fails: what it cannot read as a token is text.

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace mind::namespacing {

enum class TokenFamily { name, self, tools, path };
enum class TokenSpelling { braces, angles };

struct Token {
  TokenFamily family = TokenFamily::name;
  TokenSpelling spelling = TokenSpelling::braces;
  std::size_t begin = 0;        // byte offset of the opener in the scanned text
  std::size_t end = 0;          // one past the closer
  std::string_view written;     // the token as written, opener and closer included
  std::string_view name;        // NAME, trimmed; empty for `self`
  bool kind_qualified = false;  // `path:KIND:NAME`
  std::string_view kind_word;   // KIND as written (not trimmed), when qualified
};

struct LexedTokens {
  std::vector<Token> tokens;                // in text order, never overlapping
  std::optional<std::size_t> unterminated;  // offset of an opener with no closer
};

/// Pass 1: `{{ns:NAME}}` and `<<ns:NAME>>`.
LexedTokens lex_name_tokens(std::string_view text);

/// Pass 2: `{{self}}`, `{{tools:NAME}}`, `{{path:[KIND:]NAME}}`.
LexedTokens lex_path_tokens(std::string_view text);

/// `text` without leading and trailing Unicode White_Space (what NS-15 trims).
std::string_view trim_token_space(std::string_view text) noexcept;

/// True when `text` may hold a token of either pass: the cheap test that lets a
/// token-free file through untouched (NS-13).
bool may_hold_tokens(std::string_view text) noexcept;

}  // namespace mind::namespacing

#include "discovery/js/lexer.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>
#include <vector>

namespace mind::discovery::js {
namespace {

// Every token up to the end or the first error, `/` read as a regex only
// where the previous token allows one.
std::vector<Token> lex_all(std::string_view text, LexMode mode = LexMode::values) {
  Source source(text);
  Lexer lexer(source, mode);
  std::vector<Token> tokens;
  bool regex_allowed = true;
  for (;;) {
    Token token = lexer.next(regex_allowed);
    regex_allowed = regex_may_follow(token);
    const bool last = token.kind == TokenKind::end || token.kind == TokenKind::error;
    tokens.push_back(std::move(token));
    if (last) return tokens;
  }
}

std::vector<TokenKind> kinds(const std::vector<Token>& tokens) {
  std::vector<TokenKind> result;
  for (const Token& token : tokens) result.push_back(token.kind);
  return result;
}

// spec: WF-5
TEST(JsLexer, TokensOfADeclaration) {
  const std::vector<Token> tokens = lex_all("export const meta = { a: 'x', b: [1, 2n, /r/g] };");
  using K = TokenKind;
  EXPECT_EQ(
      kinds(tokens),
      (std::vector<TokenKind>{
          K::identifier, K::identifier, K::identifier, K::punctuator, K::punctuator, K::identifier,
          K::punctuator, K::string,     K::punctuator, K::identifier, K::punctuator, K::punctuator,
          K::number,     K::punctuator, K::bigint,     K::punctuator, K::regex,      K::punctuator,
          K::punctuator, K::punctuator, K::end}));
  EXPECT_EQ(tokens[7].value, "x");
  EXPECT_EQ(tokens[2].start, 13u);
}

// spec: WF-5 (punctuators are read longest first)
TEST(JsLexer, LongestPunctuator) {
  const std::vector<Token> tokens = lex_all("a >>>= b ?. c ?? d ... e ?.5 => --");
  std::vector<std::string> punctuators;
  for (const Token& token : tokens) {
    if (token.kind == TokenKind::punctuator) punctuators.push_back(token.value);
  }
  EXPECT_EQ(punctuators, (std::vector<std::string>{">>>=", "?.", "??", "...", "?", "=>", "--"}));
}

// spec: WF-5 (comments and line breaks are trivia; a break is remembered)
TEST(JsLexer, NewlineBeforeIsRecorded) {
  const std::vector<Token> tokens = lex_all(
      "a /* x */ b /*\n*/ c // d\ne\xE2\x80\xA8"
      "f");
  ASSERT_EQ(tokens.size(), 6u);
  EXPECT_FALSE(tokens[1].newline_before);
  EXPECT_TRUE(tokens[2].newline_before);
  EXPECT_TRUE(tokens[3].newline_before);
  EXPECT_TRUE(tokens[4].newline_before);
  EXPECT_EQ(tokens[4].value, "f");
}

// spec: WF-5 (a hashbang is a comment only at byte 0)
TEST(JsLexer, Hashbang) {
  Source source("#!/usr/bin/env node\nx");
  Lexer lexer(source, LexMode::values);
  lexer.skip_hashbang();
  const Token token = lexer.next(true);
  EXPECT_EQ(token.value, "x");
  EXPECT_TRUE(token.newline_before);
  const std::vector<Token> late = lex_all("x #!");
  EXPECT_EQ(late.back().error, "a hashbang that is not at the start of the file");
}

// spec: WF-5 (an escaped identifier is the same identifier, marked escaped)
TEST(JsLexer, EscapedIdentifiers) {
  const std::vector<Token> tokens = lex_all("m\\u0065ta caf\xC3\xA9");
  EXPECT_EQ(tokens[0].value, "meta");
  EXPECT_TRUE(tokens[0].escaped);
  EXPECT_FALSE(tokens[0].is_word("meta"));
  EXPECT_EQ(tokens[1].value, "caf\xC3\xA9");
}

// spec: WF-5 (values mode cooks strings and checks regular expressions)
TEST(JsLexer, ValuesModeCooksAndChecks) {
  EXPECT_EQ(lex_all("'a\\x41'")[0].value, "aA");
  const Token u_flag = lex_all("/a/u")[0];
  EXPECT_EQ(u_flag.kind, TokenKind::error);
  EXPECT_EQ(u_flag.error_kind, TokenError::unsupported);
  const Token invalid = lex_all("/(/")[0];
  EXPECT_EQ(invalid.error_kind, TokenError::syntax);
  EXPECT_EQ(invalid.error, "an invalid regular expression (an unterminated group)");
  const Token deep = lex_all("/" + std::string(100, '(') + "/")[0];
  EXPECT_EQ(deep.error_kind, TokenError::too_deep);
  const Token symbol = lex_all("\xE2\x98\x83")[0];  // U+2603
  EXPECT_EQ(symbol.kind, TokenKind::error);
  EXPECT_TRUE(symbol.unclassified);
}

// spec: WF-57 (boundaries mode: no values, regexes only delimited, and any
// non-whitespace code point may be part of an identifier)
TEST(JsLexer, BoundariesModeOnlyFindsTokens) {
  EXPECT_EQ(lex_all("'abc'", LexMode::boundaries)[0].value, "");
  EXPECT_EQ(lex_all("/(/u", LexMode::boundaries)[0].kind, TokenKind::regex);
  const Token symbol = lex_all("\xE2\x98\x83x", LexMode::boundaries)[0];
  EXPECT_EQ(symbol.kind, TokenKind::identifier);
  EXPECT_EQ(symbol.value, "\xE2\x98\x83x");
  EXPECT_EQ(lex_all("e\\u3554", LexMode::boundaries)[0].kind, TokenKind::identifier);
  EXPECT_EQ(lex_all("e\\u3554", LexMode::values)[0].kind, TokenKind::error);
}

// spec: WF-5 (a template resumes after its substitution's `}`)
TEST(JsLexer, TemplateSubstitution) {
  Source source("`a${x}b${y}c`");
  Lexer lexer(source, LexMode::values);
  EXPECT_EQ(lexer.next(true).kind, TokenKind::template_head);
  EXPECT_EQ(lexer.next(true).value, "x");
  EXPECT_TRUE(lexer.next(false).is_punctuator("}"));
  const Token middle = lexer.continue_template();
  EXPECT_EQ(middle.kind, TokenKind::template_head);
  EXPECT_EQ(middle.value, "b");
  lexer.next(true);
  lexer.next(false);
  const Token tail = lexer.continue_template();
  EXPECT_EQ(tail.kind, TokenKind::template_full);
  EXPECT_EQ(tail.value, "c");
}

// spec: WF-55 (two lexers on one source share what was examined)
TEST(JsLexer, ExaminedBytesAreTheSources) {
  Source source("a; b");
  Lexer first(source, LexMode::values);
  first.next(true);
  EXPECT_EQ(source.bytes_examined(), 2u);  // `a`, and the `;` that ended it
  EXPECT_FALSE(source.touched_end());
  Lexer second(source, LexMode::boundaries, first.position());
  EXPECT_TRUE(second.next(false).is_punctuator(";"));
  EXPECT_EQ(second.next(false).value, "b");
  EXPECT_TRUE(source.touched_end());
  EXPECT_EQ(source.bytes_examined(), 4u);
}

// spec: WF-5
TEST(JsLexer, UnterminatedConstructsAreErrors) {
  EXPECT_EQ(lex_all("/* open")[0].error, "an unterminated comment");
  EXPECT_EQ(lex_all("/open")[0].error, "an unterminated regular expression");
  EXPECT_EQ(lex_all("/a/gg")[0].error, "a repeated regular expression flag");
  EXPECT_EQ(lex_all("/a/x")[0].error, "an invalid regular expression flag");
  EXPECT_EQ(lex_all("@")[0].error, "an unexpected character '@'");
  EXPECT_EQ(lex_all("# ")[0].error, "a stray '#'");
}

}  // namespace
}  // namespace mind::discovery::js

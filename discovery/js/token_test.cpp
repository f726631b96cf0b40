#include "discovery/js/token.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace mind::discovery::js {
namespace {

Token make(TokenKind kind, std::string value = {}) {
  Token token;
  token.kind = kind;
  token.value = std::move(value);
  return token;
}

Token punctuator(std::string text) { return make(TokenKind::punctuator, std::move(text)); }
Token word(std::string text) { return make(TokenKind::identifier, std::move(text)); }

// spec: WF-5 (a token that continues the expression names the construct)
TEST(JsToken, ContinuationConstructs) {
  EXPECT_EQ(continuation_construct(punctuator("(")), "a call expression");
  EXPECT_EQ(continuation_construct(punctuator(".")), "a member expression");
  EXPECT_EQ(continuation_construct(punctuator("?.")), "a member expression");
  EXPECT_EQ(continuation_construct(punctuator("[")), "a member expression");
  EXPECT_EQ(continuation_construct(punctuator("?")), "a conditional expression");
  EXPECT_EQ(continuation_construct(punctuator("=")), "an assignment");
  EXPECT_EQ(continuation_construct(punctuator(">>>=")), "an assignment");
  EXPECT_EQ(continuation_construct(punctuator("=>")), "an arrow function");
  EXPECT_EQ(continuation_construct(punctuator("===")), "a binary expression ('===')");
  EXPECT_EQ(continuation_construct(word("in")), "a binary expression ('in')");
  EXPECT_EQ(continuation_construct(word("instanceof")), "a binary expression ('instanceof')");
  EXPECT_EQ(continuation_construct(make(TokenKind::template_full)), "a tagged template");
  EXPECT_EQ(continuation_construct(make(TokenKind::template_head)), "a tagged template");
}

// spec: WF-5 (a token that cannot continue it names nothing)
TEST(JsToken, TokensThatCannotContinue) {
  for (const Token& token : {punctuator("{"), punctuator(";"), punctuator("}"), punctuator("!"),
                             punctuator("++"), punctuator(","), word("return"), word("x"),
                             make(TokenKind::string), make(TokenKind::number)}) {
    SCOPED_TRACE(token.value);
    EXPECT_EQ(continuation_construct(token), "");
  }
  Token escaped_in = word("in");
  escaped_in.escaped = true;  // an escaped keyword is not the keyword
  EXPECT_EQ(continuation_construct(escaped_in), "");
}

// spec: WF-58 (details are printable)
TEST(JsToken, DescriptionsArePrintable) {
  EXPECT_EQ(describe_token(make(TokenKind::end)), "the end of the file");
  EXPECT_EQ(describe_token(word("run")), "identifier 'run'");
  EXPECT_EQ(describe_token(word("a\x1b[31m")).find('\x1b'), std::string::npos);
  EXPECT_EQ(describe_token(punctuator(")")), "')'");
  EXPECT_EQ(describe_token(make(TokenKind::regex)), "a regular expression");
  EXPECT_EQ(describe_unexpected(make(TokenKind::string)), "an unexpected string");
  EXPECT_EQ(describe_unexpected(make(TokenKind::end)), "an unexpected end of the file");
  EXPECT_EQ(describe_unexpected(word("run")), "an unexpected identifier 'run'");
  EXPECT_EQ(describe_unexpected(punctuator(")")), "an unexpected ')'");
  Token error = make(TokenKind::error);
  error.error = "an unterminated string";
  EXPECT_EQ(describe_token(error), "an unterminated string");
}

// spec: WF-57 (the statement scan's regex-or-division guess)
TEST(JsToken, RegexMayFollow) {
  EXPECT_TRUE(regex_may_follow(punctuator("(")));
  EXPECT_TRUE(regex_may_follow(punctuator("=")));
  EXPECT_FALSE(regex_may_follow(punctuator(")")));
  EXPECT_FALSE(regex_may_follow(punctuator("]")));
  EXPECT_TRUE(regex_may_follow(word("return")));
  EXPECT_TRUE(regex_may_follow(word("typeof")));
  EXPECT_FALSE(regex_may_follow(word("x")));
  EXPECT_FALSE(regex_may_follow(make(TokenKind::number)));
  EXPECT_FALSE(regex_may_follow(make(TokenKind::string)));
}

TEST(JsToken, ReservedWords) {
  for (std::string_view word : {"return", "yield", "let", "static", "await"}) {
    EXPECT_TRUE(is_reserved_word(word)) << word;
  }
  for (std::string_view word : {"meta", "async", "of", "get", "Return"}) {
    EXPECT_FALSE(is_reserved_word(word)) << word;
  }
}

}  // namespace
}  // namespace mind::discovery::js

#include "namespacing/token_lexer.hpp"

#include <gtest/gtest.h>

namespace mind::namespacing {
namespace {

// spec: NS-10
// spec: NS-15
TEST(TokenLexer, NameTokenBodyIsTrimmedAndMaySpanLines) {
  const LexedTokens lexed = lex_name_tokens("see {{ns: fix }} and {{ns:\nlint\n}}.");
  ASSERT_EQ(lexed.tokens.size(), 2u);
  EXPECT_EQ(lexed.tokens[0].name, "fix");
  EXPECT_EQ(lexed.tokens[0].written, "{{ns: fix }}");
  EXPECT_EQ(lexed.tokens[1].name, "lint");
  EXPECT_FALSE(lexed.unterminated);
}

TEST(TokenLexer, AngleSpellingIsTheSameNameToken) {
  const LexedTokens lexed = lex_name_tokens("a <<ns:helper>> b {{ns:helper}}");
  ASSERT_EQ(lexed.tokens.size(), 2u);
  EXPECT_EQ(lexed.tokens[0].spelling, TokenSpelling::angles);
  EXPECT_EQ(lexed.tokens[0].name, "helper");
  EXPECT_EQ(lexed.tokens[0].written, "<<ns:helper>>");
  EXPECT_EQ(lexed.tokens[1].spelling, TokenSpelling::braces);
}

// spec: NS-13
TEST(TokenLexer, UnterminatedOpenerStopsTheScan) {
  const LexedTokens lexed = lex_name_tokens("{{ns:a}} then {{ns:b and {{ns:c}}");
  // `{{ns:b and {{ns:c}}` is one token whose body runs to the first `}}`.
  ASSERT_EQ(lexed.tokens.size(), 2u);
  EXPECT_EQ(lexed.tokens[1].name, "b and {{ns:c");
  const LexedTokens open = lex_name_tokens("{{ns:a}} then {{ns:b");
  ASSERT_EQ(open.tokens.size(), 1u);
  EXPECT_EQ(open.unterminated, 14u);
}

TEST(TokenLexer, OpenerIsExactAndCaseSensitive) {
  EXPECT_TRUE(lex_name_tokens("{{ ns:x }} {{NS:x}} {{ns :x}}").tokens.empty());
}

// spec: TOOL-14
TEST(TokenLexer, PathTokensAreSelfToolsAndPath) {
  const LexedTokens lexed =
      lex_path_tokens("{{ self }} {{tools: probe }} {{path:tool:probe}} {{ path:x }}");
  ASSERT_EQ(lexed.tokens.size(), 4u);
  EXPECT_EQ(lexed.tokens[0].family, TokenFamily::self);
  EXPECT_EQ(lexed.tokens[1].family, TokenFamily::tools);
  EXPECT_EQ(lexed.tokens[1].name, "probe");
  EXPECT_EQ(lexed.tokens[2].family, TokenFamily::path);
  EXPECT_TRUE(lexed.tokens[2].kind_qualified);
  EXPECT_EQ(lexed.tokens[2].kind_word, "tool");
  EXPECT_EQ(lexed.tokens[2].name, "probe");
  EXPECT_FALSE(lexed.tokens[3].kind_qualified);
  EXPECT_EQ(lexed.tokens[3].name, "x");
}

TEST(TokenLexer, PathKindWordIsNotTrimmedAndNameKeepsLaterColons) {
  const LexedTokens lexed = lex_path_tokens("{{path:command:grp:deploy}} {{path: tool :x}}");
  ASSERT_EQ(lexed.tokens.size(), 2u);
  EXPECT_EQ(lexed.tokens[0].kind_word, "command");
  EXPECT_EQ(lexed.tokens[0].name, "grp:deploy");
  EXPECT_EQ(lexed.tokens[1].kind_word, "tool ");
}

TEST(TokenLexer, OtherBracesAreTextAndScanningResumesAfterThem) {
  const LexedTokens lexed = lex_path_tokens("{{ var }} {{tool:x}} {{SELF}} {{ {{self}} }}");
  ASSERT_EQ(lexed.tokens.size(), 1u);
  EXPECT_EQ(lexed.tokens[0].family, TokenFamily::self);
  EXPECT_EQ(lexed.tokens[0].written, "{{self}}");
}

TEST(TokenLexer, PathTokensHaveNoAngleSpelling) {
  EXPECT_TRUE(lex_path_tokens("<<self>> <<path:x>>").tokens.empty());
}

TEST(TokenLexer, UnterminatedBracesStopThePathScan) {
  const LexedTokens lexed = lex_path_tokens("{{self}} {{self");
  EXPECT_EQ(lexed.tokens.size(), 1u);
  EXPECT_EQ(lexed.unterminated, 9u);
}

}  // namespace
}  // namespace mind::namespacing

#include "discovery/js/regex_check.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace mind::discovery::js {
namespace {

constexpr int kDepth = 64;

RegexVerdict verdict(std::string_view pattern) {
  return check_annex_b_pattern(pattern, kDepth).verdict;
}

// spec: WF-5 (a pattern valid under Annex B reads)
TEST(JsRegexCheck, ValidAnnexBPatterns) {
  for (std::string_view pattern : {"[a-z]+", "a{2,3}?", "(?:x)|(?=y)|(?!z)", "(?<=a)b",
                                   "(?<year>\\d{4})-\\k<year>", "\\k", "a{", "]", "[\\d-z]", "\\c",
                                   "[\\cA]", "\\1(a)", "[\\x41-\\u005A]", "^$\\b\\B", "[\\377]"}) {
    SCOPED_TRACE(pattern);
    const RegexCheck check = check_annex_b_pattern(pattern, kDepth);
    EXPECT_EQ(check.verdict, RegexVerdict::valid) << check.problem;
    EXPECT_EQ(check.problem, "");
  }
}

// spec: WF-5 (an invalid pattern is an early error: the meta never loads)
TEST(JsRegexCheck, InvalidPatternsNameTheProblem) {
  const std::pair<std::string_view, std::string_view> cases[] = {
      {"*a", "a quantifier with nothing to repeat"},
      {"a{3,2}", "a quantifier range out of order"},
      {"(a", "an unterminated group"},
      {"a)", "an unmatched ')'"},
      {"[z-a]", "a character class range out of order"},
      {"[a", "an unterminated character class"},
      {"(?=a)*", ""},  // lookahead quantifiers are Annex B: valid
      {"\\b+", "a quantifier on an assertion"},
      {"(?<n>a)\\k<m>", "a \\k reference to a group that does not exist"},
      {"(?<n>a)\\k", "a \\k escape without a group name"},
  };
  for (const auto& [pattern, problem] : cases) {
    SCOPED_TRACE(pattern);
    const RegexCheck check = check_annex_b_pattern(pattern, kDepth);
    EXPECT_EQ(check.problem, problem);
    EXPECT_EQ(check.verdict, problem.empty() ? RegexVerdict::valid : RegexVerdict::invalid);
  }
}

// spec: WF-5 (what the checker cannot vouch for is refused, not guessed)
TEST(JsRegexCheck, UnsupportedConstructs) {
  EXPECT_EQ(verdict("(?i:a)"), RegexVerdict::unsupported);
  EXPECT_EQ(verdict("(?<a>x)|(?<a>y)"), RegexVerdict::unsupported);
  EXPECT_EQ(verdict("(?<\\u0061>x)"), RegexVerdict::unsupported);
}

// spec: WF-5 (the check's recursion is bounded)
TEST(JsRegexCheck, GroupsPastTheDepthAreTooDeep) {
  EXPECT_EQ(check_annex_b_pattern("((a))", 2).verdict, RegexVerdict::valid);
  const RegexCheck deep = check_annex_b_pattern("(((a)))", 2);
  EXPECT_EQ(deep.verdict, RegexVerdict::too_deep);
  EXPECT_EQ(deep.problem, "groups nested deeper than 2 levels");
  EXPECT_EQ(verdict(std::string(100000, '(')), RegexVerdict::too_deep);
}

// spec: WF-5 (a `u` or `v` literal is refused: mind does not validate that grammar)
TEST(JsRegexCheck, LiteralFlags) {
  EXPECT_EQ(check_regex_literal("a", "gimsyd", kDepth).verdict, RegexVerdict::valid);
  EXPECT_EQ(check_regex_literal("a", "u", kDepth).verdict, RegexVerdict::unsupported);
  EXPECT_EQ(check_regex_literal("a", "v", kDepth).verdict, RegexVerdict::unsupported);
  const RegexCheck both = check_regex_literal("a", "uv", kDepth);
  EXPECT_EQ(both.verdict, RegexVerdict::invalid);
  EXPECT_EQ(both.problem, "a regular expression with both the 'u' and 'v' flags");
  EXPECT_EQ(check_regex_literal("(", "", kDepth).problem,
            "an invalid regular expression (an unterminated group)");
  EXPECT_EQ(check_regex_literal("(?i:a)", "", kDepth)
                .problem.rfind("a regular expression mind does not validate (", 0),
            0u);
}

}  // namespace
}  // namespace mind::discovery::js

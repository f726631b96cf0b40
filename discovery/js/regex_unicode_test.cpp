#include "discovery/js/regex_unicode.hpp"

#include <gtest/gtest.h>

#include <string>

namespace mind::discovery::js {
namespace {

RegexVerdict verdict(const char* body, bool sets = false) {
  return check_unicode_regex(body, sets, 64).verdict;
}

// spec: WF-5 (the harness rejects an invalid `u`/`v` pattern at parse time)
TEST(JsRegexUnicode, AcceptsTheUnicodeGrammar) {
  for (const char* body : {"\\p{L}+", "\\p{gc=Lu}", "\\p{Script_Extensions=Latin}", "\\P{ASCII}",
                           "\\u{10FFFF}", "\\uD83D\\uDE00", "(?<a>x)\\k<a>", "[\\d\\-a-z]", "\\/",
                           "a{2,3}?", "(?:x)|(?<n>y)|(?<n>z)", "(?m:^a)", "\\cA"}) {
    EXPECT_EQ(verdict(body), RegexVerdict::valid) << body;
  }
  for (const char* body : {"[\\p{L}--[a-z]]", "[[a-z]&&[aeiou]]", "[\\q{abc|d}x]", "\\p{RGI_Emoji}",
                           "[\\p{ASCII}--\\q{a}]"}) {
    EXPECT_EQ(verdict(body, true), RegexVerdict::valid) << body;
  }
}

TEST(JsRegexUnicode, RefusesWhatTheUnicodeGrammarForbids) {
  for (const char* body : {"\\-",    "\\a",     "{",         "}",
                           "]",      "a{2",     "\\p{Nope}", "\\p{sc=Nope}",
                           "\\p{L",  "[b-a]",   "[\\d-z]",   "(?<n>a)(?<n>b)",
                           "\\2(a)", "\\k<x>",  "(?=a)+",    "\\u{110000}",
                           "\\x1",   "(?ii:a)", "(?-:a)",    "(",
                           "a)",     "*",       "\\c1"}) {
    EXPECT_EQ(verdict(body), RegexVerdict::invalid) << body;
  }
  for (const char* body : {"[a&&&b]", "[a-z&&b]", "[(]", "[^\\q{ab}]", "\\P{RGI_Emoji}", "[a--]"}) {
    EXPECT_EQ(verdict(body, true), RegexVerdict::invalid) << body;
  }
}

TEST(JsRegexUnicode, DepthAndUnclassifiedNamesAreNotGuessed) {
  EXPECT_EQ(check_unicode_regex(std::string(100, '(') + std::string(100, ')'), false, 64).verdict,
            RegexVerdict::unsupported);
  EXPECT_EQ(verdict("(?<\xE1\x9A\xA0>a)"), RegexVerdict::unsupported);
}

}  // namespace
}  // namespace mind::discovery::js

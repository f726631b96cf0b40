#include "discovery/js/literal.hpp"

#include <gtest/gtest.h>

#include <string>
#include <string_view>

namespace mind::discovery::js {
namespace {

struct StringResult {
  LiteralRead read;
  std::string value;
};

StringResult string_at_zero(std::string_view text) {
  Source source(text);
  StringResult result;
  result.read = read_string(source, 0, &result.value);
  return result;
}

StringResult template_from(std::string_view text, std::size_t at) {
  Source source(text);
  StringResult result;
  result.read = read_template_part(source, at, &result.value);
  return result;
}

LiteralRead number(std::string_view text) {
  Source source(text);
  return read_number(source, 0);
}

// spec: WF-58 (an unpaired surrogate is remembered: such a name is unusable)
TEST(JsStringValueBuilder, PairsSurrogatesAndFlagsLoneOnes) {
  std::string out;
  StringValueBuilder pair(&out);
  pair.push(0xD83D);
  pair.push(0xDE00);
  EXPECT_FALSE(pair.finish());
  EXPECT_EQ(out, "\xF0\x9F\x98\x80");

  out.clear();
  StringValueBuilder lone_high(&out);
  lone_high.push(0xD800);
  lone_high.push_ascii("a");
  EXPECT_TRUE(lone_high.finish());
  EXPECT_EQ(out,
            "\xEF\xBF\xBD"
            "a");

  StringValueBuilder no_output(nullptr);
  no_output.push(0xDC00);
  EXPECT_TRUE(no_output.finish());
}

// spec: WF-5
TEST(JsLiteral, StringEscapesAreCooked) {
  const StringResult result = string_at_zero(R"('a\n\t\x41\u0042\u{1F600}\'\q\0' rest)");
  EXPECT_TRUE(result.read.error.empty()) << result.read.error;
  EXPECT_EQ(result.value, std::string("a\n\tAB\xF0\x9F\x98\x80'q") + '\0');
  EXPECT_EQ(result.read.end, std::string_view(R"('a\n\t\x41\u0042\u{1F600}\'\q\0')").size());
}

// spec: WF-5 (a line continuation adds nothing; CRLF counts as one)
TEST(JsLiteral, LineContinuationsAddNothing) {
  EXPECT_EQ(string_at_zero("\"a\\\r\nb\"").value, "ab");
  EXPECT_EQ(string_at_zero("\"a\\\nb\"").value, "ab");
}

// spec: WF-5 (a module is strict: no legacy octal escapes)
TEST(JsLiteral, MalformedStringsNameTheirProblem) {
  EXPECT_EQ(string_at_zero("'open").read.error, "an unterminated string");
  EXPECT_EQ(string_at_zero("'a\nb'").read.error, "an unterminated string");
  EXPECT_EQ(string_at_zero(R"('\1')").read.error, "a legacy octal escape");
  EXPECT_EQ(string_at_zero(R"('\01')").read.error, "a legacy octal escape");
  EXPECT_EQ(string_at_zero(R"('\8')").read.error, "a \\8 or \\9 escape");
  EXPECT_EQ(string_at_zero(R"('\x4')").read.error, "a malformed \\x escape");
  EXPECT_EQ(string_at_zero(R"('\u{110000}')").read.error, "a malformed \\u escape");
}

// spec: WF-58
TEST(JsLiteral, LoneSurrogateEscapeIsReported) {
  const StringResult result = string_at_zero(R"('\uD800')");
  EXPECT_TRUE(result.read.lone_surrogate);
  EXPECT_EQ(result.value, "\xEF\xBF\xBD");
}

// spec: WF-5 (a template part ends at "`" or at `${`; a raw CRLF reads as LF)
TEST(JsLiteral, TemplateParts) {
  const StringResult whole = template_from("`a\r\nb $x`", 1);
  EXPECT_FALSE(whole.read.template_head);
  EXPECT_EQ(whole.value, "a\nb $x");
  const StringResult head = template_from("`a${x}b`", 1);
  EXPECT_TRUE(head.read.template_head);
  EXPECT_EQ(head.value, "a");
  EXPECT_EQ(head.read.end, 4u);
  EXPECT_EQ(template_from("`open", 1).read.error, "an unterminated template");
}

// spec: WF-5
TEST(JsLiteral, NumbersInEveryRadix) {
  for (std::string_view text :
       {"0", "12", "1_000", "1.5", ".5", "1e3", "1E-3", "0x1F", "0o17", "0b101", "0.5e+2"}) {
    SCOPED_TRACE(text);
    const LiteralRead read = number(text);
    EXPECT_TRUE(read.error.empty()) << read.error;
    EXPECT_FALSE(read.bigint);
    EXPECT_EQ(read.end, text.size());
  }
  EXPECT_TRUE(number("10n").bigint);
  EXPECT_EQ(number("1 + 2").end, 1u);
}

// spec: WF-5 (strict mode: no legacy octal or leading-zero decimal)
TEST(JsLiteral, MalformedNumbersNameTheirProblem) {
  EXPECT_EQ(number("012").error, "a legacy octal or leading-zero number");
  EXPECT_EQ(number("1__0").error, "a misplaced numeric separator");
  EXPECT_EQ(number("1_").error, "a misplaced numeric separator");
  EXPECT_EQ(number("0x").error, "a malformed number");
  EXPECT_EQ(number("1e").error, "a malformed exponent");
  EXPECT_EQ(number("1.5n").error, "a BigInt with a fraction or exponent");
  EXPECT_EQ(number("3in").error, "an identifier directly after a number");
}

// spec: WF-5
TEST(JsLiteral, UnicodeEscapes) {
  Source source(R"(\u0041\u{10FFFF}\u{}\u12)");
  std::size_t at = 0;
  char32_t value = 0;
  ASSERT_TRUE(read_unicode_escape(source, at, value));
  EXPECT_EQ(value, U'A');
  EXPECT_EQ(at, 6u);
  ASSERT_TRUE(read_unicode_escape(source, at, value));
  EXPECT_EQ(value, 0x10FFFFu);
  EXPECT_FALSE(read_unicode_escape(source, at, value));
  EXPECT_EQ(at, 16u);  // a malformed escape leaves the cursor alone
  at = 20;
  EXPECT_FALSE(read_unicode_escape(source, at, value));
}

}  // namespace
}  // namespace mind::discovery::js

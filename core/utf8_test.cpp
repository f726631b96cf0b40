#include "core/utf8.hpp"

#include <gtest/gtest.h>

#include <string>

namespace mind::utf8 {
namespace {

TEST(Utf8, DecodesOneToFourByteSequences) {
  const std::string text = "a\xC3\xA9\xE2\x80\x8B\xF0\x9F\x98\x80";
  EXPECT_EQ(decode_at(text, 0).value, U'a');
  EXPECT_EQ(decode_at(text, 1).value, 0xE9u);
  EXPECT_EQ(decode_at(text, 1).length, 2);
  EXPECT_EQ(decode_at(text, 3).value, 0x200Bu);
  EXPECT_EQ(decode_at(text, 3).length, 3);
  EXPECT_EQ(decode_at(text, 6).value, 0x1F600u);
  EXPECT_EQ(decode_at(text, 6).length, 4);
  EXPECT_TRUE(decode_at(text, 6).valid);
}

// spec: WF-5 (the harness decodes invalid bytes as U+FFFD, maximal subpart)
TEST(Utf8, InvalidSequencesDecodeToReplacementByMaximalSubpart) {
  const std::string lone_continuation = "\x80";
  EXPECT_EQ(decode_at(lone_continuation, 0).value, kReplacementCharacter);
  EXPECT_EQ(decode_at(lone_continuation, 0).length, 1);
  const std::string overlong = "\xC0\xAF";
  EXPECT_EQ(decode_at(overlong, 0).length, 1);
  const std::string overlong_three = "\xE0\x80\x80";
  EXPECT_EQ(decode_at(overlong_three, 0).length, 1);
  const std::string surrogate = "\xED\xA0\x80";
  EXPECT_FALSE(decode_at(surrogate, 0).valid);
  EXPECT_EQ(decode_at(surrogate, 0).length, 1);
  const std::string too_large = "\xF4\x90\x80\x80";
  EXPECT_EQ(decode_at(too_large, 0).length, 1);
  const std::string broken_after_two = "\xE2\x80x";
  EXPECT_EQ(decode_at(broken_after_two, 0).length, 2);
  EXPECT_FALSE(decode_at(broken_after_two, 0).hit_end);
}

TEST(Utf8, TruncatedSequenceReportsHittingTheEnd) {
  const std::string truncated = "\xF0\x9F\x98";
  const DecodedCodePoint decoded = decode_at(truncated, 0);
  EXPECT_EQ(decoded.value, kReplacementCharacter);
  EXPECT_EQ(decoded.length, 3);
  EXPECT_TRUE(decoded.hit_end);
}

TEST(Utf8, AppendEncodesAndReplacesSurrogates) {
  std::string out;
  append(out, U'A');
  append(out, 0xE9);
  append(out, 0x20AC);
  append(out, 0x1F600);
  EXPECT_EQ(out, "A\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80");
  std::string replaced;
  append(replaced, 0xD800);
  append(replaced, 0x110000);
  EXPECT_EQ(replaced, "\xEF\xBF\xBD\xEF\xBF\xBD");
}

TEST(Utf8, JavaScriptWhitespaceAndLineTerminators) {
  for (char32_t cp : {0x09u, 0x0Bu, 0x0Cu, 0x20u, 0xA0u, 0xFEFFu, 0x1680u, 0x2000u, 0x200Au,
                      0x202Fu, 0x205Fu, 0x3000u}) {
    EXPECT_TRUE(is_js_whitespace(cp)) << code_point_label(cp);
  }
  EXPECT_FALSE(is_js_whitespace(0x200B));
  EXPECT_FALSE(is_js_whitespace(0x180E));
  EXPECT_FALSE(is_js_whitespace(U'a'));
  for (char32_t cp : {0x0Au, 0x0Du, 0x2028u, 0x2029u}) EXPECT_TRUE(is_js_line_terminator(cp));
  EXPECT_FALSE(is_js_line_terminator(0x85));
}

// spec: WF-58 (the DSC-95 class of control and invisible code points)
TEST(Utf8, ControlAndInvisibleClass) {
  for (char32_t cp :
       {0x00u,   0x1Fu,   0x7Fu,    0x80u,    0x9Fu,    0xADu,   0x61Cu,  0x180Eu, 0x200Bu,
        0x200Cu, 0x200Du, 0x200Eu,  0x200Fu,  0x2028u,  0x2029u, 0x202Au, 0x202Eu, 0x2060u,
        0x2064u, 0x2066u, 0x2069u,  0x206Fu,  0xFE00u,  0xFE0Fu, 0xFEFFu, 0xFFF9u, 0xFFFBu,
        0x115Fu, 0x3164u, 0xE0001u, 0xE007Fu, 0xE0100u, 0xE01EFu}) {
    EXPECT_TRUE(is_control_or_invisible(cp)) << code_point_label(cp);
  }
  for (char32_t cp : {0x20u, 0x41u, 0xA0u, 0xE9u, 0x202Fu, 0x3000u, 0xFFFDu, 0x1F600u}) {
    EXPECT_FALSE(is_control_or_invisible(cp)) << code_point_label(cp);
  }
}

TEST(Utf8, TrimRemovesJavaScriptWhitespaceOnly) {
  EXPECT_EQ(trim_js_whitespace("  \n\tname\r\n "), "name");
  EXPECT_EQ(trim_js_whitespace("\xEF\xBB\xBF"
                               "a b\xE3\x80\x80"),
            "a b");
  EXPECT_EQ(trim_js_whitespace("\xE2\x80\xA8x\xE2\x80\xA9"), "x");
  EXPECT_EQ(trim_js_whitespace(" \xE2\x80\x8B "), "\xE2\x80\x8B");
  EXPECT_EQ(trim_js_whitespace(" \t "), "");
}

TEST(Utf8, FindsFirstControlOrInvisible) {
  EXPECT_FALSE(find_control_or_invisible("review").found);
  const FoundCodePoint found = find_control_or_invisible("re\xE2\x80\x8Bview\x01");
  EXPECT_TRUE(found.found);
  EXPECT_EQ(found.value, 0x200Bu);
}

TEST(Utf8, PrintableEscapesControlsAndCuts) {
  EXPECT_EQ(printable("a\x1b[31mb"), "a\\u{1B}[31mb");
  EXPECT_EQ(printable("x\xE2\x80\xAEy"), "x\\u{202E}y");
  EXPECT_EQ(printable("\xFF"), "\xEF\xBF\xBD");
  EXPECT_EQ(printable("abcdef", 3), "abc...");
  EXPECT_EQ(code_point_label(0x200B), "U+200B");
  EXPECT_EQ(code_point_label(0x1F600), "U+1F600");
}

TEST(Utf8, CutsAndCountsWholeCodePoints) {
  const std::string text = "a\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80";  // a, é, €, 😀
  EXPECT_EQ(utf8::code_point_start(text, 0), 0U);
  EXPECT_EQ(utf8::code_point_start(text, 2), 1U);  // inside é
  EXPECT_EQ(utf8::code_point_start(text, 5), 3U);  // inside €
  EXPECT_EQ(utf8::code_point_start(text, 9), 6U);  // the last byte of 😀
  EXPECT_EQ(utf8::code_point_start(text, 99), text.size());
  EXPECT_EQ(utf8::count_code_points(text), 4U);
  EXPECT_EQ(utf8::prefix_of_code_points(text, 2), 3U);
  EXPECT_EQ(utf8::prefix_of_code_points(text, 9), text.size());
  // Invalid bytes count as decode_at reads them: one U+FFFD each here.
  EXPECT_EQ(utf8::count_code_points("\x80\x80\xFF"), 3U);
  // A run of stray continuation bytes is backed over three at most.
  EXPECT_EQ(utf8::code_point_start(std::string(6, '\x80'), 5), 2U);
}

TEST(Utf8, DropsTheLastCodePointWhole) {
  std::string typed = "a\xC3\xA9\xF0\x9F\x98\x80";
  utf8::drop_last_code_point(typed);
  EXPECT_EQ(typed, "a\xC3\xA9");
  utf8::drop_last_code_point(typed);
  EXPECT_EQ(typed, "a");
  utf8::drop_last_code_point(typed);
  EXPECT_EQ(typed, "");
  utf8::drop_last_code_point(typed);  // nothing to drop
  EXPECT_EQ(typed, "");
}

}  // namespace
}  // namespace mind::utf8

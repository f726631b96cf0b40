#include "discovery/js/source.hpp"

#include <gtest/gtest.h>

namespace mind::discovery::js {
namespace {

// spec: WF-55 (a prefix read says when it needs the whole file)
TEST(JsSource, PeekPastTheEndIsRecorded) {
  Source source("ab");
  EXPECT_EQ(source.peek(0), 'a');
  EXPECT_FALSE(source.touched_end());
  EXPECT_EQ(source.bytes_examined(), 1u);
  EXPECT_EQ(source.peek(2), -1);
  EXPECT_TRUE(source.touched_end());
  EXPECT_EQ(source.bytes_examined(), 2u);
}

// spec: WF-55
TEST(JsSource, TruncatedCodePointTouchesTheEnd) {
  Source source("x\xE2\x80");
  EXPECT_EQ(source.decode(1).value, utf8::kReplacementCharacter);
  EXPECT_TRUE(source.touched_end());
}

// spec: WF-55
TEST(JsSource, PlainRunLeavesTheLastByteForPeek) {
  Source source("aaab");
  EXPECT_EQ(source.plain_run_end(0, [](unsigned char c) { return c == 'a'; }), 3u);
  EXPECT_EQ(source.bytes_examined(), 3u);
  Source all_plain("aaa");
  EXPECT_EQ(all_plain.plain_run_end(0, [](unsigned char c) { return c == 'a'; }), 3u);
  EXPECT_FALSE(all_plain.touched_end());
}

// spec: WF-5 (CR, LF, U+2028 and U+2029 end a line)
TEST(JsSource, LineTerminators) {
  Source source(
      "a\nb\rc\xE2\x80\xA8"
      "d\xE2\x80\xA9"
      "e\xE2\x80\xA6");
  EXPECT_EQ(source.line_terminator_at(0), 0u);
  EXPECT_EQ(source.line_terminator_at(1), 1u);
  EXPECT_EQ(source.line_terminator_at(3), 1u);
  EXPECT_EQ(source.line_terminator_at(5), 3u);
  EXPECT_EQ(source.line_terminator_at(9), 3u);
  EXPECT_EQ(source.line_terminator_at(13), 0u);  // U+2026, an ellipsis
}

// spec: WF-5 (details name the line; CRLF counts once)
TEST(JsSource, LineOfCountsEachKindOfBreakOnce) {
  EXPECT_EQ(line_of("abc", 2), 1u);
  EXPECT_EQ(line_of("a\nb", 2), 2u);
  EXPECT_EQ(line_of("a\r\nb", 3), 2u);
  EXPECT_EQ(line_of("a\rb", 2), 2u);
  EXPECT_EQ(line_of("a\xE2\x80\xA8"
                    "b",
                    4),
            2u);
  EXPECT_EQ(line_of("a\nb", 99), 2u);
}

}  // namespace
}  // namespace mind::discovery::js

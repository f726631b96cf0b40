#include "core/sanitize.hpp"

#include <gtest/gtest.h>

namespace mind {

// spec: DSC-94 (ANSI escapes, controls and blocked Unicode are removed)
TEST(Sanitize, StripsAnsiEscapesAndControls) {
  EXPECT_EQ(sanitize_display("\x1b[31mred\x1b[0m text\x07"), "red text");
  EXPECT_EQ(sanitize_display("a\x01\x02\x7f"
                             "b"),
            "a b");  // a run of controls: one space
  EXPECT_EQ(sanitize_display("title\x1b]0;pwned\x07 ok"), "title ok");
}

// spec: DSC-94
TEST(Sanitize, DropsBidiAndZeroWidthWithoutASpace) {
  EXPECT_EQ(sanitize_display("revi\xE2\x80\x8B"
                             "ew"),
            "review");  // U+200B
  EXPECT_EQ(sanitize_display("a\xE2\x80\xAE"
                             "cba"),
            "acba");                                                // U+202E
  EXPECT_EQ(sanitize_display("x\xE2\x81\xA6y\xE2\x81\xA9"), "xy");  // isolates
}

// spec: DSC-95 (exactly Reference D's class: U+200C/U+200D stay, variation selectors go)
TEST(Sanitize, BlockedClassIsReferenceD) {
  EXPECT_FALSE(is_blocked_code_point(0x200C));
  EXPECT_FALSE(is_blocked_code_point(0x200D));
  EXPECT_TRUE(is_blocked_code_point(0xFE0F));
  EXPECT_TRUE(is_blocked_code_point(0xE0101));
  EXPECT_TRUE(is_blocked_code_point(0x2064));
  EXPECT_FALSE(is_blocked_code_point(0x00E9));
}

// spec: CLI-224 (a surviving newline becomes a space)
TEST(Sanitize, NewlinesBecomeOneSpace) {
  EXPECT_EQ(sanitize_display("line one\r\nline two\n"), "line one line two");
}

// spec: DSC-96
TEST(Sanitize, DetectsBlockedNames) {
  EXPECT_FALSE(has_blocked_text("review"));
  EXPECT_FALSE(has_blocked_text("jk:r\xC3\xA9sum\xC3\xA9"));
  EXPECT_TRUE(has_blocked_text("revie\xE2\x80\x8Bw"));
  EXPECT_TRUE(has_blocked_text("a\tb"));
  EXPECT_TRUE(has_blocked_text("bad\xFF"));
}

TEST(Sanitize, InvalidUtf8BecomesReplacementCharacter) {
  EXPECT_EQ(sanitize_display("a\xFF"
                             "b"),
            "a\xEF\xBF\xBD"
            "b");
  EXPECT_EQ(sanitize_display("\xC0\xAF"), "\xEF\xBF\xBD\xEF\xBF\xBD");  // overlong
}

TEST(ShownName, IsSanitizedAndBounded) {
  EXPECT_EQ(shown_name("a\x1b[31mb"), "ab");
  const std::string long_name(10000, 'x');
  const std::string shown = shown_name(long_name);
  EXPECT_EQ(shown, std::string(kMaxShownName, 'x') + "\u2026");
}

}  // namespace mind

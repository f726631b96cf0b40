#include "core/sanitize.hpp"

#include "core/utf8.hpp"

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

// The one codec's behaviour for invalid bytes (core/utf8.hpp): one U+FFFD per
// maximal subpart, the same as the workflow meta reader shows the same bytes.
// spec: WF-5 (invalid bytes decode as the harness decodes them)
TEST(Sanitize, InvalidSequencesFollowTheOneCodec) {
  const std::string r = "\xEF\xBF\xBD";  // U+FFFD
  // Overlong forms: no byte starts a valid sequence, one U+FFFD each.
  EXPECT_EQ(sanitize_display("a\xE0\x80\x80z"), "a" + r + r + r + "z");
  EXPECT_EQ(sanitize_display("\xF0\x80\x80\xAF"), r + r + r + r);
  // Surrogates (U+D800, U+DFFF as UTF-8): one U+FFFD per byte.
  EXPECT_EQ(sanitize_display("\xED\xA0\x80"), r + r + r);
  EXPECT_EQ(sanitize_display("x\xED\xBF\xBFy"), "x" + r + r + r + "y");
  // Past U+10FFFF, and bytes that never start a sequence.
  EXPECT_EQ(sanitize_display("\xF4\x90\x80\x80"), r + r + r + r);
  EXPECT_EQ(sanitize_display("\xF8\x88\x80\x80\x80"), r + r + r + r + r);
  // Truncated: the valid prefix of a sequence is ONE U+FFFD, cut by a byte
  // that cannot continue it or by the end of the text.
  EXPECT_EQ(sanitize_display("\xE2\x82x"), r + "x");
  EXPECT_EQ(sanitize_display("ok \xF0\x9F\x98"), "ok " + r);
  EXPECT_EQ(sanitize_display("\xF0\x9F\xE2\x82\xAC"), r + "\xE2\x82\xAC");  // then a euro sign
  // A literal U+FFFD and valid text around bad bytes survive unchanged.
  EXPECT_EQ(sanitize_display(r + "\xC3\xA9"), r + "\xC3\xA9");
  EXPECT_FALSE(has_blocked_text(r));
  EXPECT_TRUE(has_blocked_text("\xE2\x82"));
  EXPECT_TRUE(has_blocked_text("\xED\xA0\x80"));
  // The display sanitizer and utf8::printable agree on the same bytes.
  for (const std::string bad :
       {"\xE2\x82x", "\xF0\x9F\x98", "\xC0\xAF", "\xED\xA0\x80", "\xF4\x90\x80\x80",
        "a\x80"
        "b"}) {
    EXPECT_EQ(sanitize_display(bad), utf8::printable(bad)) << bad;
  }
}

// spec: CLI-224 (a quoted value in a message is sanitized like the rest)
TEST(InQuotes, PutsTheSanitizedTextInSingleQuotes) {
  EXPECT_EQ(in_quotes("skills/x"), "'skills/x'");
  EXPECT_EQ(in_quotes("a\x1b[31mb\nc"), "'ab c'");
  EXPECT_EQ(in_quotes(""), "''");
}

// spec: DSC-94 (a description is sanitized once, at capture, and trimmed)
// spec: DSC-22
TEST(SanitizedNonblank, TrimsAndDropsWhatIsLeftBlank) {
  EXPECT_EQ(sanitized_nonblank(std::string("  a\x1b[1m b\n ")), "a b");
  EXPECT_EQ(sanitized_nonblank(std::string("\t\x01 ")), std::nullopt);
  EXPECT_EQ(sanitized_nonblank(std::string()), std::nullopt);
  EXPECT_EQ(sanitized_nonblank(std::nullopt), std::nullopt);
}

TEST(ShownName, IsSanitizedAndBounded) {
  EXPECT_EQ(shown_name("a\x1b[31mb"), "ab");
  const std::string long_name(10000, 'x');
  const std::string shown = shown_name(long_name);
  EXPECT_EQ(shown, std::string(kMaxShownName, 'x') + "\u2026");
}

}  // namespace mind

#include "discovery/js/chars.hpp"

#include <gtest/gtest.h>

namespace mind::discovery::js {
namespace {

// spec: WF-5 (identifiers: ASCII, and letters of a few common scripts only)
TEST(JsChars, IdentifierCodePoints) {
  EXPECT_TRUE(is_identifier_code_point(U'$', true));
  EXPECT_TRUE(is_identifier_code_point(U'_', true));
  EXPECT_FALSE(is_identifier_code_point(U'1', true));
  EXPECT_TRUE(is_identifier_code_point(U'1', false));
  EXPECT_FALSE(is_identifier_code_point(U'-', false));
  EXPECT_TRUE(is_identifier_code_point(U'\u00E9', true));    // é
  EXPECT_TRUE(is_identifier_code_point(U'\u03BB', true));    // λ
  EXPECT_TRUE(is_identifier_code_point(U'\u4E2D', true));    // 中
  EXPECT_FALSE(is_identifier_code_point(U'\u00D7', true));   // ×, a symbol between letters
  EXPECT_FALSE(is_identifier_code_point(U'\u2603', false));  // ☃
}

TEST(JsChars, DigitsInARadix) {
  EXPECT_EQ(hex_value('a'), 10);
  EXPECT_EQ(hex_value('F'), 15);
  EXPECT_EQ(hex_value('g'), -1);
  EXPECT_TRUE(is_digit_in_radix('7', 8));
  EXPECT_FALSE(is_digit_in_radix('8', 8));
  EXPECT_TRUE(is_digit_in_radix('1', 2));
  EXPECT_FALSE(is_digit_in_radix('2', 2));
  EXPECT_FALSE(is_digit_in_radix(-1, 16));
}

}  // namespace
}  // namespace mind::discovery::js

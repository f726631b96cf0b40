#include "core/ascii_trim.hpp"

#include <gtest/gtest.h>

namespace mind {
namespace {

// spec: DSC-20 (frontmatter lines and values are read trimmed)
TEST(AsciiTrim, RemovesSpacesTabsAndLineBreaksAtBothEnds) {
  EXPECT_EQ(trim_ascii_blanks("  \t name \r\n"), "name");
  EXPECT_EQ(trim_ascii_blanks("a b"), "a b");
  EXPECT_EQ(trim_ascii_blanks(" \t\r\n"), "");
  EXPECT_EQ(trim_ascii_blanks(""), "");
  EXPECT_EQ(trim_ascii_blanks("\xC2\xA0x\xC2\xA0"), "\xC2\xA0x\xC2\xA0");  // NBSP is not ASCII
}

}  // namespace
}  // namespace mind

#include "core/ascii_case.hpp"

#include <gtest/gtest.h>

namespace mind {

TEST(AsciiCase, LowersAsciiOnlyAndKeepsOtherBytes) {
  EXPECT_EQ(ascii_lower("Authentication FAILED"), "authentication failed");
  EXPECT_EQ(ascii_lower("en_US.UTF-8"), "en_us.utf-8");
  EXPECT_EQ(ascii_lower("\xC3\x89t\xC3\xA9"), "\xC3\x89t\xC3\xA9");  // "Été" stays as it is
  EXPECT_EQ(ascii_lower(""), "");
}

}  // namespace mind

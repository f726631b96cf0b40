#include "discovery/name_safety.hpp"

#include <gtest/gtest.h>

namespace mind::discovery {

// spec: DSC-71
TEST(NameSafety, NameIsOneSafeComponent) {
  EXPECT_FALSE(unsafe_name_reason("review"));
  EXPECT_FALSE(unsafe_name_reason("frontend:build"));
  EXPECT_TRUE(unsafe_name_reason(""));
  EXPECT_TRUE(unsafe_name_reason(".."));
  EXPECT_TRUE(unsafe_name_reason("a/b"));
  EXPECT_TRUE(unsafe_name_reason("a\\b"));
  EXPECT_TRUE(unsafe_name_reason(std::string_view("a\0b", 3)));
}

// spec: DSC-96
TEST(NameSafety, NameWithInvisibleCharacterIsRefused) {
  EXPECT_TRUE(unsafe_name_reason("revie\xE2\x80\x8Bw"));
  EXPECT_TRUE(unsafe_name_reason("x\x1b[31m"));
}

// spec: DSC-73
TEST(NameSafety, RelativePathIsConfined) {
  EXPECT_FALSE(unsafe_relative_path_reason("docs/style.md"));
  EXPECT_FALSE(unsafe_relative_path_reason("."));
  EXPECT_TRUE(unsafe_relative_path_reason("../../etc/passwd"));
  EXPECT_TRUE(unsafe_relative_path_reason("/etc/passwd"));
  EXPECT_TRUE(unsafe_relative_path_reason("~/.ssh/id_rsa"));
  EXPECT_TRUE(unsafe_relative_path_reason("a/../b"));
}

}  // namespace mind::discovery

#include "core/error.hpp"

#include <cerrno>

#include <gtest/gtest.h>

namespace mind {

// spec: CLI-182 (the kind is a slug carried beside the display message)
TEST(Error, CarriesKindMessageAndHints) {
  Error e("item-not-found", "no item matches 'x'", {"run `mind probe x`"});
  EXPECT_EQ(e.kind(), "item-not-found");
  EXPECT_STREQ(e.what(), "no item matches 'x'");
  ASSERT_EQ(e.hints().size(), 1u);
}

// spec: STO-30
TEST(Error, IoErrorNamesThePath) {
  Error e = io_error("cannot read", "/tmp/nowhere", ENOENT);
  EXPECT_EQ(e.kind(), "io");
  EXPECT_NE(std::string(e.what()).find("/tmp/nowhere"), std::string::npos);
  EXPECT_NE(std::string(e.what()).find("No such file"), std::string::npos);
}

}  // namespace mind

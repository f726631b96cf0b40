// LazyLibrary (issue 34): nothing is opened until a symbol is asked for, and a
// library or symbol that is missing is a nullptr with its reason, never a crash.

#include "store/libgit2_network/lazy_library.hpp"

#include <gtest/gtest.h>

namespace mind::store {
namespace {

TEST(LazyLibrary, OpensOnTheFirstSymbolAskedFor) {
  LazyLibrary zlib("libz.so.1");  // the system's, which libssh2 itself links
  EXPECT_FALSE(zlib.opened());
  using Version = const char* (*)();
  const auto version = reinterpret_cast<Version>(zlib.symbol("zlibVersion"));
  ASSERT_NE(version, nullptr);
  EXPECT_TRUE(zlib.opened());
  EXPECT_NE(std::string(version()), "");
  EXPECT_FALSE(zlib.failure().has_value());
}

TEST(LazyLibrary, AMissingSymbolIsNullWithItsName) {
  LazyLibrary zlib("libz.so.1");
  EXPECT_EQ(zlib.symbol("no_such_function_in_zlib"), nullptr);
  ASSERT_TRUE(zlib.failure().has_value());
  EXPECT_NE(zlib.failure()->find("no_such_function_in_zlib"), std::string::npos);
}

TEST(LazyLibrary, AMissingLibraryIsNullWithTheLoadersReasonEveryTime) {
  LazyLibrary missing("libmind-no-such-library.so.7");
  EXPECT_EQ(missing.symbol("anything"), nullptr);
  EXPECT_EQ(missing.symbol("anything"), nullptr);  // tried once, answered alike
  EXPECT_FALSE(missing.opened());
  ASSERT_TRUE(missing.failure().has_value());
  EXPECT_NE(missing.failure()->find("libmind-no-such-library.so.7"), std::string::npos);
}

TEST(LazyLibrary, TheNetworkLibrariesAreNotOpenedByATestThatNeverUsesThem) {
  // store_tests runs libgit2 on local repositories only.
  EXPECT_FALSE(ssh2_library().opened());
  EXPECT_FALSE(gssapi_library().opened());
}

}  // namespace
}  // namespace mind::store

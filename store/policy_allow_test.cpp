#include "store/policy_allow.hpp"

#include <gtest/gtest.h>

namespace mind::store {
namespace {

// spec: POL-10
TEST(Policy, StarMatchesWithinOneSegment) {
  EXPECT_TRUE(allow_pattern_matches("github.com/acme/*", "github.com/acme/tools"));
  EXPECT_FALSE(allow_pattern_matches("github.com/acme/*", "github.com/acme/a/b"));
  EXPECT_FALSE(allow_pattern_matches("github.com/*", "github.com/acme/tools"));
  EXPECT_TRUE(allow_pattern_matches("github.com/*/tools", "github.com/acme/tools"));
  EXPECT_TRUE(allow_pattern_matches("github.com/ac*e/t*s", "github.com/acme/tools"));
  EXPECT_FALSE(allow_pattern_matches("github.com/acme/*", "github.com/acmeX/tools"));
  EXPECT_TRUE(allow_pattern_matches("ghe.example.com:8443/p/*", "ghe.example.com:8443/p/r"));
  EXPECT_FALSE(allow_pattern_matches("ghe.example.com/p/*", "ghe.example.com:8443/p/r"));
}

TEST(Policy, AnAllowPatternIsThreeNonEmptySegmentsWithoutBlanks) {
  EXPECT_FALSE(bad_allow_pattern("github.com/acme/*"));
  EXPECT_FALSE(bad_allow_pattern("*/*/*"));
  EXPECT_TRUE(bad_allow_pattern("github.com/acme"));
  EXPECT_TRUE(bad_allow_pattern("github.com//x"));
  EXPECT_TRUE(bad_allow_pattern("github.com/acme/x/y"));
  EXPECT_TRUE(bad_allow_pattern("github.com/acme/x y"));
  EXPECT_TRUE(bad_allow_pattern("github.com/acme/\x1b[2J"));
}

}  // namespace
}  // namespace mind::store

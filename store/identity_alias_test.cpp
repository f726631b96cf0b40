#include "store/identity_alias.hpp"

#include <gtest/gtest.h>

namespace mind::store {
namespace {

std::string problem_kind(std::string_view alias) {
  auto p = alias_problem(alias);
  return p ? std::string(slug(p->kind)) : "";
}

// spec: NS-28
TEST(IdentityAlias, MustBeOneSafeComponentWithoutColon) {
  EXPECT_EQ(problem_kind("team"), "");
  EXPECT_EQ(problem_kind(""), "");  // empty: no prefix
  EXPECT_EQ(problem_kind("a/b"), "unsafe-prefix");
  EXPECT_EQ(problem_kind("a:b"), "unsafe-prefix");
  EXPECT_EQ(problem_kind(".."), "unsafe-prefix");
  EXPECT_EQ(problem_kind("~x"), "unsafe-prefix");
  EXPECT_EQ(problem_kind("a@b"), "unsafe-prefix");
  EXPECT_EQ(problem_kind("a\u202eb"), "unsafe-prefix");
}

// spec: NS-25
// spec: NS-29
TEST(IdentityAlias, ReservedWordsAreRefused) {
  EXPECT_EQ(problem_kind("skill"), "reserved-prefix");
  EXPECT_EQ(problem_kind("workflow"), "reserved-prefix");
  EXPECT_EQ(problem_kind("output-style"), "reserved-prefix");
}

}  // namespace
}  // namespace mind::store

#include "core/bounded_list.hpp"

#include <gtest/gtest.h>

namespace mind {
namespace {

// spec: WF-59 (a bounded list of claimants and a count of the rest)
TEST(BoundedList, NamesFiveThenCountsTheRest) {
  EXPECT_EQ(bounded_list({}), "");
  EXPECT_EQ(bounded_list({"a"}), "a");
  EXPECT_EQ(bounded_list({"a", "b", "c", "d", "e"}), "a, b, c, d, e");
  std::vector<std::string> many;
  for (int i = 0; i < 2000; ++i) many.push_back("n" + std::to_string(i));
  EXPECT_EQ(bounded_list(many), "n0, n1, n2, n3, n4 and 1995 more");
}

}  // namespace
}  // namespace mind

#include "core/bounded_list.hpp"

#include <gtest/gtest.h>

#include <algorithm>

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

// spec: WF-59 (one bounded report per defect)
TEST(BoundedList, ListedLinesStopsAtTenUnlessAllAreAsked) {
  std::vector<std::string> names;
  for (int i = 0; i < 692; ++i) names.push_back("item-" + std::to_string(i));
  const std::string some = listed_lines(names, false);
  EXPECT_EQ(std::count(some.begin(), some.end(), '\n'), 11);
  EXPECT_NE(some.find("\n  ... and 682 more (-v lists them all)"), std::string::npos) << some;
  const std::string every = listed_lines(names, true);
  EXPECT_EQ(std::count(every.begin(), every.end(), '\n'), 692);
  EXPECT_EQ(listed_lines({"a", "b"}, false), "\n  a\n  b");
}

}  // namespace
}  // namespace mind

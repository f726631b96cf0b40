#include "namespacing/byte_ranges.hpp"

#include <gtest/gtest.h>

namespace mind::namespacing {
namespace {

// spec: NS-52 (what is skipped as not prose is one sorted, disjoint set)
TEST(ByteRanges, MergesOverlappingAndTouchingRangesInOrder) {
  EXPECT_EQ(merged_ranges({{10, 12}, {0, 4}, {3, 6}, {6, 8}, {20, 30}, {22, 25}}),
            (ByteRanges{{0, 8}, {10, 12}, {20, 30}}));
  EXPECT_TRUE(merged_ranges({}).empty());
  EXPECT_EQ(merged_ranges({{5, 9}}), (ByteRanges{{5, 9}}));
}

// spec: NS-52
TEST(ByteRanges, InRangesIsHalfOpen) {
  const ByteRanges r = {{2, 4}, {8, 9}};
  EXPECT_FALSE(in_ranges(r, 1));
  EXPECT_TRUE(in_ranges(r, 2));
  EXPECT_TRUE(in_ranges(r, 3));
  EXPECT_FALSE(in_ranges(r, 4));
  EXPECT_TRUE(in_ranges(r, 8));
  EXPECT_FALSE(in_ranges(r, 9));
  EXPECT_FALSE(in_ranges({}, 0));
}

}  // namespace
}  // namespace mind::namespacing

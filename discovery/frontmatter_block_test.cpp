#include "discovery/frontmatter_block.hpp"

#include <gtest/gtest.h>

namespace mind::discovery {

// spec: DSC-21 (the block by Claude Code's own pattern)
TEST(FrontmatterBlock, RunsFromTheOpeningLineToTheFirstTripleDash) {
  EXPECT_EQ(frontmatter_block("---\na: b\n---\nbody"), "a: b\n");
  EXPECT_EQ(frontmatter_block("---  \n\n  a: b\n---"), "  a: b\n");
  EXPECT_EQ(frontmatter_block("---\na: x --- y\n---\n"), "a: x ");
  EXPECT_EQ(frontmatter_block("---\n---\n"), "");
  EXPECT_EQ(frontmatter_block("---\r\na: b\r\n---\r\n"), "a: b\r\n");
}

// spec: DSC-21
TEST(FrontmatterBlock, NoBlockWithoutBothFences) {
  EXPECT_FALSE(frontmatter_block("a: b\n---\n"));
  EXPECT_FALSE(frontmatter_block("---\na: b\n"));
  EXPECT_FALSE(frontmatter_block("--- a: b\n---\n")) << "the opening line holds only dashes";
  EXPECT_FALSE(frontmatter_block("---"));
  EXPECT_FALSE(frontmatter_block(""));
}

// spec: DSC-23
TEST(FrontmatterBlock, ALeadingBomIsSkipped) {
  EXPECT_EQ(frontmatter_block("\xEF\xBB\xBF---\na: b\n---\n"), "a: b\n");
}

}  // namespace mind::discovery

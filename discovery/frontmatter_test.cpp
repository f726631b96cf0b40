#include "discovery/frontmatter.hpp"

#include <gtest/gtest.h>

namespace mind::discovery {

// spec: DSC-20
TEST(Frontmatter, ReadsTopLevelDescription) {
  auto fm = read_frontmatter("---\nname: coder\ndescription: Writes code\n---\nbody\n");
  ASSERT_TRUE(fm.present);
  EXPECT_EQ(fm.get("description"), "Writes code");
  EXPECT_EQ(fm.get("name"), "coder");
}

// spec: DSC-21
TEST(Frontmatter, UnquotesAndIgnoresIndentedKeys) {
  auto fm = read_frontmatter("---\ndescription: \"Quoted: yes\"\n  nested: no\nother: 'x'\n---\n");
  EXPECT_EQ(fm.get("description"), "Quoted: yes");
  EXPECT_FALSE(fm.get("nested"));
  EXPECT_EQ(fm.get("other"), "x");
}

// spec: DSC-21 (no frontmatter, or an unterminated one, yields nothing)
TEST(Frontmatter, AbsentOrUnterminatedIsNotPresent) {
  EXPECT_FALSE(read_frontmatter("# Title\n").present);
  EXPECT_FALSE(read_frontmatter("---\ndescription: x\n").present);
}

// spec: DSC-22
TEST(Frontmatter, FoldedBlockScalar) {
  auto fm = read_frontmatter("---\ndescription: >\n  one\n  two\n\n  three\nx: y\n---\n");
  EXPECT_EQ(fm.get("description"), "one two\nthree\n");
  EXPECT_EQ(fm.get("x"), "y");
}

// spec: DSC-22
TEST(Frontmatter, LiteralBlockScalarWithChomping) {
  auto keep = read_frontmatter("---\nd: |+\n  a\n  b\n\n---\n");
  EXPECT_EQ(keep.get("d"), "a\nb\n\n");
  auto strip = read_frontmatter("---\nd: |-  # comment\n    a\n    b\n---\n");
  EXPECT_EQ(strip.get("d"), "a\nb");
  auto clip = read_frontmatter("---\nd: >-\n  a\n  b\n---\n");
  EXPECT_EQ(clip.get("d"), "a b");
}

// spec: DSC-23
TEST(Frontmatter, LeadingBomAndCrlf) {
  auto fm = read_frontmatter("\xEF\xBB\xBF---\r\ndescription: Windows\r\n---\r\n");
  EXPECT_EQ(fm.get("description"), "Windows");
}

}  // namespace mind::discovery

#include "store/content_hash.hpp"

#include <gtest/gtest.h>

#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

using mind::testing::TempDir;
using mind::testing::write_file;

// spec: LIFE-15 (the hash names its algorithm and follows content, not time)
TEST(ContentHash, NamesAlgorithmAndTracksContent) {
  TempDir a, b;
  write_file(a / "SKILL.md", "x");
  write_file(a / "sub/f.txt", "y");
  write_file(b / "SKILL.md", "x");
  write_file(b / "sub/f.txt", "y");
  const std::string ha = hash_item_tree(a.path());
  EXPECT_TRUE(ha.starts_with("xxh3-128:"));
  EXPECT_EQ(ha.size(), 9u + 32u);
  EXPECT_EQ(ha, hash_item_tree(b.path()));
  write_file(b / "sub/f.txt", "z");
  EXPECT_NE(ha, hash_item_tree(b.path()));
}

TEST(ContentHash, RenameChangesTheHash) {
  TempDir a, b;
  write_file(a / "one.md", "x");
  write_file(b / "two.md", "x");
  EXPECT_NE(hash_item_tree(a.path()), hash_item_tree(b.path()));
}

}  // namespace
}  // namespace mind::store

#include "store/content_hash.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>

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
  EXPECT_TRUE(ha.starts_with("xxh3-128/2:"));
  EXPECT_EQ(ha.size(), kHashPrefix.size() + 32u);
  EXPECT_EQ(ha, hash_item_tree(b.path()));
  write_file(b / "sub/f.txt", "z");
  EXPECT_NE(ha, hash_item_tree(b.path()));
}

// spec: IGN-2 (VCS metadata, as a folder or a file, is never part of an item)
// spec: IGN-10 (the hash applies the item's ignore set)
// Design decision 12: `.git`, ignored paths and empty folders change nothing.
TEST(ContentHash, SkipsVcsMetadataIgnoredPathsAndEmptyFolders) {
  TempDir d;
  write_file(d / "SKILL.md", "x");
  write_file(d / "lib/a.md", "y");
  const std::string clean = hash_item_tree(d.path());
  const std::vector<std::string> ignore{"node_modules/",
                                        "**/*.log"};  // IGN-3: `*` stays in one folder
  write_file(d / ".git/HEAD", "ref: refs/heads/main\n");
  write_file(d / "lib/.git", "gitdir: ../x\n");  // a submodule's pointer file
  EXPECT_EQ(hash_item_tree(d.path()), clean);
  std::filesystem::create_directories(d / "empty/deeper");
  EXPECT_EQ(hash_item_tree(d.path()), clean);
  write_file(d / "node_modules/dep/index.js", "1");
  write_file(d / "run.log", "2");
  write_file(d / "lib/debug.log", "3");
  EXPECT_EQ(hash_item_tree(d.path(), mind::discovery::Shape::directory, ignore), clean);
  EXPECT_NE(hash_item_tree(d.path()), clean);  // without the rules they count
  write_file(d / "lib/b.md", "z");
  EXPECT_NE(hash_item_tree(d.path(), mind::discovery::Shape::directory, ignore), clean);
}

TEST(ContentHash, AHashFromAnOlderWalkIsNotCurrent) {
  EXPECT_TRUE(is_current_hash(hash_item_tree(TempDir().path())));
  EXPECT_FALSE(is_current_hash("xxh3-128:08cceedcece8285c43ed98e39b772839"));
  EXPECT_FALSE(is_current_hash("0123456789abcdef"));  // the reference's FNV-1a
}

TEST(ContentHash, RenameChangesTheHash) {
  TempDir a, b;
  write_file(a / "one.md", "x");
  write_file(b / "two.md", "x");
  EXPECT_NE(hash_item_tree(a.path()), hash_item_tree(b.path()));
}

// The values were computed by the first implementation (a recursive_directory_iterator
// walk); a manifest written by it must keep matching, or every upgrade would
// see drift that is not there.
// spec: LIFE-15
TEST(ContentHash, ValueIsStableAcrossImplementations) {
  TempDir d;
  write_file(d / "tree/SKILL.md", "x");
  write_file(d / "tree/sub/f.txt", "yy");
  write_file(d / "tree/sub/deeper/empty", "");
  write_file(d / "tree/a.md", "a.md");
  write_file(d / "tree/b.dir/c", "z");
  std::filesystem::create_symlink("../SKILL.md", d / "tree/sub/link");
  write_file(d / "single.md", "single");
  EXPECT_EQ(hash_item_tree(d / "tree"), "xxh3-128/2:08cceedcece8285c43ed98e39b772839");
  EXPECT_EQ(hash_item_tree(d / "single.md"), "xxh3-128/2:b922b90e8cb8cfde0ab768f801866fd5");
  // The shape hint only orders the attempts: a wrong one gives the same value.
  EXPECT_EQ(hash_item_tree(d / "single.md", discovery::Shape::file),
            "xxh3-128/2:b922b90e8cb8cfde0ab768f801866fd5");
  EXPECT_EQ(hash_item_tree(d / "tree", discovery::Shape::file),
            "xxh3-128/2:08cceedcece8285c43ed98e39b772839");
}

TEST(ContentHash, StreamedRecordsEqualTheWalk) {
  TempDir d;
  write_file(d / "tree/SKILL.md", "x");
  write_file(d / "tree/sub/f.txt", "yy");
  TreeHasher hasher;
  hasher.tree();
  hasher.file_header("SKILL.md", 1);
  hasher.bytes("x");
  hasher.directory("sub");
  hasher.file_header("sub/f.txt", 2);
  hasher.bytes("yy");
  EXPECT_EQ(hasher.digest(), hash_item_tree(d / "tree"));
}

TEST(ContentHash, AFifoIsRecordedNotRead) {
  TempDir d;
  write_file(d / "tree/SKILL.md", "x");
  ASSERT_EQ(::mkfifo((d / "tree/pipe").c_str(), 0600), 0);
  EXPECT_TRUE(hash_item_tree(d / "tree").starts_with("xxh3-128/2:"));  // returns: never blocks
}

}  // namespace
}  // namespace mind::store

#include "store/tree_walk.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

using mind::testing::TempDir;
using mind::testing::write_file;

TEST(TreeWalk, ListsEveryEntrySortedWithTypesAndNeverFollowsSymlinks) {
  TempDir d;
  write_file(d / "b.md", "b");
  write_file(d / "a/x.txt", "x");
  write_file(d / "a.md", "a");
  std::filesystem::create_symlink("/etc", d / "a/escape");
  const Fd root = open_directory(d.path());
  const std::vector<TreeEntry> entries = list_tree(root, d.path(), 8);
  const std::vector<TreeEntry> expected = {{"a", EntryType::directory},
                                           {"a.md", EntryType::file},
                                           {"a/escape", EntryType::symlink},
                                           {"a/x.txt", EntryType::file},
                                           {"b.md", EntryType::file}};
  EXPECT_EQ(entries, expected);
}

TEST(TreeWalk, RefusesNestingPastTheLimit) {
  TempDir d;
  write_file(d / "1/2/3/4/f", "x");
  EXPECT_NO_THROW(list_tree(open_directory(d.path()), d.path(), 4));
  EXPECT_THROW(list_tree(open_directory(d.path()), d.path(), 3), Error);
}

TEST(TreeWalk, OpenDirectoryRefusesASymlink) {
  TempDir d;
  std::filesystem::create_directories(d / "real");
  std::filesystem::create_symlink(d / "real", d / "link");
  EXPECT_THROW(open_directory(d / "link"), Error);
}

TEST(TreeWalk, ReadFileAtReadsWholeFilesAndRefusesSymlinks) {
  TempDir d;
  const std::string big(200000, 'q');
  write_file(d / "big", big);
  write_file(d / "empty", "");
  std::filesystem::create_symlink("big", d / "link");
  const Fd root = open_directory(d.path());
  std::uint32_t mode = 0;
  EXPECT_EQ(read_file_at(root, "big", d / "big", &mode), big);
  EXPECT_EQ(mode & 0600U, 0600U);
  EXPECT_EQ(read_file_at(root, "empty", d / "empty"), "");
  EXPECT_THROW(read_file_at(root, "link", d / "link"), Error);
}

}  // namespace
}  // namespace mind::store

#include "discovery/listed_folder.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>

#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

namespace fs = std::filesystem;
using mind::testing::TempDir;
using mind::testing::write_file;

struct Parent {
  explicit Parent(const fs::path& dir)
      : fd(::open(dir.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC)) {}
  ~Parent() { ::close(fd); }
  int fd;
};

// spec: DSC-108 (the folder is opened without following a symlink; its entries keep their own
// types)
TEST(ListedFolder, ListsAFolderWithItsEntriesOwnTypesAndNeverFollowsALink) {
  TempDir d;
  write_file(d / "skills/a/SKILL.md", "x");
  fs::create_directories(d / "skills/a/data");
  fs::create_symlink(d / "skills/a/SKILL.md", d / "skills/a/link.md");
  fs::create_directory_symlink(d / "skills/a", d / "skills/via-link");
  const Parent skills(d / "skills");
  ListedFolder folder;
  ASSERT_TRUE(folder.open(skills.fd, "a"));
  EXPECT_GE(folder.fd(), 0);
  EXPECT_EQ(folder.type_of("SKILL.md"), fs::file_type::regular);
  EXPECT_EQ(folder.type_of("data"), fs::file_type::directory);
  EXPECT_EQ(folder.type_of("link.md"), fs::file_type::symlink);
  EXPECT_EQ(folder.type_of("mind.toml"), fs::file_type::not_found);
  EXPECT_EQ(folder.type_of("."), fs::file_type::not_found);
  EXPECT_EQ(folder.flat_files(), "");  // a folder and a link in it: not a folder of plain files

  EXPECT_FALSE(folder.open(skills.fd, "via-link"));  // a symlinked folder is not opened
  EXPECT_FALSE(folder.listed());
  EXPECT_EQ(folder.type_of("SKILL.md"), fs::file_type::not_found);
  EXPECT_FALSE(folder.open(skills.fd, "absent"));
}

TEST(ListedFolder, KeepsTheNamesOfAFolderOfPlainFilesOnly) {
  TempDir d;
  write_file(d / "skills/a/SKILL.md", "x");
  write_file(d / "skills/a/notes.md", "y");
  write_file(d / "skills/b/SKILL.md", "x");
  const Parent skills(d / "skills");
  ListedFolder folder;
  ASSERT_TRUE(folder.open(skills.fd, "a"));
  const std::string kept = folder.flat_files();
  std::vector<std::string_view> names = flat_file_names(kept);
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string_view>{"SKILL.md", "notes.md"}));
  ASSERT_TRUE(folder.open(skills.fd, "b"));  // one ListedFolder serves the next folder
  EXPECT_EQ(folder.flat_files(), std::string("SKILL.md\0", 9));
  EXPECT_EQ(folder.type_of("notes.md"), fs::file_type::not_found);
}

TEST(ListedFolder, AFolderOfManyFilesIsNotKept) {
  TempDir d;
  for (std::size_t i = 0; i <= ListedFolder::kMaxFlatFiles; ++i) {
    write_file(d / "skills/a" / ("f" + std::to_string(i)), "x");
  }
  const Parent skills(d / "skills");
  ListedFolder folder;
  ASSERT_TRUE(folder.open(skills.fd, "a"));
  EXPECT_EQ(folder.flat_files(), "");
  EXPECT_EQ(folder.type_of("f0"), fs::file_type::regular);
}

}  // namespace
}  // namespace mind::discovery

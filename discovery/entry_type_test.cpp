#include "discovery/entry_type.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include <map>

#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

namespace fs = std::filesystem;

// spec: DSC-108 (a symlink is seen as one, never followed)
TEST(EntryType, SeesSymlinksAsSymlinksAndEveryOtherTypeAsItIs) {
  mind::testing::TempDir d;
  mind::testing::write_file(d / "file", "x");
  fs::create_directories(d / "dir");
  fs::create_symlink(d / "dir", d / "link-to-dir");
  fs::create_symlink(d / "file", d / "link-to-file");
  fs::create_symlink(d / "nowhere", d / "dangling");
  ASSERT_EQ(::mkfifo((d / "fifo").c_str(), 0600), 0);
  std::map<std::string, fs::file_type> seen;
  for (const auto& e : fs::directory_iterator(d.path())) {
    seen[e.path().filename().string()] = entry_type(e);
  }
  EXPECT_EQ(seen["file"], fs::file_type::regular);
  EXPECT_EQ(seen["dir"], fs::file_type::directory);
  EXPECT_EQ(seen["link-to-dir"], fs::file_type::symlink);
  EXPECT_EQ(seen["link-to-file"], fs::file_type::symlink);
  EXPECT_EQ(seen["dangling"], fs::file_type::symlink);
  EXPECT_EQ(seen["fifo"], fs::file_type::fifo);
}

// spec: DSC-108 (the readdir listing the scan uses: the same types, and a
// FIFO is no item kind's)
TEST(EntryType, AReaddirListingGivesTheSameTypes) {
  mind::testing::TempDir d;
  mind::testing::write_file(d / "file", "x");
  fs::create_directories(d / "dir");
  fs::create_symlink(d / "dir", d / "link-to-dir");
  ASSERT_EQ(::mkfifo((d / "fifo").c_str(), 0600), 0);
  std::map<std::string, fs::file_type> seen;
  std::error_code ec;
  for (const DirectoryEntry& e : read_directory(d.path().string(), ec)) seen[e.name] = e.type;
  ASSERT_FALSE(ec) << ec.message();
  EXPECT_EQ(seen.size(), 4U);  // no `.` or `..`
  EXPECT_EQ(seen["file"], fs::file_type::regular);
  EXPECT_EQ(seen["dir"], fs::file_type::directory);
  EXPECT_EQ(seen["link-to-dir"], fs::file_type::symlink);
  EXPECT_EQ(seen["fifo"], fs::file_type::unknown);
}

}  // namespace
}  // namespace mind::discovery

#include "install/displaced.hpp"

#include <gtest/gtest.h>

#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::TempDir;
using mind::testing::write_file;

// spec: LIFE-43 (decision 10: kept, listed, and put back only onto a free path)
TEST(Displaced, KeepsListsAndPutsBackTheLatestOntoAFreePath) {
  TempDir home;
  const store::MindPaths paths{home / "mind"};
  const fs::path user = home / "lobe/skills/greet";
  write_file(user / "SKILL.md", "first\n");
  const DisplacedFile one = displace(paths, user, user, "skill:greet");
  EXPECT_FALSE(fs::exists(user));
  EXPECT_EQ(read_file(one.kept / "SKILL.md"), "first\n");
  EXPECT_EQ(one.kept.filename(), "greet");  // kept under its own name
  write_file(user / "SKILL.md", "second\n");
  const DisplacedFile two = displace(paths, user, user, "skill:greet");
  ASSERT_EQ(list_displaced(paths).size(), 2u);
  EXPECT_EQ(list_displaced(paths)[1].kept, two.kept);

  write_file(user / "SKILL.md", "taken again\n");
  EXPECT_FALSE(restore_displaced(paths, user));  // never over something there
  EXPECT_EQ(read_file(user / "SKILL.md"), "taken again\n");

  fs::remove_all(user);
  const auto back = restore_displaced(paths, user);
  ASSERT_TRUE(back);
  EXPECT_EQ(read_file(user / "SKILL.md"), "second\n");  // the latest first
  ASSERT_EQ(list_displaced(paths).size(), 1u);
  EXPECT_EQ(list_displaced(paths)[0].kept, one.kept);
  EXPECT_FALSE(restore_displaced(paths, home / "lobe/skills/other"));
}

}  // namespace
}  // namespace mind::install

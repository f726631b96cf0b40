#include "install/known_dirs.hpp"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>

#include "core/error.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace fs = std::filesystem;

TEST(KnownDirectories, AYesIsRememberedANoIsAskedAgain) {
  mind::testing::TempDir dir;
  KnownDirectories known;
  EXPECT_FALSE(known.is_directory(dir / "lobe"));
  fs::create_directories(dir / "lobe");
  EXPECT_TRUE(known.is_directory(dir / "lobe"));
  // A fresh batch asks the disk again: nothing outlives the batch.
  fs::remove(dir / "lobe");
  EXPECT_FALSE(KnownDirectories().is_directory(dir / "lobe"));
}

TEST(KnownDirectories, MakesParentsAndNamesTheOneItCannotMake) {
  mind::testing::TempDir dir;
  KnownDirectories known;
  known.make_parent_of(dir / "a/b/item");
  EXPECT_TRUE(fs::is_directory(dir / "a/b"));
  mind::testing::write_file(dir / "file", "x");
  try {
    known.make_parent_of(dir / "file/sub/item");
    FAIL() << "expected an io error";
  } catch (const Error& e) {
    EXPECT_EQ(e.kind(), ErrorKind::io);
    EXPECT_NE(std::string(e.what()).find("file/sub"), std::string::npos) << e.what();
  }
}

// After kListAfter asks about one folder, it is listed once and answers by
// the listing and by what the batch made; a folder the batch made is empty.
TEST(KnownDirectories, AListedFolderAnswersAbsenceFromTheListing) {
  mind::testing::TempDir dir;
  mind::testing::write_file(dir / "lobe/skills/theirs/SKILL.md", "x");
  KnownDirectories known;
  const std::string theirs = (dir / "lobe/skills/theirs").string();
  const std::string fresh = (dir / "lobe/skills/fresh").string();
  for (int i = 1; i < KnownDirectories::kListAfter; ++i) EXPECT_FALSE(known.surely_absent(fresh));
  EXPECT_TRUE(known.surely_absent(fresh));  // listed now
  EXPECT_FALSE(known.surely_absent(theirs));
  known.made(fresh);
  EXPECT_FALSE(known.surely_absent(fresh));

  known.make_parent_of((dir / "lobe/agents/a.md").string());
  EXPECT_TRUE(known.surely_absent((dir / "lobe/agents/a.md").string()));
  EXPECT_FALSE(known.surely_absent((dir / "elsewhere/x").string()));  // never listed
}

// A read place: the parent is opened once and every name under it resolves
// from there; a parent that is not a directory leaves the whole path.
TEST(KnownDirectories, ReadAtOpensTheParentOnceAndFallsBackToThePath) {
  mind::testing::TempDir dir;
  mind::testing::write_file(dir / "src/skills/a/SKILL.md", "a");
  mind::testing::write_file(dir / "src/skills/b/SKILL.md", "b");
  KnownDirectories known;
  const std::string a = (dir / "src/skills/a").string(), b = (dir / "src/skills/b").string();
  const KnownDirectories::At at_a = known.read_at(a);
  const KnownDirectories::At at_b = known.read_at(b);
  EXPECT_NE(at_a.dir, AT_FDCWD);
  EXPECT_EQ(at_a.dir, at_b.dir);
  EXPECT_STREQ(at_b.name, "b");
  struct stat st {};
  EXPECT_EQ(::fstatat(at_b.dir, at_b.name, &st, 0), 0);
  EXPECT_TRUE(S_ISDIR(st.st_mode));
  const std::string under_file = (dir / "src/skills/a/SKILL.md/x").string();
  const KnownDirectories::At none = known.read_at(under_file);
  EXPECT_EQ(none.dir, AT_FDCWD);
  EXPECT_EQ(none.name, under_file.c_str());
}

}  // namespace mind::install

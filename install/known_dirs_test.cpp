#include "install/known_dirs.hpp"

#include <gtest/gtest.h>

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

}  // namespace mind::install

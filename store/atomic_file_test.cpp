#include "store/atomic_file.hpp"

#include <gtest/gtest.h>

#include "core/error.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::store {
namespace {

using mind::testing::read_file;
using mind::testing::TempDir;
using mind::testing::write_file;

// spec: STO-43
TEST(AtomicFile, ReplacesAndLeavesNoTempFile) {
  TempDir dir;
  write_file(dir / "manifest.json", "old");
  write_file_atomically(dir / "manifest.json", "new");
  EXPECT_EQ(read_file(dir / "manifest.json"), "new");
  int entries = 0;
  for ([[maybe_unused]] auto& e : std::filesystem::directory_iterator(dir.path())) ++entries;
  EXPECT_EQ(entries, 1);
}

// spec: STO-43 (a failed write leaves the old file intact)
TEST(AtomicFile, FailureLeavesTheOldFile) {
  TempDir dir;
  write_file(dir / "f", "old");
  std::filesystem::create_directory(dir / "blocked");
  // Renaming a file over a non-empty directory fails.
  write_file(dir / "blocked/inner", "x");
  EXPECT_THROW(write_file_atomically(dir / "blocked", "new"), Error);
  EXPECT_EQ(read_file(dir / "f"), "old");
  EXPECT_FALSE(std::filesystem::exists(dir / (".blocked.tmp." + std::to_string(::getpid()))));
}

// spec: STO-43 (written in pieces: the target changes only at the commit, and
// one abandoned before it leaves the old file and no temp file)
TEST(AtomicFile, PiecesReplaceTheTargetOnlyAtTheCommit) {
  TempDir dir;
  write_file(dir / "manifest.json", "old");
  {
    AtomicFile file(dir / "manifest.json");
    file.write("ne");
    file.write("w");
    EXPECT_EQ(read_file(dir / "manifest.json"), "old");
    file.commit();
  }
  EXPECT_EQ(read_file(dir / "manifest.json"), "new");
  {
    AtomicFile abandoned(dir / "manifest.json");
    abandoned.write("half");
  }
  EXPECT_EQ(read_file(dir / "manifest.json"), "new");
  int entries = 0;
  for ([[maybe_unused]] auto& e : std::filesystem::directory_iterator(dir.path())) ++entries;
  EXPECT_EQ(entries, 1);
}

}  // namespace
}  // namespace mind::store

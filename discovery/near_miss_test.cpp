#include "discovery/near_miss.hpp"

#include <gtest/gtest.h>

#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

using mind::testing::TempDir;
using mind::testing::write_file;

const NearMiss* about(const std::vector<NearMiss>& misses, std::string_view part) {
  for (const NearMiss& m : misses) {
    if (m.what.find(part) != std::string::npos) return &m;
  }
  return nullptr;
}

// Issue 43: items in dot folders (openai/skills' `skills/.curated/`) are named,
// each with the flag that takes it and the pattern that takes them all.
// spec: CLI-205
TEST(NearMiss, DotFoldersThatHoldSkillsAreNamedWithTheirFlags) {
  TempDir src;
  write_file(src / "skills/.curated/fix-ci/SKILL.md", "");
  write_file(src / "skills/.curated/lint/SKILL.md", "");
  write_file(src / "skills/.system/installer/SKILL.md", "");
  const std::vector<NearMiss> misses = find_near_misses(src.path());
  const NearMiss* curated = about(misses, "'skills/.curated/'");
  ASSERT_NE(curated, nullptr);
  EXPECT_NE(curated->what.find("2 skill folder(s)"), std::string::npos);
  EXPECT_NE(curated->remedy.find("--add-root 'skills/.curated'"), std::string::npos);
  EXPECT_NE(curated->remedy.find("--add-root 'skills/.*'"), std::string::npos);
  ASSERT_NE(about(misses, "'skills/.system/'"), nullptr);
}

TEST(NearMiss, VcsMetadataIsNeverWalked) {
  TempDir src;
  write_file(src / ".git/skills/x/deep/SKILL.md", "");
  write_file(src / "node_modules/p/skills/y/z/SKILL.md", "");
  write_file(src / ".github/workflows/ci.yml", "on: push\n");  // GitHub Actions, not a kind
  EXPECT_TRUE(find_near_misses(src.path()).empty());
}

}  // namespace
}  // namespace mind::discovery

#include "discovery/glob.hpp"

#include <gtest/gtest.h>

#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

using mind::testing::TempDir;
using mind::testing::write_file;

// spec: IGN-3
TEST(Glob, StarNeverCrossesASlashButDoubleStarDoes) {
  EXPECT_TRUE(glob_match("*.log", "a.log"));
  EXPECT_FALSE(glob_match("*.log", "sub/a.log"));
  EXPECT_TRUE(glob_match("**/*.log", "sub/deep/a.log"));
  EXPECT_TRUE(glob_match("**/*.log", "a.log"));
  EXPECT_TRUE(glob_match("pkgs/*/skills/*/SKILL.md", "pkgs/web/skills/deploy/SKILL.md"));
  EXPECT_FALSE(glob_match("pkgs/*/SKILL.md", "pkgs/a/b/SKILL.md"));
  EXPECT_TRUE(glob_match("pkgs/internal-*/**", "pkgs/internal-x/skills/y/SKILL.md"));
  EXPECT_TRUE(glob_match("target", "target"));
  EXPECT_FALSE(glob_match("target", "sub/target"));
  EXPECT_TRUE(glob_match("[ab].md", "a.md"));
}

// spec: DSC-81
// spec: IGN-4
TEST(Glob, UnsafePatternsAreRefused) {
  EXPECT_TRUE(unsafe_glob_reason("../../*"));
  EXPECT_TRUE(unsafe_glob_reason("a/../b"));
  EXPECT_TRUE(unsafe_glob_reason("/etc/*"));
  EXPECT_TRUE(unsafe_glob_reason("~/x"));
  EXPECT_TRUE(unsafe_glob_reason(""));
  EXPECT_TRUE(unsafe_glob_reason("[bad"));
  EXPECT_FALSE(unsafe_glob_reason("a..b/*.md"));
  EXPECT_FALSE(unsafe_glob_reason("**/node_modules/"));
}

// spec: DSC-108
TEST(Glob, ExpansionNeverFollowsASymlink) {
  TempDir src;
  TempDir outside;
  write_file(src / "pkgs/a/x.md", "");
  write_file(outside / "y.md", "");
  std::filesystem::create_symlink(outside.path(), src / "pkgs/b");
  std::filesystem::create_symlink(outside / "y.md", src / "pkgs/a/z.md");
  GlobMatches m = expand_glob(src.path(), "pkgs/*/*.md");
  EXPECT_EQ(m.paths, std::vector<std::string>{"pkgs/a/x.md"});
  EXPECT_EQ(m.symlinks, (std::vector<std::string>{"pkgs/a/z.md", "pkgs/b"}));
  GlobMatches deep = expand_glob(src.path(), "**/*.md");
  EXPECT_EQ(deep.paths, std::vector<std::string>{"pkgs/a/x.md"});
}

// Issue 43: a hidden component is taken only where a pattern segment names a dot.
TEST(Glob, AHiddenFolderIsReachedOnlyByASegmentNamingADot) {
  EXPECT_TRUE(glob_reaches_hidden("skills/.*", "skills/.curated"));
  EXPECT_TRUE(glob_reaches_hidden("skills/.curated", "skills/.curated"));
  EXPECT_TRUE(glob_reaches_hidden("skills/*", "skills/plain"));
  EXPECT_FALSE(glob_reaches_hidden("skills/*", "skills/.curated"));
  EXPECT_FALSE(glob_reaches_hidden("**", "a/.hidden/b"));
  EXPECT_TRUE(glob_reaches_hidden("**/.c*", "a/.curated"));
  EXPECT_FALSE(glob_reaches_hidden(".*", ".git"));  // VCS metadata never
  EXPECT_FALSE(glob_reaches_hidden("x/.*/y", "x/.svn/y"));
}

}  // namespace
}  // namespace mind::discovery

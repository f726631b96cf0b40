#include "discovery/confined_link.hpp"

#include <gtest/gtest.h>

#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

namespace fs = std::filesystem;
using mind::testing::TempDir;
using mind::testing::write_file;

// Issue 43: a plugin's link to a folder of the same repository is followed,
// to the fully resolved target, spelled under the root as given.
TEST(ConfinedLink, ALinkInsideTheSourceResolvesUnderTheRoot) {
  TempDir src;
  write_file(src / ".claude/skills/a/SKILL.md", "---\nname: a\n---\n");
  fs::create_directories(src / "plugins/p/skills");
  fs::create_directory_symlink("../../../.claude/skills/a", src / "plugins/p/skills/a");
  // A link to a link: every step is resolved.
  fs::create_directory_symlink("a", src / "plugins/p/skills/b");
  const LinkTarget a = confined_link_target(src.path(), src / "plugins/p/skills/a");
  EXPECT_EQ(a.refusal, "");
  EXPECT_EQ(a.path, src / ".claude/skills/a");
  EXPECT_EQ(confined_link_target(src.path(), src / "plugins/p/skills/b").path,
            src / ".claude/skills/a");
  // A path whose parent is the link.
  EXPECT_EQ(confined_link_target(src.path(), src / "plugins/p/skills/a/SKILL.md").path,
            src / ".claude/skills/a/SKILL.md");
}

TEST(ConfinedLink, ALinkLeavingTheSourceIsRefused) {
  TempDir src;
  TempDir outside;
  write_file(outside / "secret/SKILL.md", "---\nname: leaked\n---\n");
  fs::create_directories(src / "skills");
  fs::create_directory_symlink(outside / "secret", src / "skills/abs");
  fs::create_directory_symlink("../../" + outside.path().filename().string() + "/secret",
                               src / "skills/rel");
  // A sibling whose name begins like the root's is outside too.
  fs::create_directories(src.path().string() + "-twin");
  fs::create_directory_symlink(src.path().string() + "-twin", src / "skills/twin");
  for (const char* name : {"abs", "twin"}) {
    const LinkTarget t = confined_link_target(src.path(), src / "skills" / name);
    EXPECT_TRUE(t.path.empty()) << name;
    EXPECT_EQ(t.refusal, "its target is outside the source") << name;
  }
  EXPECT_TRUE(confined_link_target(src.path(), src / "skills/rel").path.empty());
  fs::remove_all(src.path().string() + "-twin");
}

TEST(ConfinedLink, LoopsAndDanglingLinksAreRefused) {
  TempDir src;
  fs::create_directories(src / "skills");
  fs::create_directory_symlink("b", src / "skills/a");
  fs::create_directory_symlink("a", src / "skills/b");
  fs::create_directory_symlink("nowhere", src / "skills/c");
  EXPECT_NE(confined_link_target(src.path(), src / "skills/a").refusal.find("loop"),
            std::string::npos);
  EXPECT_EQ(confined_link_target(src.path(), src / "skills/c").refusal,
            "its target does not exist");
}

TEST(ConfinedLink, TheRefusalNamesEachPathItsReasonAndARemedyOnce) {
  std::vector<std::string> entries;
  for (int i = 0; i < 8; ++i) {
    entries.push_back(
        refused_link_entry("skills/x" + std::to_string(i), "its target is outside the source"));
  }
  const std::string m = refused_links_warning("p", entries);
  EXPECT_NE(m.find("plugin 'p': 8 symlink(s)"), std::string::npos) << m;
  EXPECT_NE(m.find("'skills/x0' (its target is outside the source)"), std::string::npos) << m;
  EXPECT_EQ(m.find("'skills/x7'"), std::string::npos) << m;  // bounded: counted, not named
  EXPECT_NE(m.find("and 3 more"), std::string::npos) << m;
  EXPECT_NE(m.find("make each link point inside the repository"), std::string::npos) << m;
}

}  // namespace
}  // namespace mind::discovery

#include "install/item_tree_check.hpp"

#include <gtest/gtest.h>
#include <sys/stat.h>

#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;
using mind::testing::TempDir;
using mind::testing::write_file;

discovery::CatalogItem skill_at(const fs::path& path) {
  discovery::CatalogItem item;
  item.kind = discovery::Kind::skill;
  item.bare_name = path.filename().string();
  item.path = path;
  return item;
}

// spec: LIFE-42 (every refusal, in path order, each with its reason and a hint)
TEST(ItemTreeCheck, ListsEveryRefusalOfTheTreeInPathOrder) {
  TempDir d;
  const fs::path s = d / "skills/s";
  write_file(s / "SKILL.md", "s");
  write_file(s / "AGENTS.md", "a");
  fs::create_symlink("AGENTS.md", s / "CLAUDE.md");  // installs
  fs::create_symlink("../../x", s / "b-out.md");
  ASSERT_EQ(::mkfifo((s / "c-pipe").c_str(), 0600), 0);
  fs::create_symlink("/etc/passwd", s / "d-abs.md");
  const auto refused = item_refusals(skill_at(s));
  ASSERT_EQ(refused.size(), 3u);
  EXPECT_EQ(refused[0].rel, "b-out.md");
  EXPECT_EQ(refused[1].rel, "c-pipe");
  EXPECT_EQ(refused[2].rel, "d-abs.md");
  for (const TreeRefusal& r : refused) EXPECT_NE(r.hint.find("--register-only"), std::string::npos);
  const Error e = refusal_error(s, refused[0]);
  EXPECT_EQ(e.kind(), ErrorKind::io);
  EXPECT_NE(std::string(e.what()).find("refusing to install '" + (s / "b-out.md").string() + "'"),
            std::string::npos);
  ASSERT_EQ(e.hints().size(), 1u);
}

TEST(ItemTreeCheck, ASymlinkedItemAndASymlinkedFileItemAreRefused) {
  TempDir d;
  write_file(d / "real/SKILL.md", "s");
  fs::create_directory_symlink(d / "real", d / "linked");
  const auto dir = item_refusals(skill_at(d / "linked"));
  ASSERT_EQ(dir.size(), 1u);
  EXPECT_EQ(dir[0].reason, "it is not a real directory");
  write_file(d / "agents/a.md", "a");
  fs::create_symlink(d / "agents/a.md", d / "agents/b.md");
  discovery::CatalogItem agent;
  agent.kind = discovery::Kind::agent;
  agent.path = d / "agents/b.md";
  const auto file = item_refusals(agent);
  ASSERT_EQ(file.size(), 1u);
  EXPECT_NE(file[0].reason.find("single-file item"), std::string::npos);
  agent.path = d / "agents/a.md";
  EXPECT_TRUE(item_refusals(agent).empty());
  EXPECT_TRUE(item_refusals(skill_at(d / "real")).empty());
}

}  // namespace
}  // namespace mind::install

#include "install/harness_reserved_warnings.hpp"

#include <gtest/gtest.h>

namespace mind::install {
namespace {

// Issue 43 (Claude Code 2.1.334): only a project's .claude/ ignores the name.
TEST(HarnessReservedWarnings, HarnessNameOfAProjectLink) {
  const std::filesystem::path user = "/home/u/.claude";
  EXPECT_EQ(project_harness_name("/p/.claude/skills/claude-api", user), "claude-api");
  EXPECT_EQ(project_harness_name("/p/.claude/commands/claude-api.md", user), "claude-api");
  EXPECT_EQ(project_harness_name("/home/u/.claude/skills/claude-api", user), "");
  EXPECT_EQ(project_harness_name("/p/.windsurf/skills/claude-api", user), "");
  EXPECT_EQ(project_harness_name("/p/.claude/agents/claude-api.md", user), "");
}

TEST(HarnessReservedWarnings, OneBoundedLineForTheTouchedItems) {
  store::Manifest manifest;
  store::InstalledItem a;
  a.kind = discovery::Kind::skill;
  a.name = a.bare_name = "claude-api";
  a.links = {"/home/u/.claude/skills/claude-api", "/p/.claude/skills/claude-api"};
  store::InstalledItem b = a;
  b.name = b.bare_name = "fine";
  b.links = {"/p/.claude/skills/fine"};
  manifest.items[a.key()] = a;
  manifest.items[b.key()] = b;
  const auto warnings = reserved_name_warnings(manifest, {a.key(), b.key()}, "/home/u/.claude");
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find("skill:claude-api in '/p/.claude'"), std::string::npos);
  EXPECT_EQ(warnings[0].find("fine"), std::string::npos);
  // The same item linked only into the user's folder warns nothing.
  manifest.items[a.key()].links = {"/home/u/.claude/skills/claude-api"};
  EXPECT_TRUE(reserved_name_warnings(manifest, {a.key()}, "/home/u/.claude").empty());
}

}  // namespace
}  // namespace mind::install

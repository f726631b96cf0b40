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

// Issue 43, zebbern/claude-code-guide's shape: skills offered from skills/,
// Claude Code agents in `agents/.claude/agents/` that no root reaches, Codex
// agents (TOML) beside them, and a README in a docs/agents/ folder. Only the
// Claude agents are named, with the flag that ADDS their root.
// spec: CLI-205
TEST(NearMiss, AMeldThatOfferedItemsNamesOnlyWhatNoRootReaches) {
  TempDir src;
  write_file(src / "skills/review/SKILL.md", "---\ndescription: r\n---\n");
  write_file(src / "skills/review/agents/inner.md", "---\nname: inner\n---\n");  // its own file
  write_file(src / "agents/README.md", "# Agents\n");
  write_file(src / "agents/.claude/agents/mapper.md", "---\nname: mapper\ndescription: m\n---\n");
  write_file(src / "agents/.codex/agents/mapper.toml", "name = \"mapper\"\n");
  write_file(src / "docs/agents/README.md", "# About agents\n");
  write_file(src / "workflows/report.md", "a GitHub agentic workflow\n");
  const std::vector<NearMiss> misses =
      find_unreached_layouts(src.path(), {"skills/review", "agents/README.md"});
  ASSERT_EQ(misses.size(), 1u) << misses.front().what;
  EXPECT_NE(misses[0].what.find("'agents/.claude/agents/'"), std::string::npos);
  EXPECT_EQ(misses[0].remedy, "meld with --add-root 'agents/.claude'");
  // With nothing offered, the same walk replaces the roots instead.
  const std::vector<NearMiss> all = find_near_misses(src.path());
  const NearMiss* empty = about(all, "'agents/.claude/'");
  ASSERT_NE(empty, nullptr);
  EXPECT_NE(empty->remedy.find("--root 'agents/.claude'"), std::string::npos) << empty->remedy;
}

// A plugin an added root already took, and a skill beside an offered one,
// are reached; two plugins below the root are two remedies, not one.
// spec: CLI-205
TEST(NearMiss, WhatAnOfferedItemReachesIsNotNamedAndEachPluginHasItsRemedy) {
  TempDir src;
  write_file(src / "a/.claude-plugin/plugin.json", R"({"name":"a"})");
  write_file(src / "a/commands/setup.md", "set up\n");
  write_file(src / "b/.claude-plugin/plugin.json", R"({"name":"b"})");
  write_file(src / "c/.claude-plugin/plugin.json", R"({"name":"c"})");
  write_file(src / "x/skills/one/SKILL.md", "---\ndescription: one\n---\n");
  write_file(src / "x/skills/two/SKILL.md", "unusable\n");
  const std::vector<NearMiss> misses =
      find_unreached_layouts(src.path(), {"a/commands/setup.md", "x/skills/one"});
  ASSERT_EQ(misses.size(), 2u);
  EXPECT_NE(misses[0].what.find("'b/.claude-plugin'"), std::string::npos);
  EXPECT_EQ(misses[0].remedy, "meld with --add-root 'b'");
  EXPECT_EQ(misses[1].remedy, "meld with --add-root 'c'");
  EXPECT_TRUE(find_unreached_layouts(src.path(), {"."}).empty());  // the root is the item
}

}  // namespace
}  // namespace mind::discovery

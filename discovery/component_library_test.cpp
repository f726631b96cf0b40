#include "discovery/component_library.hpp"

#include <gtest/gtest.h>

#include <filesystem>

#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

namespace fs = std::filesystem;
using mind::testing::TempDir;
using mind::testing::write_file;

// spec: CLI-205
TEST(ComponentLibrary, FindsCategoryFoldersAndTheRootsThatTakeThem) {
  TempDir src;
  write_file(src / "cli/components/agents/web/a.md", "---\nname: a\n---\n");
  write_file(src / "cli/components/agents/data/b.md", "---\nname: b\n---\n");
  write_file(src / "cli/components/commands/gw/recipes/c.md", "x");
  write_file(src / "cli/components/skills/docs/pdf/SKILL.md", "x");
  write_file(src / "cli/components/skills/docs/pdf/agents/inner.md", "x");  // a skill's own file
  write_file(src / "cli/components/skills/direct/SKILL.md", "x");
  // A copy of the library vendored inside one of its categories is not a second library.
  write_file(src / "cli/components/agents/web/cli/components/agents/web/a.md", "---\n---\n");
  const std::optional<ComponentLibrary> lib = find_component_library(src.path());
  ASSERT_TRUE(lib);
  EXPECT_EQ(lib->bases, (std::vector<std::string>{"cli/components"}));
  EXPECT_EQ(lib->roots,
            (std::vector<std::string>{"cli/components", "cli/components/agents/*",
                                      "cli/components/commands/*/*", "cli/components/skills/*"}));
  EXPECT_EQ(lib->category_items.size(), 4u);
  EXPECT_TRUE(lib->category_items.contains("cli/components/skills/docs/pdf"));
  EXPECT_EQ(component_counts(*lib), "1 skills, 2 agents, 1 commands");
}

// Issue 43, anthropics/claude-cookbooks' shape: `patterns/agents/prompts/*.md`
// are prompts a project keeps (no frontmatter: Claude Code loads no agent from
// them), not a category of agents the hint should offer.
// spec: CLI-205
TEST(ComponentLibrary, AgentFilesWithoutFrontmatterAreNoCategory) {
  TempDir src;
  write_file(src / "patterns/agents/prompts/citations_agent.md", "You are an agent for ...\n");
  write_file(src / "patterns/agents/prompts/lead_agent.md", "You are the lead ...\n");
  EXPECT_FALSE(find_component_library(src.path()));
  write_file(src / "patterns/agents/prompts/real.md", "---\nname: real\ndescription: d\n---\n");
  const std::optional<ComponentLibrary> lib = find_component_library(src.path());
  ASSERT_TRUE(lib);
  EXPECT_EQ(component_counts(*lib), "1 agents");
}

// spec: CLI-205
TEST(ComponentLibrary, AFlatLayoutOrASymlinkedCategoryIsNoLibrary) {
  TempDir src, outside;
  write_file(src / "agents/a.md", "x");
  write_file(src / "skills/s/SKILL.md", "x");
  write_file(outside / "b.md", "x");
  fs::create_directory_symlink(outside.path(), src / "agents/linked");
  EXPECT_FALSE(find_component_library(src.path()));
}

}  // namespace
}  // namespace mind::discovery

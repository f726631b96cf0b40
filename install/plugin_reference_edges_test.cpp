#include "install/plugin_reference_edges.hpp"

#include <gtest/gtest.h>

#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;
using discovery::Kind;
using mind::testing::TempDir;
using mind::testing::write_file;
using namespacing::ReferenceForm;
using namespacing::Sibling;

discovery::CatalogItem command_at(const fs::path& root, const std::string& rel) {
  discovery::CatalogItem item;
  item.kind = Kind::command;
  item.bare_name = fs::path(rel).stem().string();
  item.path = root / rel;
  item.relative_path = rel;
  item.plugin = "p";
  return item;
}

std::vector<Sibling> siblings() {
  std::vector<Sibling> s(2);
  s[0].kind = Kind::agent;
  s[0].bare_name = s[0].plugin_local_name = "a";
  s[0].effective_name = "p:a";
  s[0].agent_link_name = "a";
  s[1].kind = Kind::workflow;
  s[1].bare_name = "w";
  s[1].plugin_local_name = "wide";
  s[1].effective_name = "p:wide";
  return s;
}

// Decision 18: each distinct reference once, with where it leads once installed.
TEST(PluginReferenceEdges, EachReferenceWithItsTargetAndWhetherItIsInstalled) {
  TempDir d;
  write_file(d / "commands/c.md",
             "---\ndescription: c\n---\nagent('x', { agentType: 'p:a' })\n"
             "again agentType: \"p:a\"\nworkflow('p:wide')\nagentType: 'p:gone'\n"
             "prose p:nothing and p:a\n");
  store::Manifest manifest;
  store::InstalledItem agent;
  agent.kind = Kind::agent;
  agent.name = "p:a";
  manifest.items["agent:p:a"] = agent;
  const auto edges =
      plugin_reference_edges(command_at(d.path(), "commands/c.md"), siblings(), manifest, 1 << 20);
  ASSERT_EQ(edges.size(), 4u);
  EXPECT_EQ(edges[0].written, "p:a");
  EXPECT_EQ(edges[0].form, ReferenceForm::agent_key);
  EXPECT_EQ(edges[0].line, 4u);
  EXPECT_EQ(edges[0].file, "commands/c.md");
  EXPECT_EQ(edges[0].target, "agent:p:a");
  EXPECT_TRUE(edges[0].installed);
  EXPECT_EQ(edges[1].written, "p:wide");
  EXPECT_EQ(edges[1].form, ReferenceForm::workflow_call);
  EXPECT_EQ(edges[1].target, "workflow:p:wide");
  EXPECT_FALSE(edges[1].installed);
  EXPECT_EQ(edges[2].written, "p:gone");  // offered by nobody
  EXPECT_EQ(edges[2].target, std::nullopt);
  EXPECT_FALSE(edges[2].installed);
  // Prose: `p:nothing` is no reference; `p:a` resolves, a form of its own.
  EXPECT_EQ(edges[3].written, "p:a");
  EXPECT_EQ(edges[3].form, ReferenceForm::prose);
  EXPECT_EQ(edges[3].line, 8u);
}

TEST(PluginReferenceEdges, NothingOutsideAPluginOrInACopiedFile) {
  TempDir d;
  write_file(d / "commands/c.md", "agentType: 'p:a'\n");
  discovery::CatalogItem loose = command_at(d.path(), "commands/c.md");
  loose.plugin.reset();
  EXPECT_TRUE(plugin_reference_edges(loose, siblings(), {}, 1 << 20).empty());
  // A skill's script is copied byte for byte: its references are not rewritten.
  write_file(d / "skills/s/SKILL.md", "---\ndescription: s\n---\nnone\n");
  write_file(d / "skills/s/run.py", "agentType = 'p:a'\n");
  discovery::CatalogItem skill = command_at(d.path(), "skills/s");
  skill.kind = Kind::skill;
  EXPECT_TRUE(plugin_reference_edges(skill, siblings(), {}, 1 << 20).empty());
}

TEST(PluginReferenceEdges, FormNames) {
  EXPECT_EQ(reference_form_id(ReferenceForm::agent_key), "agent-key");
  EXPECT_EQ(reference_form_id(ReferenceForm::slash), "slash");
  EXPECT_EQ(reference_form_text(ReferenceForm::workflow_call), "workflow()");
  EXPECT_EQ(reference_form_text(ReferenceForm::skill_call), "Skill()");
}

}  // namespace
}  // namespace mind::install

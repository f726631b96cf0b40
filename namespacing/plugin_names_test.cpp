#include "namespacing/plugin_names.hpp"

#include <gtest/gtest.h>

namespace mind::namespacing {
namespace {

discovery::CatalogItem workflow(std::string stem, std::optional<std::string> meta_name,
                                std::optional<std::string> plugin) {
  discovery::CatalogItem item;
  item.kind = discovery::Kind::workflow;
  item.bare_name = std::move(stem);
  discovery::WorkflowMeta meta;
  meta.status = discovery::MetaStatus::ok;
  meta.name = std::move(meta_name);
  meta.description = "d";
  item.workflow = meta;
  item.plugin = std::move(plugin);
  return item;
}

// Decision 18: Claude Code names a plugin's workflow `<plugin>:<meta.name>`.
TEST(PluginNames, APluginWorkflowInstallsUnderItsMetaName) {
  const discovery::CatalogItem item = workflow("flow", "improve", "p");
  EXPECT_TRUE(takes_meta_name(item));
  EXPECT_EQ(installed_segment(item), "improve");
  EXPECT_EQ(plugin_local_name(item), "improve");
  // A meta.name equal to its stem is renamed too (`sweep` is staged `p:sweep`).
  EXPECT_TRUE(takes_meta_name(workflow("sweep", "sweep", "p")));
}

TEST(PluginNames, OutsidePluginsAndUnsafeNamesKeepTheStem) {
  EXPECT_EQ(installed_segment(workflow("flow", "improve", std::nullopt)), "flow");
  EXPECT_EQ(installed_segment(workflow("flow", "{{ns:flow}}", "p")), "flow");
  EXPECT_EQ(installed_segment(workflow("flow", "a:b", "p")), "flow");
  EXPECT_EQ(installed_segment(workflow("flow", "../x", "p")), "flow");
  EXPECT_EQ(installed_segment(workflow("flow", ".hidden", "p")), "flow");
  EXPECT_EQ(installed_segment(workflow("flow", std::nullopt, "p")), "flow");
  discovery::CatalogItem unread = workflow("flow", "improve", "p");
  unread.workflow->status = discovery::MetaStatus::invalid;
  EXPECT_EQ(installed_segment(unread), "flow");
}

TEST(PluginNames, AnAgentAnswersToItsFrontmatterName) {
  discovery::CatalogItem agent;
  agent.kind = discovery::Kind::agent;
  agent.bare_name = "code-reviewer";
  agent.plugin = "p";
  EXPECT_EQ(plugin_local_name(agent), "code-reviewer");
  agent.agent_name = " reviewer ";
  EXPECT_EQ(plugin_local_name(agent), "reviewer");
  EXPECT_EQ(installed_segment(agent), "code-reviewer");  // identity and store path stay
}

}  // namespace
}  // namespace mind::namespacing

#include "namespacing/agent_link_name.hpp"

#include <gtest/gtest.h>

namespace mind::namespacing {
namespace {

discovery::CatalogItem agent(const std::string& bare, const std::string& frontmatter) {
  discovery::CatalogItem item;
  item.kind = discovery::Kind::agent;
  item.bare_name = bare;
  if (!frontmatter.empty()) item.agent_name = frontmatter;
  return item;
}

// spec: NS-40 (a plain frontmatter name is the link name, never prefixed)
TEST(AgentLinkName, APlainFrontmatterNameIsTheLinkName) {
  EXPECT_EQ(agent_link_name(agent("code-reviewer", "p2-code-reviewer")), "p2-code-reviewer");
  EXPECT_EQ(agent_link_name(agent("x", " spaced-around ")), "spaced-around");
  EXPECT_EQ(agent_link_name(agent("x", "v1.2_agent")), "v1.2_agent");
}

// Issue 43 (github/awesome-copilot): a name no harness would read back as a
// file name, or a hidden one, is never made a file name: the item's own is.
TEST(AgentLinkName, AFrontmatterNameThatIsNoPlainFileNameFallsBackToTheItemName) {
  EXPECT_EQ(agent_link_name(agent("CSharpExpert", "C# Expert")), "CSharpExpert");
  EXPECT_EQ(agent_link_name(agent("se-architect", "SE: Architect")), "se-architect");
  EXPECT_EQ(agent_link_name(agent("dotnet-upgrade", ".NET Upgrade")), "dotnet-upgrade");
  EXPECT_EQ(agent_link_name(agent("a", "ns:reviewer")), "a");
  EXPECT_EQ(agent_link_name(agent("a", "")), "a");
  EXPECT_EQ(agent_link_name(agent("a", "tab\tname")), "a");
}

TEST(AgentLinkName, TheItemNameIsNeverAHiddenFile) {
  EXPECT_EQ(agent_link_name(agent(".NET Upgrade", "")), "NET Upgrade");
  EXPECT_EQ(agent_link_name(agent("..", "")), "agent");
  EXPECT_EQ(visible_link_name("...x"), "x");
  EXPECT_FALSE(is_plain_link_name(".hidden"));
  EXPECT_FALSE(is_plain_link_name("C# Expert"));
  EXPECT_TRUE(is_plain_link_name("CSharpExpert"));
}

TEST(AgentLinkName, OtherKindsLinkUnderTheirBareName) {
  discovery::CatalogItem skill;
  skill.kind = discovery::Kind::skill;
  skill.bare_name = ".odd";
  skill.agent_name = "ignored";
  EXPECT_EQ(agent_link_name(skill), ".odd");
}

}  // namespace
}  // namespace mind::namespacing

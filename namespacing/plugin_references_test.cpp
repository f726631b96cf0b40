#include "namespacing/plugin_references.hpp"

#include <gtest/gtest.h>

#include <vector>

namespace mind::namespacing {
namespace {

using discovery::Kind;

// Plugin `swarm`: an agent `verifier` (frontmatter name `verifier`, links as
// `verifier`), a workflow file `audit.js` whose meta.name is `audit-all`, a
// command `ship`, a skill `style`; installed under the prefix `swarm`.
std::vector<Sibling> swarm() {
  return {{Kind::agent, "verifier", "swarm:verifier", "verifier", std::nullopt, "verifier"},
          {Kind::workflow, "audit", "swarm:audit-all", "audit", std::nullopt, "audit-all"},
          {Kind::command, "ship", "swarm:ship", "ship", std::nullopt, "ship"},
          {Kind::skill, "style", "swarm:style", "style", std::nullopt, "style"}};
}

std::string rewritten(std::string_view text, const std::vector<Sibling>& s = swarm()) {
  return rewrite_plugin_references(text, "swarm", s).text;
}

// Issue 44: the forms Claude Code plugins use to name their own items.
TEST(PluginReferences, EachFormIsFoundWithTheKindItNames) {
  const auto refs = find_plugin_references(
      "agent('x', { agentType: 'swarm:verifier' })\n"
      "await workflow(\"swarm:audit-all\")\n"
      "Skill(swarm:style) then /swarm:ship and swarm:ship.\n"
      "{\"subagent_type\": \"swarm:verifier\"}\n",
      "swarm");
  ASSERT_EQ(refs.size(), 6u);
  EXPECT_EQ(refs[0].form, ReferenceForm::agent_key);
  EXPECT_EQ(refs[0].name, "verifier");
  EXPECT_EQ(refs[0].line, 1u);
  EXPECT_EQ(refs[1].form, ReferenceForm::workflow_call);
  EXPECT_EQ(refs[1].line, 2u);
  EXPECT_EQ(refs[2].form, ReferenceForm::skill_call);
  EXPECT_EQ(refs[3].form, ReferenceForm::slash);
  EXPECT_EQ(refs[4].form, ReferenceForm::prose);
  EXPECT_EQ(refs[4].name, "ship");  // the full stop is not part of it
  EXPECT_EQ(refs[5].form, ReferenceForm::agent_key);
  EXPECT_EQ(refs[5].line, 4u);
}

TEST(PluginReferences, PartsOfLongerNamesAndPathsAreNotReferences) {
  EXPECT_TRUE(
      find_plugin_references("myswarm:ship other:swarm:ship x.swarm:ship\n", "swarm").empty());
  EXPECT_TRUE(find_plugin_references("see dir/swarm:ship and swarm: alone\n", "swarm").empty());
  EXPECT_TRUE(find_plugin_references("swarm:ship", "").empty());
  // A name a template literal computes is not written out (Straitjacket's audit.js).
  EXPECT_TRUE(find_plugin_references("agentType: `swarm:audit-${kind}`", "swarm").empty());
  EXPECT_TRUE(find_plugin_references("swarm:ship \xff", "swarm").empty());  // not UTF-8
}

// Decision 18: each reference becomes the name the sibling installed under;
// an agent links bare, so `swarm:verifier` becomes `verifier`.
TEST(PluginReferences, ReferencesBecomeInstalledNames) {
  EXPECT_EQ(rewritten("agent('x', { agentType: 'swarm:verifier' })"),
            "agent('x', { agentType: 'verifier' })");
  EXPECT_EQ(rewritten("subagent_type: \"swarm:verifier\""), "subagent_type: \"verifier\"");
  EXPECT_EQ(rewritten("Use the swarm:verifier agent."), "Use the verifier agent.");
  // Names that are already what mind installs are left as they are.
  const PluginRewrite same =
      rewrite_plugin_references("workflow('swarm:audit-all') /swarm:ship", "swarm", swarm());
  EXPECT_FALSE(same.changed);
  EXPECT_TRUE(same.unresolved.empty());
}

// Under a consumer alias the prefix differs from the plugin's name.
TEST(PluginReferences, AnAliasedPrefixIsWhatTheRewriteWrites) {
  std::vector<Sibling> s = swarm();
  s[1].effective_name = "team:audit-all";
  s[2].effective_name = "team:ship";
  EXPECT_EQ(rewritten("workflow('swarm:audit-all'); /swarm:ship", s),
            "workflow('team:audit-all'); /team:ship");
}

// The form decides the kind: an agent key never names a command.
TEST(PluginReferences, TheFormChoosesTheKind) {
  std::vector<Sibling> s = swarm();
  s.push_back({Kind::agent, "ship", "swarm:ship", "shipper", std::nullopt, "ship"});
  EXPECT_EQ(rewritten("agentType: 'swarm:ship'", s), "agentType: 'shipper'");
  EXPECT_EQ(rewritten("/swarm:ship", s), "/swarm:ship");
  EXPECT_EQ(rewritten("workflow('swarm:verifier')", s), "workflow('swarm:verifier')");
}

TEST(PluginReferences, UnresolvedCallsAreReportedProseIsNot) {
  const PluginRewrite r = rewrite_plugin_references(
      "agentType: 'swarm:gone'\nworkflow('swarm:nope')\nthe swarm:whatever idea\n", "swarm",
      swarm());
  EXPECT_FALSE(r.changed);
  ASSERT_EQ(r.unresolved.size(), 2u);
  EXPECT_EQ(r.unresolved[0].name, "gone");
  EXPECT_EQ(r.unresolved[1].name, "nope");
  EXPECT_EQ(r.unresolved[1].line, 2u);
  EXPECT_EQ(unresolved_plugin_references("agentType: 'swarm:gone'", "swarm", swarm()).size(), 1u);
}

// Claude Code names a command in a sub-folder `plugin:dir:name`.
TEST(PluginReferences, AQualifiedNameRunsThroughColons) {
  std::vector<Sibling> s = swarm();
  s.push_back({Kind::command, "ci:run", "team:ci:run", "ci:run", std::nullopt, "ci:run"});
  EXPECT_EQ(rewritten("Then /swarm:ci:run.", s), "Then /team:ci:run.");
}

}  // namespace
}  // namespace mind::namespacing

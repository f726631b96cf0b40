// End to end, issue 44 (design decision 18): what mind says of a plugin's
// references to its own items once it has installed them. `recall --tree`
// draws each one as an edge to the sibling under the name mind installed it
// (and shows one that leads nowhere as unresolved), in text and as one JSON
// document; `meld --yes` warns of the ones that point at nothing exactly as
// `learn` does, bounded.

#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/e2e/plugin_fixture.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;
using nlohmann::json;

class PluginReferenceReports : public ::testing::Test {
 protected:
  void SetUp() override {
    write_swarm_marketplace(source);
    fs::create_directories(sandbox.lobe());
  }
  Sandbox sandbox;
  fs::path source = sandbox / "src";
};

// The node of `key` anywhere in a `recall --tree --json` forest, or null.
const json* find_node(const json& nodes, const std::string& key) {
  for (const json& n : nodes) {
    if (n.value("key", "") == key && !n.contains("cycle")) return &n;
    if (n.contains("dependencies")) {
      if (const json* found = find_node(n["dependencies"], key)) return found;
    }
  }
  return nullptr;
}

std::vector<std::string> dependency_keys(const json& node) {
  std::vector<std::string> keys;
  for (const json& d : node["dependencies"]) keys.push_back(d["key"]);
  return keys;
}

// Issue 44 (Deliver): the workflow's `agentType: 'swarm:verifier'` and
// `workflow('swarm:sweep')` are edges to the agent and the workflow under the
// names mind installed them; the command naming `swarm:gone` shows it unresolved.
// spec: DEP-61
// spec: DEP-63
TEST_F(PluginReferenceReports, RecallTreeShowsEachPluginReferenceAsAnEdge) {
  const RunResult meld = sandbox.run({"meld", source.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const RunResult r = sandbox.run({"--json", "recall", "--tree"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json forest = parse_one_document(r);
  const json* audit = find_node(forest, "workflow:swarm:audit-all");
  ASSERT_NE(audit, nullptr) << r.out;
  EXPECT_EQ(dependency_keys(*audit),
            (std::vector<std::string>{"agent:swarm:verifier", "workflow:swarm:sweep"}));
  ASSERT_EQ((*audit)["references"].size(), 2u) << audit->dump(2);
  EXPECT_EQ((*audit)["references"][0], (json{{"from", "workflow:swarm:audit-all"},
                                             {"to", "agent:swarm:verifier"},
                                             {"target", "agent:swarm:verifier"},
                                             {"form", "agent-key"},
                                             {"name", "swarm:verifier"},
                                             {"file", "plugins/swarm/workflows/audit.js"},
                                             {"line", 7},
                                             {"status", "resolved"}}));
  EXPECT_EQ((*audit)["references"][1]["form"], "workflow-call");
  EXPECT_EQ((*audit)["references"][1]["to"], "workflow:swarm:sweep");
  const json* broken = find_node(forest, "command:swarm:broken");
  ASSERT_NE(broken, nullptr) << r.out;
  EXPECT_TRUE((*broken)["dependencies"].empty());
  ASSERT_EQ((*broken)["references"].size(), 1u);
  EXPECT_EQ((*broken)["references"][0]["to"], nullptr);
  EXPECT_EQ((*broken)["references"][0]["target"], nullptr);
  EXPECT_EQ((*broken)["references"][0]["status"], "not-offered");
  // A plugin item is no root when a sibling names it.
  for (const json& root : forest) EXPECT_NE(root["key"], "agent:swarm:verifier") << r.out;

  const RunResult text = sandbox.run({"recall", "--tree"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  // The command names the workflow (`/swarm:audit-all`), which names the agent
  // and the other workflow.
  EXPECT_NE(
      text.out.find("command:swarm:ship\n"
                    "  agent:swarm:verifier (as 'swarm:verifier', agent reference)\n"
                    "  workflow:swarm:audit-all (as 'swarm:audit-all', slash command reference)\n"
                    "    agent:swarm:verifier (as 'swarm:verifier', agent reference)\n"
                    "    workflow:swarm:sweep (as 'swarm:sweep', workflow() reference)\n"),
      std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("command:swarm:broken\n  'swarm:gone' (agent reference): unresolved, "
                          "plugin 'swarm' offers no such item\n"),
            std::string::npos)
      << text.out;
}

// A sibling the plugin offers but that is not installed: the edge is shown
// unresolved, naming the key `learn` would install it under.
// spec: DEP-61
TEST_F(PluginReferenceReports, RecallTreeShowsASiblingNotInstalledAsUnresolved) {
  ASSERT_EQ(sandbox.run({"meld", source.string(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "command:swarm:ship"}).exit_code, 0);
  const RunResult text = sandbox.run({"recall", "command:swarm:ship", "--tree"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_EQ(text.out,
            "command:swarm:ship\n"
            "  'swarm:verifier' (agent reference): unresolved, agent:swarm:verifier is not "
            "installed\n"
            "  'swarm:audit-all' (slash command reference): unresolved, workflow:swarm:audit-all "
            "is not installed\n");
  const RunResult r = sandbox.run({"--json", "recall", "command:swarm:ship", "--tree"});
  const json node = parse_one_document(r);
  ASSERT_EQ(node["references"].size(), 2u) << r.out;
  EXPECT_EQ(node["references"][0]["status"], "not-installed");
  EXPECT_EQ(node["references"][0]["to"], nullptr);
  EXPECT_EQ(node["references"][0]["target"], "agent:swarm:verifier");
  EXPECT_EQ(node["references"][1]["form"], "slash");

  ASSERT_EQ(sandbox.run({"learn", "agent:swarm:verifier"}).exit_code, 0);
  const RunResult after = sandbox.run({"recall", "command:swarm:ship", "--tree"});
  EXPECT_NE(after.out.find("  agent:swarm:verifier (as 'swarm:verifier', agent reference)\n"),
            std::string::npos)
      << after.out;
}

// Issue 44: meld --yes installs as learn does, so it says what points at
// nothing as learn says it, from the same function.
TEST_F(PluginReferenceReports, MeldReportsUnresolvedReferencesAsLearnDoes) {
  const RunResult meld = sandbox.run({"meld", source.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_NE(meld.err.find("warning: command:swarm:broken names 'swarm:gone', which plugin 'swarm' "
                          "does not offer; installed, these references point at nothing"),
            std::string::npos)
      << meld.err;
  // What resolved says nothing.
  EXPECT_EQ(meld.err.find("command:swarm:ship names"), std::string::npos) << meld.err;
}

// One line per item, at most five, then one counting the rest.
TEST_F(PluginReferenceReports, MeldsWarningsAreBounded) {
  for (int i = 0; i < 8; ++i) {
    write_file(source / ("plugins/swarm/commands/lost" + std::to_string(i) + ".md"),
               "---\ndescription: lost\n---\nagent('x', { agentType: 'swarm:nobody" +
                   std::to_string(i) + "' })\n");
  }
  const RunResult meld = sandbox.run({"--json", "meld", source.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  parse_one_document(meld);
  std::size_t lines = 0;
  for (std::size_t at = 0; (at = meld.err.find("point at nothing", at)) != std::string::npos; ++at)
    ++lines;
  EXPECT_EQ(lines, 5u) << meld.err;
  EXPECT_NE(meld.err.find("4 more items name plugin items that are not installed or not offered; "
                          "`mind review` lists them"),
            std::string::npos)
      << meld.err;
}

// One function, so meld says what learn says of the same item: here a
// project-scope reserved name (issue 43), linked into a project's .claude/.
TEST(InstallWarnings, MeldAndLearnWarnTheSameOfTheSameItem) {
  Sandbox sandbox;
  const fs::path src = sandbox / "src/kit";
  write_file(src / "skills/claude-api/SKILL.md", "---\ndescription: api\n---\nbody\n");
  const std::map<std::string, std::string> project_lobe = {
      {"MIND_AGENT_HOMES", (sandbox / "proj/.claude").string()}};
  fs::create_directories(sandbox / "proj/.claude");
  const RunResult meld = sandbox.run({"meld", src.string(), "--yes"}, project_lobe);
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const std::string said =
      "skill:claude-api in '" + (sandbox / "proj/.claude").string() + "' takes a name";
  EXPECT_NE(meld.err.find(said), std::string::npos) << meld.err;
  ASSERT_EQ(sandbox.run({"forget", "skill:claude-api", "--yes"}, project_lobe).exit_code, 0);
  const RunResult learn = sandbox.run({"learn", "skill:claude-api"}, project_lobe);
  ASSERT_EQ(learn.exit_code, 0) << learn.err;
  EXPECT_NE(learn.err.find(said), std::string::npos) << learn.err;
}

}  // namespace
}  // namespace mind::e2e

// End-to-end: a Claude plugin's items keep the names Claude Code gives them,
// and the plugin's references to its own items follow them (design decision
// 18, issue 44): a workflow installs as `<plugin>:<meta.name>` with its staged
// meta saying so, an agent links bare and every `agentType: '<plugin>:<agent>'`
// is rewritten to that bare name, a reference to an item the plugin does not
// offer is reported by review and by learn, and `unguarded-reference` never
// flags the plugin half of a plugin-qualified name.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/plugin_fixture.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using nlohmann::json;

class PluginNames : public ::testing::Test {
 protected:
  void SetUp() override { write_swarm_marketplace(source); }
  Sandbox sandbox;
  fs::path source = sandbox / "src";
};

TEST_F(PluginNames, AWorkflowInstallsUnderPluginAndMetaName) {
  const RunResult meld = sandbox.run({"meld", source.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_NE(meld.out.find("learned workflow:swarm:audit-all"), std::string::npos) << meld.out;
  EXPECT_NE(meld.out.find("learned workflow:swarm:sweep"), std::string::npos) << meld.out;
  // Its staged meta says so: the harness reads `swarm:audit-all`, nothing diverges.
  EXPECT_EQ(meld.err.find("answer to a harness name"), std::string::npos) << meld.err;
  const std::string audit = read_file(sandbox.lobe() / "workflows/swarm:audit-all.js");
  EXPECT_NE(audit.find("name: 'swarm:audit-all',"), std::string::npos) << audit;
  EXPECT_NE(audit.find("description: 'audit everything',"), std::string::npos) << audit;
  const RunResult recall = sandbox.run({"recall", "workflow:swarm:audit-all", "--json"});
  ASSERT_EQ(recall.exit_code, 0) << recall.err;
  EXPECT_EQ(json::parse(recall.out)["harness_name"], "swarm:audit-all") << recall.out;
  EXPECT_EQ(sandbox.run({"forget", "workflow:swarm:audit-all"}).exit_code, 0);
  EXPECT_EQ(sandbox.run({"learn", "workflow:swarm:audit-all"}).exit_code, 0);
}

TEST_F(PluginNames, AgentReferencesBecomeTheAgentsLinkName) {
  ASSERT_EQ(sandbox.run({"meld", source.string(), "--yes"}).exit_code, 0);
  ASSERT_TRUE(fs::exists(sandbox.lobe() / "agents/verifier.md"));
  const std::string audit = read_file(sandbox.lobe() / "workflows/swarm:audit-all.js");
  EXPECT_NE(audit.find("agentType: 'verifier'"), std::string::npos) << audit;
  EXPECT_NE(audit.find("workflow('swarm:sweep')"), std::string::npos) << audit;
  const std::string sweep = read_file(sandbox.lobe() / "workflows/swarm:sweep.js");
  EXPECT_NE(sweep.find("agentType: \"verifier\""), std::string::npos) << sweep;
  const std::string ship = read_file(sandbox.lobe() / "commands/swarm:ship.md");
  EXPECT_NE(ship.find("subagent_type: \"verifier\", then run /swarm:audit-all."), std::string::npos)
      << ship;
  const std::string style = read_file(sandbox.lobe() / "skills/swarm:style/SKILL.md");
  EXPECT_NE(style.find("Ask the verifier agent."), std::string::npos) << style;
  // The source is untouched, and a fresh install is not drifted (decision 8).
  EXPECT_NE(read_file(source / "plugins/swarm/workflows/audit.js").find("'swarm:verifier'"),
            std::string::npos);
  const RunResult introspect = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(introspect.out.find("\"drifted\":[{"), std::string::npos) << introspect.out;
}

// Under a consumer alias the prefix changes, and the references with it.
TEST_F(PluginNames, AnAliasRenamesTheReferencesToo) {
  ASSERT_EQ(sandbox.run({"meld", source.string(), "--namespace", "team", "--yes"}).exit_code, 0);
  const std::string audit = read_file(sandbox.lobe() / "workflows/team:swarm:audit-all.js");
  EXPECT_NE(audit.find("name: 'team:swarm:audit-all',"), std::string::npos) << audit;
  EXPECT_NE(audit.find("workflow('team:swarm:sweep')"), std::string::npos) << audit;
  EXPECT_NE(audit.find("agentType: 'verifier'"), std::string::npos) << audit;
}

TEST_F(PluginNames, ReviewReportsWhatPointsAtNothingAndNeverThePluginHalf) {
  const RunResult review = sandbox.run({"review", source.string(), "--json"});
  const json doc = json::parse(review.out);
  int plugin_refs = 0;
  ASSERT_TRUE(doc["hard"].empty()) << review.out;
  for (const json& f : doc["advisory"]) {
    const std::string tag = f["kind"];
    const std::string message = f["message"];
    EXPECT_NE(tag, "unguarded-reference") << message;  // `swarm` in `swarm:verifier`
    EXPECT_NE(tag, "workflow-name") << message;        // staged as its installed name
    if (tag != "plugin-reference") continue;
    ++plugin_refs;
    EXPECT_NE(message.find("'swarm:gone'"), std::string::npos) << message;
    EXPECT_EQ(f["file"], "plugins/swarm/commands/broken.md");
    EXPECT_EQ(f["line"], 4);
  }
  EXPECT_EQ(plugin_refs, 1) << review.out;
}

// A reference resolves after install only if its target is installed too.
TEST_F(PluginNames, LearnSaysWhichReferencePointsAtNothing) {
  ASSERT_EQ(sandbox.run({"meld", source.string(), "--register-only"}).exit_code, 0);
  const RunResult broken = sandbox.run({"learn", "command:swarm:broken"});
  ASSERT_EQ(broken.exit_code, 0) << broken.err;
  EXPECT_NE(broken.err.find("command:swarm:broken names 'swarm:gone', which plugin 'swarm' does "
                            "not offer; installed, these references point at nothing"),
            std::string::npos)
      << broken.err;
  const RunResult ship = sandbox.run({"learn", "command:swarm:ship"});
  ASSERT_EQ(ship.exit_code, 0) << ship.err;
  EXPECT_NE(ship.err.find("command:swarm:ship names 'swarm:verifier' (agent:swarm:verifier), "
                          "'swarm:audit-all' (workflow:swarm:audit-all), not installed"),
            std::string::npos)
      << ship.err;
  EXPECT_NE(ship.err.find("`mind learn agent:swarm:verifier` installs the first"),
            std::string::npos)
      << ship.err;
  // With its targets installed first, the same item says nothing.
  ASSERT_EQ(sandbox.run({"forget", "command:swarm:ship"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "agent:swarm:verifier", "workflow:swarm:audit-all"}).exit_code,
            0);
  const RunResult again = sandbox.run({"learn", "command:swarm:ship"});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_EQ(again.err.find("swarm:verifier"), std::string::npos) << again.err;
}

}  // namespace
}  // namespace mind::e2e

// End-to-end, decided by the real Claude Code (design decision 18, issue 44):
// on the home mind installed a plugin into, Claude Code 2.1.334, run offline
// by tests/tools/claude-home-loads, lists each plugin workflow under
// `<plugin>:<meta.name>`, and every agent a rewritten `agentType` or
// `subagent_type` names is an agent it lists. Runs where node, npm, unshare and
// python3 are installed (the tool fetches the client from npm once into
// ~/.cache/claude-loads); skipped, saying so, where they are not.

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <memory>
#include <regex>
#include <set>

#include "tests/e2e/claude_home_client.hpp"
#include "tests/e2e/harness.hpp"
#include "tests/e2e/plugin_fixture.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;

TEST(PluginNamesClient, ClaudeCodeListsPluginWorkflowsAndTheAgentsTheyName) {
  if (!claude_client_can_run()) {
    GTEST_SKIP() << "node, npm, unshare or python3 is not installed: the real Claude Code cannot "
                    "run here (apt-get install nodejs npm util-linux python3)";
  }
  Sandbox sandbox;
  write_swarm_marketplace(sandbox / "src");
  const RunResult meld = sandbox.run({"meld", (sandbox / "src").string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const std::set<std::string> listed = claude_lists(sandbox.home());
  EXPECT_TRUE(listed.count("workflow swarm:audit-all")) << ::testing::PrintToString(listed);
  EXPECT_TRUE(listed.count("workflow swarm:sweep")) << ::testing::PrintToString(listed);
  EXPECT_TRUE(listed.count("command swarm:ship")) << ::testing::PrintToString(listed);
  // A skill is listed under its frontmatter `name` (`style`), its folder (the
  // effective name) as an alias: measured, see docs/architecture.md.
  EXPECT_TRUE(listed.count("skill-alias swarm:style")) << ::testing::PrintToString(listed);
  // Every agent reference in what mind installed names an agent Claude Code lists.
  const std::regex agent_ref(R"re((?:agentType|subagent_type)\s*:\s*['"]([^'"]+)['"])re");
  int refs = 0;
  for (const char* file :
       {"workflows/swarm:audit-all.js", "workflows/swarm:sweep.js", "commands/swarm:ship.md"}) {
    const std::string text = read_file(sandbox.lobe() / file);
    for (std::sregex_iterator it(text.begin(), text.end(), agent_ref), end; it != end; ++it) {
      ++refs;
      EXPECT_TRUE(listed.count("agent " + (*it)[1].str()))
          << file << " names agent " << (*it)[1]
          << ", not listed: " << ::testing::PrintToString(listed);
    }
  }
  EXPECT_EQ(refs, 3);
}

}  // namespace
}  // namespace mind::e2e

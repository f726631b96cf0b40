// End to end, decided by the real Claude Code (issue 44, `.claude/` folders):
// a source that publishes its project setup in `.claude/{skills,agents,
// commands,workflows}` is melded, and Claude Code (tests/tools/claude-version;
// 2.1.334 and 2.1.335 measured alike), run offline by
// tests/tools/claude-home-loads, lists from the home mind installed exactly
// what it lists from that folder run as a project: each item under the name
// mind installed it under, which is the name Claude Code gives it there (a
// command in a sub-folder `.claude/commands/<dir>/<n>.md` is `<dir>:<n>`).
// mind takes the folder in user scope (docs/sources.md). Runs where node, npm,
// unshare and python3 are installed; skipped, saying so, where they are not.

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <memory>
#include <nlohmann/json.hpp>
#include <set>

#include "tests/e2e/claude_home_client.hpp"
#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::write_file;

// A published setup of each kind: a skill whose frontmatter `name` is its
// folder's and one whose is not, an agent, a command at the top and one in a
// nested folder, a workflow.
void publish_setup(const fs::path& src) {
  write_file(src / "README.md", "our setup\n");
  write_file(src / ".claude/skills/triage/SKILL.md",
             "---\nname: triage\ndescription: triage issues\n---\nbody\n");
  write_file(src / ".claude/skills/fmt/SKILL.md",
             "---\nname: formatter\ndescription: format code\n---\nbody\n");
  write_file(src / ".claude/agents/reviewer.md",
             "---\nname: reviewer\ndescription: reviews changes\n---\nbody\n");
  write_file(src / ".claude/commands/ship.md", "---\ndescription: ship it\n---\nbody\n");
  write_file(src / ".claude/commands/ops/deploy.md", "---\ndescription: deploy\n---\nbody\n");
  write_file(src / ".claude/commands/ops/db/migrate.md", "---\ndescription: migrate\n---\nbody\n");
  write_file(src / ".claude/workflows/nightly.js",
             "export const meta = { name: 'nightly', description: 'every night' };\n"
             "export default async function nightly() {}\n");
  write_file(src / ".claude/settings.json", "{}\n");
}

// The `kind name` line Claude Code gives each installed item, from the manifest.
std::set<std::string> installed_names(const Sandbox& sandbox) {
  std::set<std::string> names;
  const nlohmann::json items =
      nlohmann::json::parse(read_file(sandbox.mind_home() / "manifest.json"))["items"];
  for (const auto& [key, item] : items.items()) {
    names.insert(item["kind"].get<std::string>() + " " + item["name"].get<std::string>());
  }
  return names;
}

TEST(ProjectSetupClient, ClaudeCodeListsTheMeldedSetupAsItListsTheProject) {
  if (!claude_client_can_run()) {
    GTEST_SKIP() << "node, npm, unshare or python3 is not installed: the real Claude Code cannot "
                    "run here (apt-get install nodejs npm util-linux python3)";
  }
  Sandbox sandbox;
  const fs::path src = sandbox / "src/setup";
  publish_setup(src);
  fs::create_directories(sandbox.lobe());
  const RunResult meld = sandbox.run({"meld", src.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err << meld.out;

  const std::set<std::string> from_home = claude_lists(sandbox.home());
  const fs::path empty = sandbox / "empty-home";
  fs::create_directories(empty);
  const std::set<std::string> as_project = claude_lists(empty, src);
  EXPECT_EQ(from_home, as_project);
  // Each item mind installed is listed under the name mind gave it.
  const std::set<std::string> names = installed_names(sandbox);
  EXPECT_EQ(names, (std::set<std::string>{"agent reviewer", "command ops:db:migrate",
                                          "command ops:deploy", "command ship", "skill fmt",
                                          "skill triage", "workflow nightly"}));
  for (const std::string& name : names) {
    // A skill is listed by its frontmatter `name`, its folder as an alias.
    const std::string alias = name.starts_with("skill ") ? "skill-alias " + name.substr(6) : "";
    EXPECT_TRUE(from_home.count(name) || from_home.count(alias))
        << name << " not listed: " << ::testing::PrintToString(from_home);
  }
}

}  // namespace
}  // namespace mind::e2e

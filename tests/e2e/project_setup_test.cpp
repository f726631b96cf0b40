// End to end, issue 44 (`.claude/` folders): a repository that publishes its
// Claude Code project setup (`.claude/{skills,agents,commands,workflows}`) is
// offered those items, by `review` and by `meld` alike; a repository whose
// manifest defines its items keeps them, its `.claude/` dev setup unread.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

void project_setup(const fs::path& src) {
  write_file(src / "README.md", "our setup\n");
  write_file(src / ".claude/skills/triage/SKILL.md", "---\ndescription: triage\n---\nbody\n");
  write_file(src / ".claude/agents/reviewer.md", "---\ndescription: reviewer\n---\nbody\n");
  write_file(src / ".claude/commands/ship.md", "---\ndescription: ship\n---\nbody\n");
  write_file(src / ".claude/workflows/nightly.js",
             "export const meta = { name: 'nightly', description: 'n' };\n");
  write_file(src / ".claude/settings.json", "{}\n");
}

std::set<std::string> installed(const Sandbox& sandbox) {
  std::set<std::string> keys;
  const json items = json::parse(read_file(sandbox.mind_home() / "manifest.json"))["items"];
  for (const auto& [key, item] : items.items()) keys.insert(key);
  return keys;
}

// Issue 44: review sees what meld offers, and meld installs it in user scope.
TEST(ProjectSetup, AClaudeFolderIsReviewedAndMeldedAsTheSourcesItems) {
  Sandbox sandbox;
  const fs::path src = sandbox / "src/setup";
  project_setup(src);
  fs::create_directories(sandbox.lobe());
  const RunResult review = sandbox.run({"review", src.string()});
  EXPECT_EQ(review.exit_code, 0) << review.err;
  const std::string said = review.out + review.err;
  EXPECT_EQ(said.find("nothing in it comes close"), std::string::npos) << said;
  EXPECT_NE(said.find("items read from .claude/"), std::string::npos) << said;
  const RunResult meld = sandbox.run({"meld", src.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err << meld.out;
  EXPECT_EQ(installed(sandbox), (std::set<std::string>{"agent:reviewer", "command:ship",
                                                       "skill:triage", "workflow:nightly"}));
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "skills/triage/SKILL.md"));
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "commands/ship.md"));
}

// Issue 44: the root's own items win; `.claude/` is read only when it offers none.
TEST(ProjectSetup, RootItemsOrAManifestKeepTheirItems) {
  Sandbox sandbox;
  const fs::path root_items = sandbox / "src/root-items";
  project_setup(root_items);
  write_file(root_items / "skills/public/SKILL.md", "---\ndescription: public\n---\nbody\n");
  const fs::path plugin = sandbox / "src/plugin";
  project_setup(plugin);
  write_file(plugin / ".claude-plugin/plugin.json", R"({"name": "kit"})");
  write_file(plugin / "commands/released.md", "---\ndescription: released\n---\nbody\n");
  fs::create_directories(sandbox.lobe());
  ASSERT_EQ(sandbox.run({"meld", root_items.string(), "--yes"}).exit_code, 0);
  EXPECT_EQ(installed(sandbox), std::set<std::string>{"skill:public"});
  const RunResult meld = sandbox.run({"meld", plugin.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const std::set<std::string> keys = installed(sandbox);
  EXPECT_EQ(keys.size(), 2u);
  for (const std::string& key : keys) {
    EXPECT_TRUE(key == "skill:public" || key.find("released") != std::string::npos) << key;
  }
}

}  // namespace
}  // namespace mind::e2e

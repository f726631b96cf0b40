// End-to-end: a marketplace whose plugins share item names (the shape of
// anthropics/claude-code and wshobson/agents) keeps one identity per item,
// (source, plugin, kind, bare name) (design decision 8): a fresh meld is clean,
// an upgrade with nothing new changes nothing, one upstream edit is one drifted
// item, and two items that want one link path are never both claimed.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

constexpr int kPlugins = 6;

std::string agent(const std::string& name, const std::string& body) {
  return "---\nname: " + name + "\ndescription: " + body + "\n---\n" + body + "\n";
}

std::string skill(const std::string& body) {
  return "---\ndescription: " + body + "\n---\n" + body + "\n";
}

// Plugins p0..p5, each with a skill `access`, a command `help` and an agent
// `code-reviewer`; p0 and p1 give theirs the one harness name `code-reviewer`
// (as feature-dev and pr-review-toolkit do), the others a plugin-specific one
// (as wshobson/agents does).
class MarketplaceIdentity : public ::testing::Test {
 protected:
  void SetUp() override {
    json plugins = json::array();
    for (int i = 0; i < kPlugins; ++i) {
      const std::string p = "p" + std::to_string(i);
      const std::string dir = "plugins/" + p + "/";
      write_file(repo.dir() / (dir + ".claude-plugin/plugin.json"),
                 json{{"name", p}, {"version", "1.0.0"}}.dump());
      write_file(repo.dir() / (dir + "skills/access/SKILL.md"), skill("access of " + p));
      write_file(repo.dir() / (dir + "commands/help.md"), skill("help of " + p));
      const std::string harness = i < 2 ? "code-reviewer" : p + "-code-reviewer";
      write_file(repo.dir() / (dir + "agents/code-reviewer.md"), agent(harness, "reviewer " + p));
      plugins.push_back({{"name", p}, {"source", "./" + dir.substr(0, dir.size() - 1)}});
    }
    repo.commit_file(".claude-plugin/marketplace.json",
                     json{{"name", "market"}, {"plugins", plugins}}.dump(), "market");
  }

  json manifest_items() const {
    return json::parse(read_file(sandbox.mind_home() / "manifest.json"))["items"];
  }

  RunResult meld_yes() const { return sandbox.run({"meld", repo.url(), "--yes", "--json"}); }

  Sandbox sandbox;
  GitRepo repo{sandbox / "market"};
};

// spec: LIFE-11 (a fresh install is never drifted; nothing new is no upgrade)
// spec: NS-41
TEST_F(MarketplaceIdentity, AFreshMeldIsCleanAndAnUpgradeChangesNothing) {
  const RunResult melded = meld_yes();
  ASSERT_EQ(melded.exit_code, 0) << melded.err;
  const json doc = json::parse(melded.out);
  // 6 skills, 6 commands, 6 agents; p1's agent wants p0's link and is skipped.
  EXPECT_EQ(doc["installed"].size(), 17U) << doc;
  ASSERT_EQ(doc["skipped"].size(), 1U) << doc;
  EXPECT_EQ(doc["skipped"][0]["key"], "agent:p1:code-reviewer");
  EXPECT_EQ(doc["skipped"][0]["reason"], "agent-collision");
  EXPECT_EQ(doc["skipped"][0]["held_by"], "agent:p0:code-reviewer");
  EXPECT_NE(read_file(sandbox.lobe() / "agents/code-reviewer.md").find("reviewer p0"),
            std::string::npos);

  const json items = manifest_items();
  EXPECT_EQ(items["agent:p3:code-reviewer"]["plugin"], "p3");
  EXPECT_EQ(items["skill:p4:access"]["plugin"], "p4");

  // recall --json and probe --json carry the plugin (design decision 8).
  const json recalled = json::parse(sandbox.run({"recall", "--json"}).out)["items"][0]["items"];
  ASSERT_FALSE(recalled.empty());
  for (const json& item : recalled) EXPECT_TRUE(item["plugin"].is_string()) << item;
  const std::string probed = sandbox.run({"probe", "access", "--json"}).out;
  EXPECT_NE(probed.find("\"plugin\": \"p5\""), std::string::npos) << probed;

  const RunResult introspect = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(introspect.exit_code, 0) << introspect.out;
  EXPECT_EQ(json::parse(introspect.out)["issues"].size(), 0U) << introspect.out;

  const RunResult upgrade = sandbox.run({"upgrade", "--yes"});
  EXPECT_EQ(upgrade.exit_code, 0) << upgrade.err;
  EXPECT_NE(upgrade.out.find("up to date"), std::string::npos) << upgrade.out;
  EXPECT_EQ(manifest_items(), items);  // nothing renamed, nothing removed
}

// spec: LIFE-15 (drift is the source content of that one item)
// spec: LIFE-13
TEST_F(MarketplaceIdentity, OneUpstreamEditIsOneDriftedItemAndUpgradeClearsIt) {
  ASSERT_EQ(meld_yes().exit_code, 0);
  repo.commit_file("plugins/p3/skills/access/SKILL.md", skill("access of p3, edited"), "edit");
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);

  const RunResult before = sandbox.run({"introspect", "--json"});
  const json issues = json::parse(before.out)["issues"];
  ASSERT_EQ(issues.size(), 1U) << before.out;
  EXPECT_EQ(issues[0]["target"], "skill:p3:access");
  EXPECT_EQ(issues[0]["kind"], "drifted");

  const RunResult upgrade = sandbox.run({"upgrade", "--yes", "--json"});
  ASSERT_EQ(upgrade.exit_code, 0) << upgrade.err;
  EXPECT_EQ(json::parse(upgrade.out)["installed"], json::array({"skill:p3:access"})) << upgrade.out;
  EXPECT_NE(read_file(sandbox.lobe() / "skills/p3:access/SKILL.md").find("edited"),
            std::string::npos);
  EXPECT_EQ(json::parse(sandbox.run({"introspect", "--json"}).out)["issues"].size(), 0U);
}

// spec: NS-41 (inside one source too: one link, two plugins)
TEST_F(MarketplaceIdentity, AnExplicitLearnOfTheSecondAgentIsRefused) {
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "agent:p0:code-reviewer"}).exit_code, 0);
  const RunResult second = sandbox.run({"learn", "agent:p1:code-reviewer", "--json"});
  EXPECT_EQ(second.exit_code, 1);
  const json error = json::parse(second.out)["error"];
  EXPECT_EQ(error["kind"], "agent-collision");
  const std::string message = error["message"].get<std::string>();
  EXPECT_NE(message.find("agent:p0:code-reviewer"), std::string::npos) << message;
  EXPECT_NE(message.find("'p1'"), std::string::npos) << message;
  const RunResult text = sandbox.run({"learn", "agent:p1:code-reviewer"});
  EXPECT_NE(text.err.find("mind forget"), std::string::npos) << text.err;  // the remedy
  EXPECT_FALSE(manifest_items().contains("agent:p1:code-reviewer"));
  EXPECT_NE(read_file(sandbox.lobe() / "agents/code-reviewer.md").find("reviewer p0"),
            std::string::npos);
}

// spec: CLI-20 (unmeld: the source and, with it, every link and store copy of its items)
TEST_F(MarketplaceIdentity, UnmeldLeavesNoLinkAndNoStoreCopy) {
  ASSERT_EQ(meld_yes().exit_code, 0);
  const std::string source = json::parse(sandbox.run({"recall", "--json"}).out)["items"][0]["name"];
  const RunResult r = sandbox.run({"unmeld", source, "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(manifest_items().empty());
  for (const auto& e : fs::recursive_directory_iterator(sandbox.lobe())) {
    EXPECT_FALSE(e.is_symlink()) << e.path();
  }
  std::size_t store_files = 0;  // empty kind folders may stay; no item copy does
  if (fs::exists(sandbox.mind_home() / "store")) {
    for (const auto& e : fs::recursive_directory_iterator(sandbox.mind_home() / "store")) {
      store_files += !e.is_directory();
    }
  }
  EXPECT_EQ(store_files, 0U);
}

// Design decision 8: a manifest written before `plugin` existed still matches
// its items by the names they have: no false rename, no false drift.
TEST_F(MarketplaceIdentity, AManifestWithoutPluginFieldsStillMatches) {
  ASSERT_EQ(meld_yes().exit_code, 0);
  json doc = json::parse(read_file(sandbox.mind_home() / "manifest.json"));
  for (auto& [key, item] : doc["items"].items()) item.erase("plugin");
  write_file(sandbox.mind_home() / "manifest.json", doc.dump(2));
  const RunResult introspect = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(json::parse(introspect.out)["issues"].size(), 0U) << introspect.out;
  const RunResult upgrade = sandbox.run({"upgrade", "--yes"});
  EXPECT_NE(upgrade.out.find("up to date"), std::string::npos) << upgrade.out;
  EXPECT_EQ(manifest_items().size(), 17U);
}

// spec: WF-59 (one bounded report per defect, whatever the count)
// spec: WF-24
TEST(BoundedWarnings, TwoThousandDivergingWorkflowsGiveOneShortReport) {
  Sandbox sandbox;
  constexpr int kCount = 2000;
  for (int i = 0; i < kCount; ++i) {
    write_file(sandbox / ("kit/workflows/w" + std::to_string(i) + ".js"),
               "export const meta = { name: 'other-" + std::to_string(i) +
                   "', description: 'd' };\nexport default async function run() {}\n");
  }
  ASSERT_EQ(sandbox.run({"meld", (sandbox / "kit").string(), "--register-only"}).exit_code, 0);
  const RunResult r = sandbox.run({"learn", "--all", "kit"});
  ASSERT_EQ(r.exit_code, 0) << r.err.substr(0, 2000);
  EXPECT_LT(r.err.size(), 8192U);
  EXPECT_NE(r.err.find("2000 workflows answer to a harness name other than their effective name"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("and 1995 more"), std::string::npos);
  std::size_t links = 0;
  for (const auto& e : fs::directory_iterator(sandbox.lobe() / "workflows"))
    links += e.is_symlink();
  EXPECT_EQ(links, static_cast<std::size_t>(kCount));
}

}  // namespace
}  // namespace mind::e2e

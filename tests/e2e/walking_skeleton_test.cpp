// End-to-end: meld a local source, probe, learn, recall, forget, with the real
// binary, a throwaway home and real symlinks.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

class Skeleton : public ::testing::Test {
 protected:
  void SetUp() override { source = sandbox.copy_example("starter"); }

  RunResult meld_register() { return sandbox.run({"meld", source.string(), "--register-only"}); }

  Sandbox sandbox;
  fs::path source;
};

// spec: CLI-10
// spec: STO-72
// spec: STO-43
TEST_F(Skeleton, MeldRecordsTheLocalSourceInSourcesJson) {
  RunResult r = meld_register();
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json reg = json::parse(read_file(sandbox.mind_home() / "sources.json"));
  ASSERT_EQ(reg["sources"].size(), 1u);
  EXPECT_EQ(reg["sources"][0]["name"],
            "local/" + source.parent_path().filename().string() + "/starter");
  EXPECT_EQ(reg["sources"][0]["url"], source.string());
  EXPECT_EQ(reg["sources"][0]["pin"]["kind"], "default-branch");
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills"));  // --register-only installs nothing
  EXPECT_TRUE(fs::exists(sandbox.mind_home() / "config.toml"));
}

// spec: CLI-84
// spec: WF-62
TEST_F(Skeleton, ProbeJsonListsEveryKindWithStructuralIdentity) {
  ASSERT_EQ(meld_register().exit_code, 0);
  RunResult r = sandbox.run({"probe", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json doc = parse_one_document(r);
  EXPECT_EQ(doc["schema"], 1);
  std::set<std::string> kinds;
  for (const json& row : doc["items"]) {
    kinds.insert(row["kind"].get<std::string>());
    EXPECT_EQ(row["installed"], false);
    EXPECT_TRUE(row["source"].get<std::string>().ends_with("/starter"));
    EXPECT_EQ(row["name"], row["bare_name"]);
    EXPECT_TRUE(row["prefix"].is_null());
    EXPECT_TRUE(row["description"].is_string()) << row;
    EXPECT_EQ(row.contains("when_to_use"), row["kind"] == "workflow");
  }
  EXPECT_EQ(kinds,
            (std::set<std::string>{"skill", "agent", "rule", "command", "tool", "workflow"}));
}

// spec: WF-10
// spec: CLI-30
// spec: LIFE-40
TEST_F(Skeleton, LearnAllInstallsAndLinksEveryItem) {
  ASSERT_EQ(meld_register().exit_code, 0);
  RunResult r = sandbox.run({"learn", "--all", "starter"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path store = sandbox.mind_home() / "store";
  EXPECT_EQ(fs::read_symlink(sandbox.lobe() / "workflows/triage.js"), store / "workflow/triage");
  EXPECT_EQ(fs::read_symlink(sandbox.lobe() / "skills/code-review"), store / "skill/code-review");
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "agents/test-writer.md"));
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "rules/commit-style.md"));
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "commands/changelog.md"));
  EXPECT_TRUE(fs::is_directory(store / "tool/todo-scan"));
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "tools"));  // TOOL-3: store-only
  const json manifest = json::parse(read_file(sandbox.mind_home() / "manifest.json"));
  EXPECT_EQ(manifest["items"].size(), 6u);
  EXPECT_EQ(manifest["items"]["workflow:triage"]["store"], "store/workflow/triage");
}

// spec: CLI-157
TEST_F(Skeleton, LearningAgainIsUpToDate) {
  ASSERT_EQ(meld_register().exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "workflow:triage"}).exit_code, 0);
  RunResult again = sandbox.run({"learn", "workflow:triage", "--json"});
  ASSERT_EQ(again.exit_code, 0);
  EXPECT_EQ(parse_one_document(again)["outcome"], "up-to-date");
  RunResult text = sandbox.run({"learn", "workflow:triage"});
  EXPECT_EQ(text.out, "already installed; nothing to do\n");
}

// spec: CLI-150
// spec: CLI-73
TEST_F(Skeleton, RecallJsonIsTheSameWhereverTheFlagStands) {
  ASSERT_EQ(meld_register().exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  RunResult before = sandbox.run({"--json", "recall"});
  RunResult after = sandbox.run({"recall", "--json"});
  ASSERT_EQ(before.exit_code, 0);
  EXPECT_EQ(before.out, after.out);
  const json doc = parse_one_document(after);
  ASSERT_EQ(doc["items"].size(), 1u);
  int installed = 0;
  for (const json& item : doc["items"][0]["items"]) installed += item["installed"].get<bool>();
  EXPECT_EQ(installed, 1);
}

// spec: CLI-71
TEST_F(Skeleton, RecallOneItemShowsItsRecord) {
  ASSERT_EQ(meld_register().exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "triage"}).exit_code, 0);
  RunResult r = sandbox.run({"recall", "triage", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json doc = parse_one_document(r);
  EXPECT_EQ(doc["kind"], "workflow");
  EXPECT_EQ(doc["links"][0], (sandbox.lobe() / "workflows/triage.js").string());
  EXPECT_TRUE(doc["hash"].get<std::string>().starts_with("xxh3-128/2:"));
}

// spec: CLI-40
// spec: LIFE-20
TEST_F(Skeleton, ForgetRemovesLinkStoreCopyAndManifestEntry) {
  ASSERT_EQ(meld_register().exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "--all", "starter"}).exit_code, 0);
  write_file(sandbox.lobe() / "workflows/mine.js", "// the user's own\n");
  RunResult r = sandbox.run({"forget", "workflow:triage"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_FALSE(fs::exists(fs::symlink_status(sandbox.lobe() / "workflows/triage.js")));
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "store/workflow/triage"));
  const json manifest = json::parse(read_file(sandbox.mind_home() / "manifest.json"));
  EXPECT_FALSE(manifest["items"].contains("workflow:triage"));
  EXPECT_EQ(manifest["items"].size(), 5u);
  EXPECT_EQ(read_file(sandbox.lobe() / "workflows/mine.js"), "// the user's own\n");
}

// spec: CLI-42
TEST_F(Skeleton, ForgetSeveralNeedsYesWithoutATty) {
  ASSERT_EQ(meld_register().exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "--all", "starter"}).exit_code, 0);
  RunResult refused = sandbox.run({"forget", "*"});
  EXPECT_EQ(refused.exit_code, 1);
  EXPECT_NE(refused.err.find("--yes"), std::string::npos);
  RunResult done = sandbox.run({"forget", "*", "--yes", "--json"});
  ASSERT_EQ(done.exit_code, 0) << done.err;
  EXPECT_EQ(parse_one_document(done)["removed"].size(), 6u);
}

// spec: LIFE-41
// spec: CLI-35
TEST_F(Skeleton, LearnNeverClobbersAUsersFile) {
  ASSERT_EQ(meld_register().exit_code, 0);
  write_file(sandbox.lobe() / "rules/commit-style.md", "my rules\n");
  RunResult r = sandbox.run({"learn", "rule:commit-style", "--json"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(parse_one_document(r)["error"]["kind"], "link-occupied");
  EXPECT_EQ(read_file(sandbox.lobe() / "rules/commit-style.md"), "my rules\n");
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "store/rule/commit-style"));
}

// spec: CLI-23
// spec: CLI-156
TEST_F(Skeleton, MeldInstallsWithYesAndOnlyCountsPendingWithout) {
  RunResult pending = sandbox.run({"meld", source.string(), "--json"});
  ASSERT_EQ(pending.exit_code, 0) << pending.err;
  const json p = parse_one_document(pending);
  EXPECT_EQ(p["outcome"], "melded");
  EXPECT_EQ(p["pending_items"], 6);
  RunResult yes = sandbox.run({"meld", source.string(), "--json", "--yes"});
  const json y = parse_one_document(yes);
  EXPECT_EQ(y["outcome"], "already-melded");
  EXPECT_EQ(y["installed"].size(), 6u);
}

// spec: CLI-25
TEST_F(Skeleton, MeldWithoutArgumentMeldsTheCurrentDirectory) {
  RunResult r = sandbox.run({"meld", "--register-only", "--json"}, {}, source);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(parse_one_document(r)["target"].get<std::string>().ends_with("/starter"));
}

// spec: CLI-187
TEST(SkeletonEmpty, NothingMeldedSaysHowToStart) {
  Sandbox sandbox;
  RunResult r = sandbox.run({"probe"});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.out, "no sources melded; run `mind meld <owner/repo>` to add one\n");
  EXPECT_EQ(sandbox.run({"recall"}).out, r.out);
}

}  // namespace
}  // namespace mind::e2e

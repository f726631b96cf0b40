// End-to-end: lobes and presets, project lobes and --local, unmanaged lobe
// items, absorb, and dump reproduced by a super-source meld.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

json doc_of(const RunResult& r) {
  json doc = json::parse(r.out, nullptr, false);
  EXPECT_FALSE(doc.is_discarded()) << "stdout is not one JSON document:\n" << r.out << r.err;
  return doc;
}

bool is_link(const fs::path& p) { return fs::is_symlink(fs::symlink_status(p)); }

std::set<std::string> manifest_keys(const Sandbox& s) {
  std::set<std::string> keys;
  const json m = json::parse(read_file(s.mind_home() / "manifest.json"));
  for (const auto& [key, item] : m["items"].items()) keys.insert(key);
  return keys;
}

class Lobes : public ::testing::Test {
 protected:
  void SetUp() override {
    source = sandbox.copy_example("starter");
    ASSERT_EQ(sandbox.run({"meld", source.string(), "--register-only"}).exit_code, 0);
  }
  Sandbox sandbox;
  fs::path source;
};

// spec: WF-12
// spec: HARN-1
// spec: HARN-2
// spec: HARN-3
// spec: HARN-4
TEST_F(Lobes, WorkflowReachesDefaultAndWorkflowLobeButNeverGemini) {
  const fs::path wf_lobe = sandbox / "wf-home";
  fs::create_directories(wf_lobe);
  write_file(sandbox.mind_home() / "config.toml",
             "lobes = [\"" + sandbox.lobe().string() + "\", { path = \"" + wf_lobe.string() +
                 "\", kinds = [\"workflow\"] }]\nssh = false\n");
  RunResult add = sandbox.run({"config", "lobes", "add", "--preset", "gemini", "--json"});
  ASSERT_EQ(add.exit_code, 0) << add.err;
  const fs::path gemini = sandbox / ".gemini";  // where Gemini CLI reads (design decision 15)
  EXPECT_EQ(doc_of(add)["action"], "lobe-add");
  EXPECT_EQ(doc_of(add)["target"], gemini.string());
  EXPECT_EQ(doc_of(add)["outcome"], "added");

  RunResult learn =
      sandbox.run({"learn", "workflow:triage", "skill:code-review", "rule:commit-style"});
  ASSERT_EQ(learn.exit_code, 0) << learn.err;
  EXPECT_TRUE(is_link(sandbox.lobe() / "workflows/triage.js"));
  EXPECT_TRUE(is_link(wf_lobe / "workflows/triage.js"));
  EXPECT_FALSE(fs::exists(fs::symlink_status(gemini / "workflows/triage.js")));
  EXPECT_TRUE(is_link(gemini / "skills/code-review"));               // a skill reaches gemini
  EXPECT_FALSE(fs::exists(fs::symlink_status(wf_lobe / "skills")));  // filtered out, quietly
  EXPECT_FALSE(fs::exists(fs::symlink_status(gemini / "rules")));    // HARN-3
  const json m = json::parse(read_file(sandbox.mind_home() / "manifest.json"));
  EXPECT_EQ(m["items"]["workflow:triage"]["links"].size(), 2u);  // only lobes that admitted it
}

// spec: HARN-7
// spec: HARN-15
// spec: HARN-17
// spec: CLI-112
TEST_F(Lobes, AddingALobeCreatesItAndBackfillsInstalledItems) {
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review", "workflow:triage"}).exit_code, 0);
  const fs::path project = sandbox / "proj";
  fs::create_directories(project);
  RunResult r = sandbox.run({"config", "lobes", "add", (project / ".claude").string(), "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json doc = doc_of(r);
  EXPECT_EQ(doc["outcome"], "added");
  EXPECT_EQ(doc["installed"].size(), 2u);
  EXPECT_TRUE(is_link(project / ".claude/skills/code-review"));
  EXPECT_TRUE(is_link(project / ".claude/workflows/triage.js"));  // WF-13: a bare .claude lobe
  const json m = json::parse(read_file(sandbox.mind_home() / "manifest.json"));
  EXPECT_EQ(m["items"]["workflow:triage"]["links"].size(), 2u);
  RunResult again =
      sandbox.run({"config", "lobes", "add", (project / ".claude").string(), "--json"});
  EXPECT_EQ(doc_of(again)["outcome"], "no-op");
}

// spec: WF-13
TEST_F(Lobes, BareProjectClaudeLobeAdmitsWorkflowsButLinkProjectDoesNot) {
  const fs::path project = sandbox / "app";
  fs::create_directories(project);
  ASSERT_EQ(sandbox.run({"link-project", project.string()}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", (project / ".claude").string()}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "workflow:triage", "skill:code-review"}).exit_code, 0);
  EXPECT_TRUE(is_link(project / ".claude/workflows/triage.js"));
  EXPECT_FALSE(fs::exists(fs::symlink_status(project / ".windsurf/workflows")));
  EXPECT_TRUE(is_link(project / ".windsurf/skills/code-review"));
}

// spec: HARN-11
// spec: CLI-198
// spec: HARN-10
TEST_F(Lobes, LinkProjectDefaultsToWindsurfAndRefusesAMissingBase) {
  const fs::path project = sandbox / "site";
  fs::create_directories(project);
  RunResult r = sandbox.run({"link-project"}, {}, project);
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(fs::is_directory(project / ".windsurf"));
  EXPECT_NE(r.err.find(".gitignore"), std::string::npos);
  RunResult list = sandbox.run({"config", "lobes", "list", "--json"});
  const json lobes = doc_of(list)["lobes"];
  ASSERT_EQ(lobes.size(), 2u);  // HARN-9: the default lobe is kept first
  EXPECT_EQ(lobes[1]["resolved"], (project / ".windsurf").string());
  EXPECT_EQ(lobes[1]["kinds"], json::array({"skill"}));
  RunResult missing = sandbox.run({"link-project", (sandbox / "nope").string(), "--json"});
  EXPECT_EQ(missing.exit_code, 1);
  EXPECT_EQ(doc_of(missing)["error"]["kind"], "lobe-base-missing");
  RunResult none = sandbox.run({"config", "lobes", "add", "--json"});
  EXPECT_EQ(doc_of(none)["error"]["kind"], "lobe-target-required");
  RunResult bad = sandbox.run({"config", "lobes", "add", "--preset", "claude", "--json"});
  EXPECT_EQ(doc_of(bad)["error"]["kind"], "unknown-preset");
}

// spec: HARN-20
// spec: HARN-21
// spec: HARN-19
TEST_F(Lobes, LocalLinksOnlyIntoTheProjectLobeUnderTheCwd) {
  const fs::path project = sandbox / "proj";
  fs::create_directories(project / "src");
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", (project / ".claude").string()}).exit_code, 0);
  RunResult r = sandbox.run({"learn", "skill:code-review", "--local"}, {}, project / "src");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(is_link(project / ".claude/skills/code-review"));
  EXPECT_FALSE(fs::exists(fs::symlink_status(sandbox.lobe() / "skills/code-review")));
  RunResult home = sandbox.run({"learn", "workflow:triage", "--local", "--json"});
  EXPECT_EQ(home.exit_code, 1);
  EXPECT_EQ(doc_of(home)["error"]["kind"], "unknown-lobe");  // never the default lobe
}

// spec: CLI-110
// spec: CLI-111
// spec: CLI-113
// spec: HARN-5
TEST_F(Lobes, ConfigShowListRemoveAndDetect) {
  RunResult show = sandbox.run({"config", "show", "--json"});
  ASSERT_EQ(show.exit_code, 0) << show.err;
  const json s = doc_of(show);
  EXPECT_EQ(s["config_file"], (sandbox.mind_home() / "config.toml").string());
  EXPECT_EQ(s["ssh"], false);
  EXPECT_EQ(s["lobes"].size(), 1u);
  EXPECT_EQ(s["max_metadata_size_bytes"], 8 * 1024 * 1024);
  fs::create_directories(sandbox / ".gemini");
  fs::create_directories(sandbox / ".codeium/windsurf");
  RunResult dry = sandbox.run({"config", "lobes", "detect", "--json"});
  ASSERT_EQ(dry.exit_code, 0) << dry.err;
  const json d = doc_of(dry);
  EXPECT_EQ(d["action"], "lobe-detect");
  EXPECT_EQ(d["detected"].size(), 2u);  // gemini-cli and windsurf
  EXPECT_EQ(d["added"], false);
  EXPECT_EQ(d["guidance"].size(), 0u);  // Windsurf reads ~/.codeium/windsurf/skills too
  RunResult yes = sandbox.run({"config", "lobes", "detect", "--yes", "--json"});
  EXPECT_EQ(doc_of(yes)["added"], true);
  EXPECT_TRUE(fs::is_directory(sandbox / ".gemini"));
  EXPECT_TRUE(fs::is_directory(sandbox / ".codeium/windsurf"));
  RunResult rm =
      sandbox.run({"config", "lobes", "remove", (sandbox / ".gemini").string(), "--json"});
  EXPECT_EQ(doc_of(rm)["action"], "lobe-remove");
  EXPECT_EQ(doc_of(rm)["outcome"], "removed");
  RunResult unknown = sandbox.run({"config", "lobes", "remove", "/nowhere", "--json"});
  EXPECT_EQ(doc_of(unknown)["error"]["kind"], "unknown-lobe");
}

// spec: UNM-1
// spec: UNM-2
// spec: UNM-3
// spec: WF-50
TEST_F(Lobes, HandMadeWorkflowIsListedAsUnmanaged) {
  write_file(sandbox.lobe() / "workflows/x.js",
             "export const meta = { name: 'hand', description: 'mine' };\n");
  write_file(sandbox.lobe() / "workflows/notes.txt", "not a workflow");
  ASSERT_EQ(sandbox.run({"learn", "workflow:triage"}).exit_code, 0);
  RunResult recall = sandbox.run({"recall"});
  ASSERT_EQ(recall.exit_code, 0) << recall.err;
  EXPECT_NE(recall.out.find("workflow:x (unmanaged)"), std::string::npos) << recall.out;
  EXPECT_EQ(recall.out.find("workflow:triage (unmanaged)"), std::string::npos);
  EXPECT_EQ(recall.out.find("notes"), std::string::npos);
  RunResult filtered = sandbox.run({"recall", "--source", "starter"});
  EXPECT_EQ(filtered.out.find("(unmanaged)"), std::string::npos);
  RunResult probe = sandbox.run({"probe", "--json"});
  const json rows = doc_of(probe)["items"];
  int unmanaged = 0;
  for (const json& row : rows) {
    if (!row.contains("unmanaged")) continue;
    ++unmanaged;
    EXPECT_EQ(row["unmanaged"], true);
    EXPECT_EQ(row["source"], "");
    EXPECT_TRUE(row["hash"].is_null());
    EXPECT_EQ(row["kind"], "workflow");
    EXPECT_EQ(row["name"], "x");
  }
  EXPECT_EQ(unmanaged, 1);
  RunResult recall_json = sandbox.run({"recall", "--json"});
  EXPECT_EQ(recall_json.out.find("unmanaged"), std::string::npos);  // UNM-2: schema unchanged
}

// spec: UNM-9
TEST_F(Lobes, UnsafeDerivedNamesAreSkippedWithAWarning) {
  write_file(sandbox.lobe() / "workflows/...js", "x");
  RunResult recall = sandbox.run({"recall"});
  ASSERT_EQ(recall.exit_code, 0);
  EXPECT_EQ(recall.out.find("(unmanaged)"), std::string::npos);
  EXPECT_NE(recall.err.find("skipping unmanaged workflow"), std::string::npos);
  RunResult forget = sandbox.run({"forget", "--unmanaged", "--yes", "--json"});
  EXPECT_EQ(doc_of(forget)["error"]["kind"], "not-installed");
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "workflows/...js"));
}

// spec: UNM-4
// spec: UNM-5
// spec: UNM-7
// spec: UNM-8
TEST_F(Lobes, ForgetDeletesUnmanagedItemsOnlyAfterConfirmation) {
  write_file(sandbox.lobe() / "skills/mine/SKILL.md", "---\nname: mine\n---\n");
  write_file(sandbox.lobe() / "agents/helper.md", "agent");
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  RunResult no = sandbox.run({"forget", "skill:mine", "--json"});
  EXPECT_EQ(doc_of(no)["error"]["kind"], "confirmation-required");
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "skills/mine/SKILL.md"));
  RunResult glob = sandbox.run({"forget", "*", "--yes", "--json"});  // a glob: managed only
  ASSERT_EQ(glob.exit_code, 0) << glob.out;
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "skills/mine/SKILL.md"));
  RunResult one = sandbox.run({"forget", "skill:mine", "--yes", "--json"});
  ASSERT_EQ(one.exit_code, 0) << one.out;
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills/mine"));
  RunResult all = sandbox.run({"forget", "--unmanaged", "--yes"});
  ASSERT_EQ(all.exit_code, 0) << all.err;
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "agents/helper.md"));
  RunResult none = sandbox.run({"forget", "--unmanaged", "--yes", "--json"});
  EXPECT_EQ(doc_of(none)["error"]["kind"], "not-installed");
}

// spec: ABS-1
// spec: ABS-2
// spec: ABS-5
// spec: ABS-8
// spec: ABS-11
TEST_F(Lobes, AbsorbMovesTheItemIntoTheDestinationAndInstallsIt) {
  GitRepo dest(sandbox / "mine");
  dest.commit_file("README.md", "mine\n");
  write_file(sandbox.lobe() / "workflows/x.js", "export const meta = { name: 'x' };\n");
  RunResult r = sandbox.run({"absorb", "workflow:x", "--json", "--yes"},
                            {{"MIND_ABSORB_TO", dest.dir().string()}});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const json doc = doc_of(r);
  EXPECT_EQ(doc["action"], "absorb");
  EXPECT_EQ(doc["outcome"], "absorbed");
  EXPECT_EQ(doc["key"], "workflow:x");
  EXPECT_TRUE(fs::is_regular_file(dest.dir() / "workflows/x.js"));
  EXPECT_TRUE(is_link(sandbox.lobe() / "workflows/x.js"));
  EXPECT_EQ(manifest_keys(sandbox).count("workflow:x"), 1u);
  EXPECT_NE(dest.head(), "");
  RunResult recall = sandbox.run({"recall"});
  EXPECT_EQ(recall.out.find("(unmanaged)"), std::string::npos);
}

// spec: ABS-3
// spec: ABS-6
// spec: ABS-10
TEST_F(Lobes, AbsorbFailsSafelyWithoutDestinationOrOnCollision) {
  write_file(sandbox.lobe() / "skills/notes/SKILL.md", "---\nname: notes\n---\nmine\n");
  RunResult none = sandbox.run({"absorb", "skill:notes", "--json"});  // no --yes, no terminal
  EXPECT_EQ(doc_of(none)["error"]["kind"], "confirmation-required");
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "personal"));
  GitRepo dest(sandbox / "dest");
  dest.commit_file("skills/notes/SKILL.md", "---\nname: notes\n---\ntheirs\n");
  RunResult clash =
      sandbox.run({"absorb", "skill:notes", "--to", dest.dir().string(), "--yes", "--json"});
  EXPECT_EQ(doc_of(clash)["error"]["kind"], "absorb-collision");
  EXPECT_EQ(read_file(sandbox.lobe() / "skills/notes/SKILL.md"), "---\nname: notes\n---\nmine\n");
  fs::create_directories(sandbox / "plain");
  RunResult plain = sandbox.run(
      {"absorb", "skill:notes", "--to", (sandbox / "plain").string(), "--yes", "--json"});
  EXPECT_EQ(doc_of(plain)["error"]["kind"], "destination-not-repo");
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "skills/notes/SKILL.md"));
  RunResult glob =
      sandbox.run({"absorb", "skill:*", "--to", dest.dir().string(), "--yes", "--json"});
  EXPECT_EQ(doc_of(glob)["error"]["kind"], "invalid-item-ref");
}

// spec: ABS-3
TEST_F(Lobes, AbsorbIntoPersonalCreatesAndInitializesIt) {
  write_file(sandbox.lobe() / "rules/tone.md", "be kind\n");
  const fs::path personal = sandbox.mind_home() / "personal";
  RunResult r = sandbox.run({"absorb", "rule:tone", "--to", personal.string(), "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(fs::is_directory(personal / ".git"));
  EXPECT_EQ(read_file(personal / "rules/tone.md"), "be kind\n");
  EXPECT_TRUE(is_link(sandbox.lobe() / "rules/tone.md"));
}

// spec: DUMP-1
// spec: DUMP-2
// spec: DUMP-7
// spec: DSC-38
// spec: DSC-54
// spec: DSC-58
// spec: DSC-62
// spec: DSC-65
TEST(Dump, MeldOfTheDumpReproducesTheInstalledSetOnAFreshHome) {
  Sandbox first;
  GitRepo repo(first / "kit");
  repo.commit_skill("alpha");
  repo.commit_skill("beta");
  repo.commit_file("workflows/flow.js", "export const meta = { name: 'flow' };\n");
  GitRepo whole(first / "whole");
  whole.commit_skill("gamma");
  GitRepo unused(first / "unused");
  unused.commit_skill("delta");
  ASSERT_EQ(first.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(first.run({"meld", whole.url(), "--yes"}).exit_code, 0);
  ASSERT_EQ(first.run({"meld", unused.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(first.run({"learn", "skill:alpha", "workflow:flow"}).exit_code, 0);
  repo.commit_skill("later");  // not at the recorded commit: must not appear on re-meld

  const fs::path out_dir = first / "dumped";
  fs::create_directories(out_dir);
  RunResult d = first.run({"dump", "--output", (out_dir / "mind.toml").string()});
  ASSERT_EQ(d.exit_code, 0) << d.err;
  const std::string text = read_file(out_dir / "mind.toml");
  EXPECT_NE(text.find("install-items = [ \"skill:alpha\", \"workflow:flow\" ]"), std::string::npos)
      << text;
  EXPECT_NE(text.find("install = true"), std::string::npos);
  EXPECT_NE(text.find("install = false"), std::string::npos);
  EXPECT_NE(text.find("pin-ref = "), std::string::npos);

  Sandbox second;
  RunResult m = second.run({"meld", out_dir.string(), "--yes"});
  ASSERT_EQ(m.exit_code, 0) << m.err;
  EXPECT_EQ(manifest_keys(second), manifest_keys(first));
  RunResult probe = second.run({"probe", "--json"});
  bool later = false;
  const json rows = doc_of(probe);  // named: a temporary's member would dangle
  for (const json& row : rows["items"]) later |= row["name"] == "later";
  EXPECT_FALSE(later);  // pinned at the dumped commit
}

// spec: DUMP-8
// spec: DUMP-9
TEST(Dump, EmptyStateStillWritesAValidSuperSource) {
  Sandbox s;
  RunResult r = s.run({"dump", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("[source]"), std::string::npos);
  EXPECT_NE(r.err.find("--json does not apply"), std::string::npos);
  write_file(s / "empty/mind.toml", r.out);
  RunResult m = s.run({"meld", (s / "empty").string(), "--yes"});
  EXPECT_EQ(m.exit_code, 0) << m.err;
}

}  // namespace
}  // namespace mind::e2e

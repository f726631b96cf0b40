// End-to-end discovery fidelity (issue 16): what mind offers from a source is
// what Claude Code loads from it. Plugin component paths, the scan layout
// flags (--root, --add-root, --flat-skills), `.git` and ignore rules in the
// store copy and its hash, custom links, the explanation of an empty meld and
// the version gate, each on a fixture of the shape real repositories have.

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

std::vector<std::string> offered(const Sandbox& sandbox) {
  const RunResult r = sandbox.run({"probe", "--json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  std::vector<std::string> out;
  const json doc = json::parse(r.out);
  for (const json& row : doc["items"]) {
    out.push_back(row["kind"].get<std::string>() + ":" + row["bare_name"].get<std::string>());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string skill_md(const std::string& name) {
  return "---\nname: " + name + "\ndescription: the " + name + " skill\n---\nbody\n";
}

std::string agent_md(const std::string& name) {
  return "---\nname: " + name + "\ndescription: the " + name + " agent\n---\nbody\n";
}

// Design decision 9, checked against Claude Code 2.1.332 (`claude-loads`):
// `agents` and `commands` replace the default folder, `skills` adds to it; a
// skills path is a skill folder or a folder of them. Hooks count by handler.
// spec: MKT-3
// spec: MKT-4
TEST(DiscoveryFidelity, PluginManifestComponentPathsAreWhatClaudeCodeLoads) {
  Sandbox sandbox;
  const fs::path src = sandbox / "fx";
  write_file(src / ".claude-plugin/plugin.json",
             R"({"name":"fx","agents":["./extra/b.md"],"commands":"./cmds/",)"
             R"("skills":["./sk/","./sk2"],"hooks":"./config/hooks.json"})");
  write_file(src / "agents/a.md", agent_md("a"));  // replaced: not loaded
  write_file(src / "extra/b.md", agent_md("b"));
  write_file(src / "commands/c.md", "---\ndescription: c\n---\n");  // replaced
  write_file(src / "cmds/d.md", "---\ndescription: d\n---\n");
  write_file(src / "skills/s1/SKILL.md", skill_md("s1"));
  write_file(src / "sk/s2/SKILL.md", skill_md("s2"));
  write_file(src / "sk2/SKILL.md", skill_md("sk2"));
  write_file(src / "config/hooks.json",
             R"({"hooks":{"PreToolUse":[{"matcher":"Bash","hooks":[{"type":"command",)"
             R"("command":"x"},{"type":"command","command":"y"}]}]}})");
  write_file(src / "config/run.sh", "echo\n");
  const RunResult meld = sandbox.run({"meld", src.string(), "--register-only"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(offered(sandbox), (std::vector<std::string>{"agent:b", "command:d", "skill:s1",
                                                        "skill:s2", "skill:sk2"}));
  EXPECT_NE(meld.err.find("2 hooks (PreToolUse) not installed"), std::string::npos) << meld.err;
}

// A marketplace plugin whose plugin.json names an agents folder is refused by
// Claude Code (agents entries must be .md files): mind skips it with a
// warning, and the other plugins are offered (wshobson/agents has one).
TEST(DiscoveryFidelity, AMarketplacePluginClaudeCodeRefusesIsSkippedWithAWarning) {
  Sandbox sandbox;
  const fs::path src = sandbox / "market";
  write_file(src / ".claude-plugin/marketplace.json",
             R"({"name":"m","plugins":[{"name":"good","source":"./plugins/good"},)"
             R"({"name":"bad","source":"./plugins/bad"}]})");
  write_file(src / "plugins/good/agents/helper.md", agent_md("helper"));
  write_file(src / "plugins/good/.claude-plugin/plugin.json",
             R"({"name":"good","agents":["./agents/helper.md","./more/extra.md"]})");
  write_file(src / "plugins/good/more/extra.md", agent_md("extra"));
  write_file(src / "plugins/bad/.claude-plugin/plugin.json",
             R"({"name":"bad","agents":["./agents"]})");
  write_file(src / "plugins/bad/agents/lost.md", agent_md("lost"));
  const RunResult meld = sandbox.run({"meld", src.string(), "--register-only"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(offered(sandbox), (std::vector<std::string>{"agent:extra", "agent:helper"}));
  EXPECT_NE(meld.err.find("plugin 'bad' is not offered"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("must be a .md file"), std::string::npos) << meld.err;
}

// spec: MKT-7
// spec: MKT-10
// spec: DSC-55
// spec: DSC-79
TEST(DiscoveryFidelity, ExternalMarketplaceEntriesAreNestedSourcesAndOneUnreachableIsSkipped) {
  Sandbox sandbox;
  GitRepo ext(sandbox / "ext-plugin");
  ext.commit_file(".claude-plugin/plugin.json", R"({"name":"ext"})");
  ext.commit_file("agents/outside.md", agent_md("outside"));
  const fs::path market = sandbox / "market";
  write_file(market / ".claude-plugin/marketplace.json",
             R"({"name":"m","plugins":[{"name":"local","source":"./plugins/local"},)"
             R"({"name":"ext","source":{"source":"url","url":")" +
                 ext.url() +
                 R"("}},)"
                 R"({"name":"gone","source":{"source":"git-subdir","url":"file://)" +
                 (sandbox / "nowhere").string() + R"(","path":"plugins/x"}}]})");
  write_file(market / "plugins/local/skills/near/SKILL.md", skill_md("near"));

  const RunResult meld = sandbox.run({"meld", market.string(), "--yes", "--json"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const json doc = json::parse(meld.out);
  ASSERT_EQ(doc["skipped"].size(), 1u) << meld.out;
  EXPECT_EQ(doc["skipped"][0]["reason"], "clone_failure");
  EXPECT_NE(meld.err.find("skipped marketplace entry 'gone'"), std::string::npos) << meld.err;
  EXPECT_EQ(offered(sandbox), (std::vector<std::string>{"agent:outside", "skill:near"}));
  const json sources = json::parse(read_file(sandbox.mind_home() / "sources.json"));
  ASSERT_EQ(sources["sources"].size(), 2u) << sources.dump();
  EXPECT_EQ(sources["sources"][1]["origin"], "claude-marketplace") << sources.dump();
  // Without -r only the marketplace's own plugins install.
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "skills/local:near"));
  EXPECT_FALSE(fs::exists(fs::symlink_status(sandbox.lobe() / "agents/outside.md")));

  Sandbox recursive;
  const RunResult r = recursive.run({"meld", market.string(), "-r", "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(fs::is_symlink(recursive.lobe() / "agents/outside.md")) << r.out << r.err;
}

// spec: DSC-50
// spec: DSC-51
// spec: DSC-74
// spec: DSC-75
// spec: DSC-84
// spec: CLI-206
TEST(DiscoveryFidelity, RootAddRootAndFlatSkillsArePersistedAppliedAndDumped) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "repo");
  repo.commit_file("cli-tool/components/agents/api.md", agent_md("api"));
  repo.commit_file("cli-tool/components/skills/deep/SKILL.md", skill_md("deep"));
  repo.commit_file("extras/flat/SKILL.md", skill_md("flat"));
  repo.commit_file("agents/top.md", agent_md("top"));  // outside --root: not offered

  const RunResult meld = sandbox.run({"meld", repo.url(), "--root", "cli-tool/components",
                                      "--add-root", "extras", "--register-only"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(offered(sandbox), (std::vector<std::string>{"agent:api", "skill:deep", "skill:flat"}));
  const json sources = json::parse(read_file(sandbox.mind_home() / "sources.json"));
  const json& entry = sources["sources"][0];
  EXPECT_EQ(entry["roots"], json::array({"cli-tool/components"})) << sources.dump();
  EXPECT_EQ(entry["add_roots"], json::array({"extras"})) << sources.dump();

  // Later scans and sync keep the layout.
  repo.commit_file("cli-tool/components/agents/new.md", agent_md("new"));
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  EXPECT_EQ(offered(sandbox),
            (std::vector<std::string>{"agent:api", "agent:new", "skill:deep", "skill:flat"}));

  // A re-meld cannot change the layout, and says so (CLI-206).
  const RunResult again = sandbox.run({"meld", repo.url(), "--flat-skills", "--register-only"});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_NE(again.err.find("--flat-skills ignored"), std::string::npos) << again.err;

  const RunResult dump = sandbox.run({"dump"});
  ASSERT_EQ(dump.exit_code, 0) << dump.err;
  EXPECT_NE(dump.out.find("roots = [ \"cli-tool/components\" ]"), std::string::npos) << dump.out;
  EXPECT_NE(dump.out.find("add-roots = [ \"extras\" ]"), std::string::npos) << dump.out;

  // A dumped layout is applied when the dump is melded.
  Sandbox second;
  write_file(second / "dumped/mind.toml", dump.out);
  ASSERT_EQ(second.run({"meld", (second / "dumped").string(), "--register-only"}).exit_code, 0);
  EXPECT_EQ(offered(second),
            (std::vector<std::string>{"agent:api", "agent:new", "skill:deep", "skill:flat"}));

  // --flat-skills: `<root>/<name>/SKILL.md` folders at the root.
  Sandbox flat;
  GitRepo flat_repo(flat / "flat");
  flat_repo.commit_file("one/SKILL.md", skill_md("one"));
  flat_repo.commit_file("two/SKILL.md", skill_md("two"));
  ASSERT_EQ(flat.run({"meld", flat_repo.url(), "--flat-skills", "--register-only"}).exit_code, 0);
  EXPECT_EQ(offered(flat), (std::vector<std::string>{"skill:one", "skill:two"}));
}

// spec: DSC-52
TEST(DiscoveryFidelity, ARootThatIsAbsoluteEscapesOrIsNoFolderIsInvalidRoot) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "repo");
  repo.commit_file("agents/a.md", agent_md("a"));
  repo.commit_file("file.txt", "x");
  for (const char* bad : {"/etc", "../outside", "missing", "file.txt"}) {
    for (const char* flag : {"--root", "--add-root"}) {
      const RunResult r = sandbox.run({"meld", repo.url(), flag, bad, "--register-only", "--json"});
      EXPECT_NE(r.exit_code, 0) << flag << " " << bad;
      EXPECT_NE(r.out.find("invalid-root"), std::string::npos) << flag << " " << bad << r.out;
    }
  }
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "sources.json") &&
               read_file(sandbox.mind_home() / "sources.json").find("repo") != std::string::npos);
}

// Design decision 12: the store copy holds neither `.git` nor what `ignore`
// excludes, and neither counts in the hash, so a commit that changes only
// ignored files, or adds an empty folder, leaves the item up to date.
// spec: IGN-1
// spec: IGN-2
// spec: IGN-10
TEST(DiscoveryFidelity, ASkillAtTheRepoRootInstallsWithoutGitOrIgnoredFiles) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "whole");
  repo.commit_file("SKILL.md", skill_md("whole"));
  repo.commit_file("mind.toml",
                   "[[items]]\nkind = \"skill\"\nname = \"whole\"\npath = \".\"\n"
                   "ignore = [\"node_modules/\", \"*.log\"]\n");
  repo.commit_file("node_modules/dep/index.js", "1");
  repo.commit_file("build.log", "2");
  repo.commit_file("lib/helper.md", "help");
  const RunResult meld = sandbox.run({"meld", repo.url(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const fs::path copy = sandbox.mind_home() / "store/skill/whole";
  ASSERT_TRUE(fs::exists(copy / "SKILL.md"));
  EXPECT_TRUE(fs::exists(copy / "lib/helper.md"));
  EXPECT_FALSE(fs::exists(copy / ".git"));
  EXPECT_FALSE(fs::exists(copy / "node_modules"));
  EXPECT_FALSE(fs::exists(copy / "build.log"));

  repo.commit_file("build.log", "changed");
  repo.commit_file("node_modules/dep/index.js", "changed");
  fs::create_directories(repo.dir() / "empty/deeper");
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  const RunResult up = sandbox.run({"upgrade", "--json"});
  ASSERT_EQ(up.exit_code, 0) << up.err;
  EXPECT_EQ(up.err.find("pending"), std::string::npos) << up.err;
  EXPECT_EQ(json::parse(up.out).value("upgraded", json::array()).size(), 0u) << up.out;

  repo.commit_file("lib/helper.md", "new help");  // a real change still shows
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  const RunResult up2 = sandbox.run({"upgrade", "--yes"});
  ASSERT_EQ(up2.exit_code, 0) << up2.err;
  EXPECT_EQ(read_file(copy / "lib/helper.md"), "new help");
}

// A hash recorded by an older build (another walk) is recomputed, never drift.
TEST(DiscoveryFidelity, AHashFromAnOlderBuildIsRecomputedNotReportedAsDrift) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "repo");
  repo.commit_skill("alpha");
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--yes"}).exit_code, 0);
  const fs::path manifest = sandbox.mind_home() / "manifest.json";
  json doc = json::parse(read_file(manifest));
  ASSERT_EQ(doc["items"].size(), 1u);
  const std::string current = doc["items"].begin().value()["hash"];
  doc["items"].begin().value()["hash"] = "xxh3-128:0123456789abcdef0123456789abcdef";
  write_file(manifest, doc.dump());
  const RunResult up = sandbox.run({"upgrade", "--yes"});
  ASSERT_EQ(up.exit_code, 0) << up.err;
  EXPECT_EQ(up.out.find("upgraded"), std::string::npos) << up.out;
  EXPECT_EQ(json::parse(read_file(manifest))["items"].begin().value()["hash"], current);

  // An old hash cannot tell whether the source changed since, so the refresh
  // reinstalls from the source: a change made in between is not lost.
  doc = json::parse(read_file(manifest));
  doc["items"].begin().value()["hash"] = "xxh3-128:0123456789abcdef0123456789abcdef";
  write_file(manifest, doc.dump());
  repo.commit_file("skills/alpha/SKILL.md", "---\ndescription: alpha\n---\nchanged upstream\n");
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  const RunResult up3 = sandbox.run({"upgrade", "--yes"});
  ASSERT_EQ(up3.exit_code, 0) << up3.err;
  EXPECT_NE(read_file(sandbox.mind_home() / "store/skill/alpha/SKILL.md").find("changed upstream"),
            std::string::npos);
  const RunResult check = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(json::parse(check.out)["issues"].size(), 0U) << check.out;
}

// spec: DSC-72
// spec: DSC-97
// spec: TOOL-4
TEST(DiscoveryFidelity, ItemsLinkIsHonouredForEveryKind) {
  Sandbox sandbox;
  const fs::path src = sandbox / "src";
  write_file(src / "rules/style.md", "# style\n");
  write_file(src / "tools/detect/run.sh", "echo\n");
  write_file(src / "skills/s/SKILL.md", skill_md("s"));
  write_file(src / "mind.toml",
             "[[items]]\nkind = \"rule\"\nname = \"style\"\npath = \"rules/style.md\"\n"
             "link = \"rules/house-style.md\"\n\n"
             "[[items]]\nkind = \"tool\"\nname = \"detect\"\npath = \"tools/detect\"\n"
             "link = \"agents/detect\"\n\n"
             "[[items]]\nkind = \"skill\"\nname = \"s\"\npath = \"skills/s\"\n"
             "link = \"skills/team/s\"\n");
  const RunResult meld = sandbox.run({"meld", src.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "rules/house-style.md"));
  EXPECT_FALSE(fs::exists(fs::symlink_status(sandbox.lobe() / "rules/style.md")));
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "agents/detect"));
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "skills/team/s"));
  const json manifest = json::parse(read_file(sandbox.mind_home() / "manifest.json"));
  for (const auto& [key, item] : manifest["items"].items()) {
    EXPECT_EQ(item["links"].size(), 1u) << key;
  }
  const RunResult check = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(check.out.find("missing"), std::string::npos) << check.out;
}

// spec: CLI-205
TEST(DiscoveryFidelity, AMeldThatFindsNothingSaysWhatComesCloseAndTheNextStep) {
  Sandbox sandbox;
  const fs::path src = sandbox / "prompts";
  write_file(src / "tools/lint.md", "# lint\n");
  write_file(src / "tools/format.md", "# format\n");
  write_file(src / "workflows/release.md", "# release\n");
  write_file(src / "pack/skills/deep/SKILL.md", skill_md("deep"));
  const RunResult meld = sandbox.run({"meld", src.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_NE(meld.err.find("found no items"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("skills/<name>/SKILL.md"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("2 markdown file(s) in a tools/ folder"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("a tool is a folder tools/<name>/"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("workflows/release.md"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("--root 'pack'"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("next: `mind unmeld"), std::string::npos) << meld.err;

  const RunResult learn = sandbox.run({"learn", "--all", "local/*/prompts"});
  EXPECT_NE(learn.exit_code, 0);
  EXPECT_EQ(learn.err.find("mind learn --all"), std::string::npos) << learn.err;

  const RunResult json_meld = Sandbox().run({"meld", src.string(), "--json"});
  EXPECT_EQ(json_meld.err.find("found no items"), std::string::npos);  // one document, no prose
}

// Design decision 11: `min-mind-version` is compared with the reference
// release the spec restates; a refusal names the source that asked.
// spec: DSC-40
TEST(DiscoveryFidelity, MinMindVersionIsComparedWithTheReferenceRelease) {
  Sandbox sandbox;
  const RunResult version = sandbox.run({"--version"});
  EXPECT_NE(version.out.find("0.28"), std::string::npos) << version.out;

  write_file(sandbox / "ok/mind.toml", "[source]\nmin-mind-version = \"0.7\"\n");
  write_file(sandbox / "ok/skills/a/SKILL.md", skill_md("a"));
  EXPECT_EQ(sandbox.run({"meld", (sandbox / "ok").string(), "--register-only"}).exit_code, 0);

  write_file(sandbox / "nested/mind.toml", "[source]\nmin-mind-version = \"9.0\"\n");
  write_file(sandbox / "curator/mind.toml",
             "[discover]\nsources = [{ source = \"" + (sandbox / "nested").string() + "\" }]\n");
  const RunResult r = sandbox.run({"meld", (sandbox / "curator").string(), "--register-only"});
  EXPECT_NE(r.exit_code, 0);
  EXPECT_NE(r.err.find("nested"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("needs mind 9.0"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace mind::e2e

// End-to-end: a source's lifecycle hooks run only with consent (hooks-policy
// digest). Fixtures have the shape of the reference's `examples/hooks`: a
// mind.toml with `[[hooks]]` entries whose `run` calls a shipped script.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/hook_fixtures.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using nlohmann::json;

// A source with one required install hook running `bin/build.sh`, which
// records where it ran and what it read on stdin, and says something.
std::string hooked_source(GitRepo& up, const std::string& build_sh,
                          const std::string& extra_toml = "") {
  up.commit_file("bin/build.sh", build_sh);
  up.commit_skill("probe");
  return up.commit_file("mind.toml",
                        "[source]\ndescription = \"hooked\"\n\n[[hooks]]\nname = \"build helper "
                        "tooling\"\nrun = \"sh ./bin/build.sh\"\n" +
                            extra_toml);
}

const std::string kBuild =
    "pwd > ran-in.txt\ncat > stdin.txt\ntouch bin/.built\necho hook-output-line\n";

bool registered_nothing(const Sandbox& sandbox) {
  const fs::path file = sandbox.mind_home() / "sources.json";
  return !fs::exists(file) || registry(sandbox)["sources"].empty();
}

// The clones under sources/: none left means no clone.
std::size_t clones(const Sandbox& sandbox) {
  std::size_t n = 0;
  std::error_code ec;
  for (auto it = fs::recursive_directory_iterator(sandbox.mind_home() / "sources", ec);
       it != fs::recursive_directory_iterator(); ++it) {
    if (it->path().filename() == "mind.toml") ++n;
  }
  return n;
}

fs::path the_clone(const Sandbox& sandbox) {
  for (auto it = fs::recursive_directory_iterator(sandbox.mind_home() / "sources");
       it != fs::recursive_directory_iterator(); ++it) {
    if (it->path().filename() == "mind.toml") return it->path().parent_path();
  }
  return {};
}

// spec: HOOK-22
// spec: HOOK-21
// spec: HOOK-55
// spec: HOOK-106
TEST(Hooks, WithoutATerminalMeldYesInstallsRunsNothingAndSaysHowToRunIt) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  hooked_source(up, kBuild);
  RunResult meld = sandbox.run({"meld", "--yes", up.url()});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "skills" / "probe"));
  EXPECT_FALSE(fs::exists(the_clone(sandbox) / "bin" / ".built"));
  EXPECT_EQ(meld.out.find("hook-output-line"), std::string::npos);
  const json source = registry(sandbox)["sources"][0];
  const std::string id = source["name"];
  EXPECT_NE(meld.err.find("\n  mind hooks run '" + id + "' --event install " + kDanger + "\n"),
            std::string::npos)
      << meld.err;
  ASSERT_EQ(source["install_hooks"].size(), 1u);
  EXPECT_EQ(source["install_hooks"][0]["command"], "sh ./bin/build.sh");
  EXPECT_TRUE(source["install_hooks"][0]["ran_at"].is_null());
  // spec: HOOK-58
  EXPECT_NE(sandbox.run({"recall", "--sources"}).out.find("1 hook (1 not run)"), std::string::npos);
  // introspect says the hook is pending, and how to run it once read (HOOK-31).
  const RunResult check = sandbox.run({"introspect", "--json"});
  EXPECT_NE(check.out.find("\"hook-pending\""), std::string::npos) << check.out;
  EXPECT_NE(check.out.find("mind hooks run '" + id + "'"), std::string::npos) << check.out;
}

// spec: HOOK-23
// spec: HOOK-30
// spec: HOOK-31
// spec: HOOK-32
// spec: CLI-217
TEST(Hooks, TheDangerousFlagRunsInTheCloneWithStdinClosedAndJsonStaysOneDocument) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  const std::string commit = hooked_source(up, kBuild);
  RunResult meld =
      sandbox.run_with_input("typed secret\n", {"meld", "--yes", "--json", kDanger, up.url()});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const json doc = json::parse(meld.out);  // throws unless stdout is one document
  EXPECT_EQ(doc["outcome"], "melded");
  EXPECT_EQ(meld.out.find("hook-output-line"), std::string::npos);
  EXPECT_NE(meld.err.find("====== (hook: build helper tooling) ======\nhook-output-line\n"
                          "====== (end hook: build helper tooling) ======"),
            std::string::npos)
      << meld.err;
  const fs::path clone = the_clone(sandbox);
  EXPECT_TRUE(fs::exists(clone / "bin" / ".built"));
  EXPECT_EQ(read_file(clone / "ran-in.txt"), fs::canonical(clone).string() + "\n");
  EXPECT_EQ(read_file(clone / "stdin.txt"), "");  // stdin closed: nothing typed reaches it
  const json hooks = registry(sandbox)["sources"][0]["install_hooks"];
  ASSERT_EQ(hooks.size(), 1u);
  EXPECT_EQ(hooks[0]["ran_at"], commit);
  EXPECT_EQ(hooks[0]["event"], "install");
  EXPECT_EQ(sandbox.run({"introspect", "--json"}).out.find("hook-pending"), std::string::npos);
}

// spec: HOOK-30
// spec: HOOK-53
TEST(Hooks, AFailingHookLeavesNoRegistrationAndNoClone) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  hooked_source(up, "echo about to fail\nexit 3\n");
  RunResult meld = sandbox.run({"meld", "--yes", "--json", kDanger, up.url()});
  EXPECT_NE(meld.exit_code, 0);
  const json doc = json::parse(meld.out);
  EXPECT_EQ(doc["error"]["kind"], "hook-failed") << meld.out;
  EXPECT_NE(doc["error"]["message"].get<std::string>().find("status 3"), std::string::npos);
  EXPECT_TRUE(registered_nothing(sandbox));
  EXPECT_EQ(clones(sandbox), 0u);
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills" / "probe"));
}

// spec: HOOK-20
// spec: HOOK-21
// spec: HOOK-109
TEST(Hooks, OnATerminalAbortRegistersNothingAndSkipInstallsWithoutRunning) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  hooked_source(up, kBuild);
  RunResult aborted =
      sandbox.run_with_input("a\n", {"meld", "--yes", up.url()}, {{"MIND_TTY", "1"}});
  EXPECT_NE(aborted.exit_code, 0);
  EXPECT_NE(aborted.err.find("====== hook: build helper tooling ======"), std::string::npos);
  EXPECT_NE(aborted.err.find("[Y/n/a]"), std::string::npos);
  EXPECT_NE(aborted.err.find("WARNING: this will execute arbitrary code"), std::string::npos);
  EXPECT_TRUE(registered_nothing(sandbox));
  EXPECT_EQ(clones(sandbox), 0u);

  RunResult skipped =
      sandbox.run_with_input("n\n", {"meld", "--yes", up.url()}, {{"MIND_TTY", "1"}});
  ASSERT_EQ(skipped.exit_code, 0) << skipped.err;
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "skills" / "probe"));
  EXPECT_FALSE(fs::exists(the_clone(sandbox) / "bin" / ".built"));
  EXPECT_TRUE(registry(sandbox)["sources"][0]["install_hooks"][0]["ran_at"].is_null());
}

// spec: HOOK-52
TEST(Hooks, AnOptionalHookAsksTwoWaysAndNeverAborts) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  hooked_source(up, kBuild,
                "\n[[hooks]]\nname = \"warm a cache\"\nrun = \"touch .cache\"\noptional = true\n");
  RunResult meld =
      sandbox.run_with_input("y\na\n", {"meld", "--yes", up.url()}, {{"MIND_TTY", "1"}});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_NE(meld.err.find("Run the hook? [Y/n] (y=run, n=skip)"), std::string::npos);
  const fs::path clone = the_clone(sandbox);
  EXPECT_TRUE(fs::exists(clone / "bin" / ".built"));
  EXPECT_FALSE(fs::exists(clone / ".cache"));  // `a` on an optional hook skips it
}

// spec: HOOK-91
// spec: HOOK-20
TEST(Hooks, SourceControlledEscapesAndBidiNeverReachTheTerminalInTheDisclosure) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("probe");
  up.commit_file("mind.toml",
                 "[[hooks]]\nname = \"safe\\u001b[2J\\u001b[1A\\u202eeman\"\n"
                 "run = \"echo ok \\u001b[31m\\u2066 # \\u202e\"\n");
  RunResult meld = sandbox.run_with_input("n\n", {"meld", "--yes", up.url()}, {{"MIND_TTY", "1"}});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_NE(meld.err.find("====== hook: safe"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("Command:  echo ok"), std::string::npos);
  for (const std::string& bad :
       {std::string("\x1b"), std::string("\u202e"), std::string("\u2066")}) {
    EXPECT_EQ(meld.err.find(bad), std::string::npos);
    EXPECT_EQ(meld.out.find(bad), std::string::npos);
  }
}

}  // namespace
}  // namespace mind::e2e

namespace mind::e2e {
namespace {

// A tool whose TOOL.md declares a build command that marks the staged copy,
// or fails when the source says so.
std::string tool_source(GitRepo& up, const std::string& build, const std::string& body) {
  return up.commit_file("tools/gen/TOOL.md", "---\nname: gen\ndescription: a generator\nbuild: " +
                                                 build + "\n---\n" + body + "\n");
}

// spec: HOOK-71
// spec: HOOK-74
// spec: HOOK-73
TEST(Hooks, AFailingToolBuildHookLeavesThePreviousStoreCopyAndLinks) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  tool_source(up, "touch .built", "v1");
  RunResult meld = sandbox.run({"meld", "--yes", "--dangerously-skip-build-hook-check", up.url()});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const fs::path store = sandbox.mind_home() / "store" / "tool" / "gen";
  EXPECT_TRUE(fs::exists(store / ".built"));  // built in staging, before the swap
  EXPECT_NE(read_file(store / "TOOL.md").find("v1"), std::string::npos);
  const fs::path link = sandbox.lobe() / "tools" / "gen";
  const bool linked = fs::is_symlink(link);

  tool_source(up, "echo building && exit 3", "v2");
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  RunResult upgrade = sandbox.run(
      {"upgrade", "--yes", "--no-sync", "--json", "--dangerously-skip-build-hook-check"});
  EXPECT_NE(upgrade.exit_code, 0);
  EXPECT_EQ(json::parse(upgrade.out)["error"]["kind"], "hook-failed") << upgrade.out;
  EXPECT_NE(read_file(store / "TOOL.md").find("v1"), std::string::npos);
  EXPECT_TRUE(fs::exists(store / ".built"));
  EXPECT_EQ(fs::is_symlink(link), linked);
}

// spec: HOOK-72
TEST(Hooks, WithoutATerminalABuildHookIsSkippedAndTheToolInstallsUnbuilt) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  tool_source(up, "touch .built", "v1");
  RunResult meld = sandbox.run({"meld", "--yes", up.url()});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_TRUE(fs::exists(sandbox.mind_home() / "store" / "tool" / "gen" / "TOOL.md"));
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "store" / "tool" / "gen" / ".built"));
  EXPECT_NE(meld.err.find("installed unbuilt"), std::string::npos) << meld.err;
}

// spec: HOOK-104
// spec: CLI-220
// spec: HOOK-107
// spec: CLI-222
// spec: HOOK-101
TEST(Hooks, HooksListShapeAndAnAllSkippedRunFailsHooksNotRun) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  hooked_source(up, kBuild, "\n[[hooks]]\nrun = \"true\"\nevent = \"uninstall\"\n");
  ASSERT_EQ(sandbox.run({"meld", "--register-only", up.url()}).exit_code, 0);
  const std::string id = registry(sandbox)["sources"][0]["name"];

  RunResult list = sandbox.run({"hooks", "list", "--json", id});
  ASSERT_EQ(list.exit_code, 0) << list.err;
  const json doc = json::parse(list.out);
  EXPECT_EQ(doc["action"], "hooks-list");
  EXPECT_EQ(doc["target"], id);
  EXPECT_FALSE(doc.contains("items"));
  ASSERT_EQ(doc["sources"].size(), 1u);
  const json& hooks = doc["sources"][0]["hooks"];
  ASSERT_EQ(hooks.size(), 2u);
  EXPECT_EQ(hooks[0], json({{"event", "install"},
                            {"required", true},
                            {"command", "sh ./bin/build.sh"},
                            {"status", "pending"},
                            {"ran_at", nullptr}}));
  EXPECT_EQ(hooks[1], json({{"event", "uninstall"}, {"required", true}, {"command", "true"}}));
  EXPECT_TRUE(doc["sources"][0]["items"].is_array());

  RunResult none = sandbox.run({"hooks", "run", "--json", id});
  EXPECT_NE(none.exit_code, 0);
  EXPECT_EQ(json::parse(none.out)["error"]["kind"], "hooks-not-run") << none.out;
  EXPECT_FALSE(fs::exists(the_clone(sandbox) / "bin" / ".built"));
  // spec: HOOK-106 (the remedy command on a line of its own, identity single-quoted)
  RunResult text = sandbox.run({"hooks", "run", id});
  EXPECT_NE(text.exit_code, 0);
  EXPECT_NE(text.err.find("\nhint: mind hooks run '" + id +
                          "' --event install --dangerously-skip-install-hook-check\n"),
            std::string::npos)
      << text.err;

  RunResult ran = sandbox.run({"hooks", "run", "--json", id, kDanger});
  ASSERT_EQ(ran.exit_code, 0) << ran.err;
  EXPECT_EQ(json::parse(ran.out), json({{"schema", 1},
                                        {"action", "hooks-run"},
                                        {"target", id},
                                        {"event", "install"},
                                        {"existed", 1},
                                        {"ran", 1},
                                        {"skipped", 0}}));
  EXPECT_TRUE(fs::exists(the_clone(sandbox) / "bin" / ".built"));
  const json after = json::parse(sandbox.run({"hooks", "list", "--json", id}).out);
  EXPECT_EQ(after["sources"][0]["hooks"][0]["status"], "ran");
}

}  // namespace
}  // namespace mind::e2e

namespace mind::e2e {
namespace {

// spec: HOOK-54
// spec: HOOK-87
TEST(Hooks, UnmeldRunsUninstallHooksInTheCloneAndAFailureKeepsTheSource) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("probe");
  up.commit_file("mind.toml",
                 "[[hooks]]\nname = \"clean\"\nrun = \"echo cleaning > \\\"$HOME/cleaned\\\"; test "
                 "-f keep || exit 4\"\nevent = \"uninstall\"\n");
  ASSERT_EQ(sandbox.run({"meld", "--yes", up.url()}).exit_code, 0);
  const std::string id = registry(sandbox)["sources"][0]["name"];

  RunResult quiet = sandbox.run({"unmeld", "--json", id});  // no terminal: skipped, unmelded
  ASSERT_EQ(quiet.exit_code, 0) << quiet.err;
  EXPECT_NE(quiet.err.find("skipped the uninstall hook 'clean'"), std::string::npos) << quiet.err;
  EXPECT_FALSE(fs::exists(sandbox / "cleaned"));
  EXPECT_TRUE(registered_nothing(sandbox));

  ASSERT_EQ(sandbox.run({"meld", "--yes", up.url()}).exit_code, 0);
  RunResult failed = sandbox.run({"unmeld", "--json", "--dangerously-skip-hook-check", id});
  EXPECT_NE(failed.exit_code, 0);
  EXPECT_EQ(json::parse(failed.out)["error"]["kind"], "hook-failed") << failed.out;
  EXPECT_TRUE(fs::exists(sandbox / "cleaned"));  // it ran
  EXPECT_FALSE(registered_nothing(sandbox));     // and the source stays
  // HOOK-87: the items were removed before the source's hook ran.
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills" / "probe"));
}

// A Claude plugin's runtime hooks (hooks/hooks.json, the shape of obra/superpowers
// and of five plugins in anthropics/claude-code): counted by event in the meld
// note, which says where they take effect; review lists each with its command.
// spec: MKT-4
// spec: HOOK-58
TEST(Hooks, PluginRuntimeHooksAreCountedByEventAndListedByReview) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "guard");
  up.commit_file(".claude-plugin/plugin.json", R"({"name": "guard", "version": "1.0.0"})");
  up.commit_file("hooks/run-hook.cmd", "#!/bin/sh\ntouch \"$HOME/ran\"\n");
  up.commit_file("hooks/hooks.json",
                 R"({"hooks":{"SessionStart":[{"matcher":"startup|resume","hooks":[{"type":)"
                 R"("command","command":"\"${CLAUDE_PLUGIN_ROOT}/hooks/run-hook.cmd\" start )"
                 R"(\u001b[2J\u202e"}]}],"PreToolUse":[{"matcher":"Bash","hooks":[{"type":)"
                 R"("command","command":"check"}]}]}})");
  up.commit_skill("guarding");
  RunResult meld = sandbox.run({"meld", "--yes", up.url()});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const std::string all = meld.out + meld.err;
  EXPECT_NE(all.find("2 hooks (PreToolUse, SessionStart) not installed: they take effect only "
                     "through Claude Code's own plugin system"),
            std::string::npos)
      << all;
  EXPECT_EQ(all.find("hook(s)"), std::string::npos);
  EXPECT_FALSE(fs::exists(sandbox / "ran"));  // mind never runs a plugin's runtime hook

  RunResult review = sandbox.run({"review", up.url()});
  EXPECT_NE(review.out.find("plugin 'guard' declares a SessionStart hook "
                            "`\"${CLAUDE_PLUGIN_ROOT}/hooks/run-hook.cmd\" start"),
            std::string::npos)
      << review.out;
  EXPECT_NE(review.out.find("plugin 'guard' declares a PreToolUse hook `check`"),
            std::string::npos);
  EXPECT_EQ(review.out.find('\x1b'), std::string::npos);
  EXPECT_EQ(review.out.find("\u202e"), std::string::npos);
  RunResult as_json = sandbox.run({"review", "--json", up.url()});
  const json doc = json::parse(as_json.out);
  std::size_t listed = 0;
  for (const json& f : doc["advisory"]) listed += f["kind"] == "plugin-hook" ? 1 : 0;
  EXPECT_EQ(listed, 2u);
}

// An item's own install hook, the shape of the reference's `examples/explicit`:
// a skill outside skills/ declared in `[[items]]` with `install`/`uninstall`
// commands running scripts shipped inside the skill.
// spec: HOOK-80
// spec: HOOK-83
// spec: HOOK-106
// spec: HOOK-110
TEST(Hooks, WithoutATerminalAnItemInstallHookIsSkippedAndRecordedAsNotRun) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "explicit");
  item_hooked_source(up, "pwd > ran-in.txt\necho item-hook-ran\n");
  RunResult meld = sandbox.run({"meld", "--yes", up.url()});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "skills" / "scan"));
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "store" / "skill" / "scan" / "ran-in.txt"));
  EXPECT_EQ((meld.out + meld.err).find("item-hook-ran"), std::string::npos);
  // HOOK-106: the cause, then a paste-ready remedy on its own line, the item
  // target single-quoted in its always-an-item spelling (HOOK-105).
  const std::string id = manifest_item(sandbox, "skill:scan")["source"];
  EXPECT_NE(meld.err.find("skipped 1 install hook(s) of '" + id + "#skill:scan'"),
            std::string::npos)
      << meld.err;
  EXPECT_NE(
      meld.err.find("\n  mind hooks run '" + id + "#skill:scan' --event install " + kDanger + "\n"),
      std::string::npos)
      << meld.err;
  const json hooks = manifest_item(sandbox, "skill:scan")["install_hooks"];
  ASSERT_EQ(hooks.size(), 1u);
  EXPECT_EQ(hooks[0]["command"], "sh ./hooks/post.sh");
  EXPECT_TRUE(hooks[0]["ran_at"].is_null());
}

// spec: HOOK-81
// spec: HOOK-32
// spec: HOOK-110
TEST(Hooks, AnItemInstallHookRunsInItsStoreCopyAfterLinkingAndIsRecorded) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "explicit");
  const std::string commit = item_hooked_source(
      up,
      "pwd > ran-in.txt\ncat > stdin.txt\ntest -L \"$HOME/.claude/skills/scan\" && "
      "echo linked > linked.txt\necho explicit-example: scan installed\n");
  ASSERT_EQ(sandbox.run({"meld", up.url()}).exit_code, 0);
  RunResult learn = sandbox.run_with_input("typed\n", {"learn", "--json", "scan", kDanger});
  ASSERT_EQ(learn.exit_code, 0) << learn.err;
  EXPECT_TRUE(json::parse(learn.out).is_object());  // one document: hook output went to stderr
  EXPECT_NE(learn.err.find("explicit-example: scan installed"), std::string::npos) << learn.err;
  const fs::path store = sandbox.mind_home() / "store" / "skill" / "scan";
  EXPECT_EQ(read_file(store / "ran-in.txt"), fs::canonical(store).string() + "\n");
  EXPECT_EQ(read_file(store / "stdin.txt"), "");
  EXPECT_EQ(read_file(store / "linked.txt"), "linked\n");  // after the links
  const json hooks = manifest_item(sandbox, "skill:scan")["install_hooks"];
  ASSERT_EQ(hooks.size(), 1u);
  EXPECT_EQ(hooks[0]["ran_at"], commit);
}

// spec: HOOK-81
// spec: HOOK-53
TEST(Hooks, AFailingItemInstallHookRollsBackThatItemsInstall) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "explicit");
  item_hooked_source(up, "exit 3\n");
  ASSERT_EQ(sandbox.run({"meld", up.url()}).exit_code, 0);
  RunResult learn = sandbox.run({"learn", "--json", "scan", kDanger});
  EXPECT_NE(learn.exit_code, 0);
  EXPECT_EQ(json::parse(learn.out)["error"]["kind"], "hook-failed") << learn.out;
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills" / "scan"));
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "store" / "skill" / "scan"));
  EXPECT_TRUE(manifest_item(sandbox, "skill:scan").is_null());
}

// spec: HOOK-82
// spec: HOOK-83
TEST(Hooks, ForgetAndUnmeldRunAnItemsUninstallHookBeforeRemovingIt) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "explicit");
  up.commit_file("components/scan/hooks/pre.sh",
                 "test -d \"$PWD\" && test -L \"$HOME/.claude/skills/scan\" && "
                 "echo removed-while-linked >> \"$HOME/pre.log\"\n");
  item_hooked_source(up, "true\n");
  ASSERT_EQ(sandbox.run({"meld", "--yes", up.url()}).exit_code, 0);
  RunResult skipped = sandbox.run({"forget", "scan"});  // no terminal: skipped, item removed
  ASSERT_EQ(skipped.exit_code, 0) << skipped.err;
  EXPECT_NE(skipped.err.find("skipped 1 uninstall hook(s) of 'skill:scan'"), std::string::npos)
      << skipped.err;
  EXPECT_FALSE(fs::exists(sandbox / "pre.log"));
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills" / "scan"));

  ASSERT_EQ(sandbox.run({"learn", "scan"}).exit_code, 0);
  RunResult ran = sandbox.run({"forget", "scan", "--dangerously-skip-hook-check"});
  ASSERT_EQ(ran.exit_code, 0) << ran.err;
  EXPECT_EQ(read_file(sandbox / "pre.log"), "removed-while-linked\n");
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills" / "scan"));

  ASSERT_EQ(sandbox.run({"learn", "scan"}).exit_code, 0);
  RunResult unmeld = sandbox.run({"unmeld", "--yes", "--dangerously-skip-hook-check", up.url()});
  ASSERT_EQ(unmeld.exit_code, 0) << unmeld.err;
  EXPECT_EQ(read_file(sandbox / "pre.log"), "removed-while-linked\nremoved-while-linked\n");
}

// spec: HOOK-82
TEST(Hooks, AFailingItemUninstallHookKeepsTheItem) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "explicit");
  up.commit_file("components/scan/hooks/pre.sh", "exit 4\n");
  item_hooked_source(up, "true\n");
  ASSERT_EQ(sandbox.run({"meld", "--yes", up.url()}).exit_code, 0);
  RunResult forget = sandbox.run({"forget", "--json", "scan", "--dangerously-skip-hook-check"});
  EXPECT_NE(forget.exit_code, 0);
  EXPECT_EQ(json::parse(forget.out)["error"]["kind"], "hook-failed") << forget.out;
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "skills" / "scan"));
  EXPECT_FALSE(manifest_item(sandbox, "skill:scan").is_null());
}

}  // namespace
}  // namespace mind::e2e

namespace mind::e2e {
namespace {

// spec: HOOK-30
TEST(Hooks, AHooksStderrIsMirroredOnStdoutInItsOwnFrame) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("probe");
  up.commit_file("mind.toml", "[[hooks]]\nname = \"warn\"\nrun = \"echo oops >&2\"\n");
  RunResult meld =
      sandbox.run({"meld", "--yes", "--dangerously-skip-install-hook-check", up.url()});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_NE(meld.err.find("oops"), std::string::npos) << meld.err;  // live, as before
  EXPECT_NE(
      meld.out.find("====== (hook-stderr: warn) ======\noops\n====== (end hook: warn) ======"),
      std::string::npos)
      << meld.out;
}

}  // namespace
}  // namespace mind::e2e

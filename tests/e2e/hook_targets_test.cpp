// End-to-end: hooks beyond a source's meld (hooks-policy digest): an installed
// item's hooks on demand (`hooks run|list <source>#<item>`), hooks at upgrade
// (update hooks, re-offered install hooks, the `--install-hook` override),
// teardown order, and where an item declares its hooks (an item folder's own
// mind.toml, a meta file's scalars). Fixtures have the shapes of the
// reference's `examples/hooks` and `examples/explicit`.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <fstream>
#include <map>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/hook_fixtures.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using nlohmann::json;

std::string read_or_empty(const fs::path& file) { return fs::exists(file) ? read_file(file) : ""; }

// spec: HOOK-102
// spec: HOOK-106
// spec: HOOK-108
// spec: HOOK-110
// spec: HOOK-126
// spec: CLI-194
// spec: CLI-222
TEST(HookTargets, AnItemTargetRunsItsPendingInstallHooksInPlaceAndRecordsThem) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "explicit");
  const std::string commit =
      item_hooked_source(up, "pwd > ran-in.txt\necho ran >> \"$HOME/post.log\"\n");
  ASSERT_EQ(sandbox.run({"meld", "--yes", up.url()}).exit_code, 0);  // skipped: no terminal
  const std::string target =
      manifest_item(sandbox, "skill:scan")["source"].get<std::string>() + "#skill:scan";

  // No terminal, no flag: nothing runs, and the error lists the resolved item.
  const RunResult refused = sandbox.run({"hooks", "run", "--json", "explicit#skill:scan"});
  EXPECT_NE(refused.exit_code, 0);
  EXPECT_EQ(json::parse(refused.out)["error"]["kind"], "hooks-not-run") << refused.out;
  const RunResult told = sandbox.run({"hooks", "run", "explicit#skill:scan"});
  EXPECT_NE(told.err.find("mind hooks run '" + target + "' --event install " + kDanger),
            std::string::npos)
      << told.err;
  EXPECT_EQ(read_or_empty(sandbox / "post.log"), "");

  const RunResult ran = sandbox.run({"hooks", "run", "--json", "explicit#skill:scan", kDanger});
  ASSERT_EQ(ran.exit_code, 0) << ran.err;
  const json doc = json::parse(ran.out);
  EXPECT_EQ(doc["existed"], 1);
  EXPECT_EQ(doc["ran"], 1);
  EXPECT_EQ(doc["skipped"], 0);
  const fs::path store = sandbox.mind_home() / "store" / "skill" / "scan";
  EXPECT_EQ(read_file(store / "ran-in.txt"), fs::canonical(store).string() + "\n");  // in place
  const json hooks = manifest_item(sandbox, "skill:scan")["install_hooks"];
  ASSERT_EQ(hooks.size(), 1u);
  EXPECT_EQ(hooks[0]["ran_at"], commit);

  // Pending only: it already ran at this commit; --rerun runs it again.
  const RunResult again = sandbox.run({"hooks", "run", target, kDanger});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_NE(again.err.find("--force"), std::string::npos) << again.err;
  EXPECT_EQ(read_file(sandbox / "post.log"), "ran\n");
  ASSERT_EQ(sandbox.run({"hooks", "run", target, "--rerun", kDanger}).exit_code, 0);
  EXPECT_EQ(read_file(sandbox / "post.log"), "ran\nran\n");
}

// spec: HOOK-83
// spec: HOOK-100
TEST(HookTargets, AnItemHookIsAskedTwoWayOnATerminal) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "explicit");
  item_hooked_source(up, "echo ran >> \"$HOME/post.log\"\n");
  ASSERT_EQ(sandbox.run({"meld", up.url()}).exit_code, 0);
  // `a` is no abort for an item hook: it skips, and the item is installed.
  const RunResult learn = sandbox.run_with_input("a\n", {"learn", "scan"}, {{"MIND_TTY", "1"}});
  ASSERT_EQ(learn.exit_code, 0) << learn.err;
  EXPECT_NE(learn.err.find("Run the hook? [Y/n] (y=run, n=skip): "), std::string::npos)
      << learn.err;
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "skills" / "scan"));
  EXPECT_EQ(read_or_empty(sandbox / "post.log"), "");
  // `hooks run` asks the same way and runs it on yes (HOOK-100).
  const RunResult run =
      sandbox.run_with_input("y\n", {"hooks", "run", "explicit#skill:scan"}, {{"MIND_TTY", "1"}});
  ASSERT_EQ(run.exit_code, 0) << run.err;
  EXPECT_NE(run.err.find("====== hook: sh ./hooks/post.sh ======"), std::string::npos) << run.err;
  EXPECT_EQ(read_file(sandbox / "post.log"), "ran\n");
}

// spec: HOOK-104
// spec: HOOK-134
// spec: CLI-196
// spec: CLI-220
TEST(HookTargets, ListingAnItemTargetGivesTopLevelItemsWithTheirRecordState) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "explicit");
  item_hooked_source(up, "true\n");
  ASSERT_EQ(sandbox.run({"meld", "--yes", up.url()}).exit_code, 0);
  const RunResult list = sandbox.run({"hooks", "list", "--json", "explicit#skill:scan"});
  ASSERT_EQ(list.exit_code, 0) << list.err;
  const json doc = json::parse(list.out);
  EXPECT_EQ(doc["action"], "hooks-list");
  EXPECT_FALSE(doc.contains("sources"));  // never both
  ASSERT_EQ(doc["items"].size(), 1u);
  const json& item = doc["items"][0];
  EXPECT_EQ(item["item"], "skill:scan");
  EXPECT_EQ(item["source"], manifest_item(sandbox, "skill:scan")["source"]);
  ASSERT_EQ(item["hooks"].size(), 2u);
  EXPECT_EQ(item["hooks"][0]["event"], "install");
  EXPECT_EQ(item["hooks"][0]["command"], "sh ./hooks/post.sh");
  EXPECT_EQ(item["hooks"][0]["status"], "pending");
  EXPECT_EQ(item["hooks"][1]["event"], "uninstall");
  EXPECT_FALSE(item["hooks"][1].contains("status"));  // uninstall hooks are not recorded

  // The item must be installed (HOOK-102).
  const RunResult missing = sandbox.run({"hooks", "run", "--json", "explicit#skill:nope"});
  EXPECT_EQ(json::parse(missing.out)["error"]["kind"], "not-installed") << missing.out;
  // `source:` forces the source reading (HOOK-105).
  const RunResult as_source = sandbox.run({"hooks", "list", "--json", "source:explicit"});
  ASSERT_EQ(as_source.exit_code, 0) << as_source.err;
  EXPECT_TRUE(json::parse(as_source.out).contains("sources"));
}

// A tool whose build hook records each build, and fails while $HOME/fail exists.
std::string built_tool_source(GitRepo& up) {
  up.commit_file("tools/tk/TOOL.md", "---\ndescription: a tool\nbuild: sh ./build.sh\n---\n");
  return up.commit_file(
      "tools/tk/build.sh",
      "test -f \"$HOME/fail\" && exit 5\npwd > built-in.txt\necho build >> \"$HOME/builds.log\"\n"
      "echo built > .built\n");
}

// spec: HOOK-103
// spec: HOOK-71
// spec: HOOK-72
TEST(HookTargets, BuildEventReinstallsTheToolTransactionally) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  built_tool_source(up);
  ASSERT_EQ(
      sandbox.run({"meld", "--yes", up.url(), "--dangerously-skip-build-hook-check"}).exit_code, 0);
  const fs::path store = sandbox.mind_home() / "store" / "tool" / "tk";
  ASSERT_EQ(read_file(store / ".built"), "built\n");

  // Without a terminal the build is skipped and the built copy stays.
  const RunResult skipped = sandbox.run({"hooks", "run", "kit#tool:tk", "--event", "build"});
  ASSERT_EQ(skipped.exit_code, 0) << skipped.err;
  EXPECT_NE(skipped.err.find("the installed copy is unchanged"), std::string::npos) << skipped.err;
  EXPECT_EQ(read_file(sandbox / "builds.log"), "build\n");
  EXPECT_TRUE(fs::exists(store / ".built"));

  // A rebuild runs in a staged copy, never in the live store copy.
  const RunResult rebuilt = sandbox.run({"hooks", "run", "--json", "kit#tool:tk", "--event",
                                         "build", "--dangerously-skip-build-hook-check"});
  ASSERT_EQ(rebuilt.exit_code, 0) << rebuilt.err;
  EXPECT_EQ(json::parse(rebuilt.out)["ran"], 0);  // HOOK-108: a build is not counted
  EXPECT_EQ(read_file(sandbox / "builds.log"), "build\nbuild\n");
  EXPECT_EQ(read_file(store / "built-in.txt").find(store.string()), std::string::npos);

  // A failing rebuild leaves the installed copy as it was.
  std::ofstream(sandbox / "fail") << "";
  const RunResult failed = sandbox.run({"hooks", "run", "--json", "kit#tool:tk", "--event", "build",
                                        "--dangerously-skip-build-hook-check"});
  EXPECT_NE(failed.exit_code, 0);
  EXPECT_EQ(json::parse(failed.out)["error"]["kind"], "hook-failed") << failed.out;
  EXPECT_EQ(read_file(store / ".built"), "built\n");
  EXPECT_FALSE(manifest_item(sandbox, "tool:tk").is_null());

  // build needs an item target, and one that declares a build hook.
  up.commit_skill("plain");
  ASSERT_EQ(sandbox.run({"upgrade", "--yes"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "plain"}).exit_code, 0);
  const RunResult none = sandbox.run({"hooks", "run", "kit#skill:plain", "--event", "build"});
  ASSERT_EQ(none.exit_code, 0) << none.err;
  EXPECT_NE(none.err.find("declares no build hook"), std::string::npos) << none.err;
  const RunResult source = sandbox.run({"hooks", "run", "--json", "kit", "--event", "build"});
  EXPECT_EQ(json::parse(source.out)["error"]["kind"], "build-event-requires-item-target");
}

// A source with an install hook and, optionally, an update hook; each appends
// its event to $HOME/source.log.
std::string source_with_hooks(GitRepo& up, bool with_update) {
  up.commit_skill("probe");
  std::string toml = "[[hooks]]\nrun = \"echo install >> \\\"$HOME/source.log\\\"\"\n";
  if (with_update) {
    toml += "\n[[hooks]]\nrun = \"echo update >> \\\"$HOME/source.log\\\"\"\nevent = \"update\"\n";
  }
  return up.commit_file("mind.toml", toml);
}

// spec: HOOK-11
// spec: HOOK-55
TEST(HookTargets, UpgradeReoffersASourcesInstallHookWhenTheSourceMoved) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  source_with_hooks(up, false);
  ASSERT_EQ(sandbox.run({"meld", "--yes", kDanger, up.url()}).exit_code, 0);
  EXPECT_EQ(read_file(sandbox / "source.log"), "install\n");
  ASSERT_EQ(sandbox.run({"upgrade", "--yes", kDanger}).exit_code, 0);  // not moved: nothing
  EXPECT_EQ(read_file(sandbox / "source.log"), "install\n");

  const std::string moved = up.commit_skill("probe", "changed");
  const RunResult skipped = sandbox.run({"upgrade", "--yes"});  // no terminal: skipped
  ASSERT_EQ(skipped.exit_code, 0) << skipped.err;
  const std::string id = registry(sandbox)["sources"][0]["name"];
  EXPECT_NE(skipped.err.find("\n  mind hooks run '" + id + "' --event install " + kDanger + "\n"),
            std::string::npos)
      << skipped.err;
  EXPECT_TRUE(registry(sandbox)["sources"][0]["install_hooks"][0]["ran_at"].is_null());
  EXPECT_EQ(read_file(sandbox / "source.log"), "install\n");

  ASSERT_EQ(sandbox.run({"upgrade", "--yes", kDanger}).exit_code, 0);  // re-offered: it runs
  EXPECT_EQ(read_file(sandbox / "source.log"), "install\ninstall\n");
  EXPECT_EQ(registry(sandbox)["sources"][0]["install_hooks"][0]["ran_at"], moved);
}

// spec: HOOK-10
// spec: HOOK-60
TEST(HookTargets, LearnNeverRunsSourceHooksAndAReMeldReoffersOnlyPendingOnes) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  source_with_hooks(up, false);
  ASSERT_EQ(sandbox.run({"meld", "--yes", up.url()}).exit_code, 0);  // skipped: no terminal
  ASSERT_EQ(sandbox.run({"forget", "probe"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "probe", kDanger}).exit_code, 0);
  EXPECT_EQ(read_or_empty(sandbox / "source.log"), "");              // learn: never a source hook
  ASSERT_EQ(sandbox.run({"meld", kDanger, up.url()}).exit_code, 0);  // pending: offered
  EXPECT_EQ(read_file(sandbox / "source.log"), "install\n");
  ASSERT_EQ(sandbox.run({"meld", kDanger, up.url()}).exit_code, 0);  // ran at this commit
  EXPECT_EQ(read_file(sandbox / "source.log"), "install\n");
  ASSERT_EQ(sandbox.run({"meld", "--force", kDanger, up.url()}).exit_code, 0);  // all again
  EXPECT_EQ(read_file(sandbox / "source.log"), "install\ninstall\n");
}

// A super-source's nested source keeps its own hooks: offered under the
// meld's consent, recorded, and skipped with a note without a terminal.
// spec: HOOK-10
// spec: HOOK-22
TEST(HookTargets, ANestedSourcesInstallHooksAreOfferedAtTheSuperSourcesMeld) {
  Sandbox sandbox;
  GitRepo nested(sandbox / "up" / "nested");
  source_with_hooks(nested, false);
  GitRepo curator(sandbox / "up" / "curator");
  curator.commit_file("mind.toml", "[[discover.sources]]\nsource = \"" + nested.url() + "\"\n");
  const RunResult skipped = sandbox.run({"meld", "--yes", curator.url()});
  ASSERT_EQ(skipped.exit_code, 0) << skipped.err;
  EXPECT_NE(skipped.err.find("mind hooks run 'local/up/nested' --event install " + kDanger),
            std::string::npos)
      << skipped.err;
  EXPECT_EQ(read_or_empty(sandbox / "source.log"), "");
  ASSERT_EQ(sandbox.run({"unmeld", "--yes", "curator"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"unmeld", "--yes", "nested"}).exit_code, 0);
  const RunResult ran = sandbox.run({"meld", "--yes", kDanger, curator.url()});
  ASSERT_EQ(ran.exit_code, 0) << ran.err;
  EXPECT_EQ(read_file(sandbox / "source.log"), "install\n");
  const json sources = registry(sandbox)["sources"];  // named: a temporary's member would dangle
  for (const json& s : sources) {
    if (s["name"] == "local/up/nested") {
      EXPECT_FALSE(s["install_hooks"][0]["ran_at"].is_null());
    }
  }
}

// spec: HOOK-127
// spec: DSC-59
// spec: DSC-60
// spec: DSC-61
TEST(HookTargets, ACuratorsHooksAreRecordedOnANestedSourceThatShipsNoMindToml) {
  Sandbox sandbox;
  GitRepo bare(sandbox / "up" / "bare");  // no mind.toml: the curator's hooks apply
  bare.commit_skill("b");
  GitRepo onboarded(sandbox / "up" / "onboarded");  // its own mind.toml: they do not
  onboarded.commit_skill("o");
  onboarded.commit_file("mind.toml", "[source]\ndescription = \"mine\"\n");
  GitRepo curator(sandbox / "up" / "curator");
  curator.commit_file("mind.toml",
                      "[[discover.sources]]\nsource = \"" + bare.url() +
                          "\"\n[[discover.sources.hooks]]\nrun = \"echo curated-bare >> "
                          "\\\"$HOME/curated.log\\\"\"\n\n[[discover.sources]]\nsource = \"" +
                          onboarded.url() +
                          "\"\n[[discover.sources.hooks]]\nrun = \"echo curated-onboarded >> "
                          "\\\"$HOME/curated.log\\\"\"\n");
  const RunResult meld = sandbox.run({"meld", "--yes", kDanger, curator.url()});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(read_file(sandbox / "curated.log"), "curated-bare\n");
  EXPECT_NE(meld.err.find("hooks that"), std::string::npos) << meld.err;  // DSC-60 warning
  // Recorded on the nested source and re-offered from the record (`hooks list`, `--force`).
  const json list = json::parse(sandbox.run({"hooks", "list", "--json", "bare"}).out);
  ASSERT_EQ(list["sources"][0]["hooks"].size(), 1u) << list.dump();
  EXPECT_EQ(list["sources"][0]["hooks"][0]["status"], "ran");
  ASSERT_EQ(sandbox.run({"hooks", "run", "bare", "--force", kDanger}).exit_code, 0);
  EXPECT_EQ(read_file(sandbox / "curated.log"), "curated-bare\ncurated-bare\n");
  const json sources = registry(sandbox)["sources"];  // named: a temporary's member would dangle
  for (const json& s : sources) {
    EXPECT_EQ(s.contains("curated_hooks"), s["name"] == "local/up/bare") << s.dump();
  }
}

// spec: HOOK-59
TEST(HookTargets, UnmeldUninstallHookReplacesTheDeclaredOnesLoudly) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("probe");
  up.commit_file("mind.toml",
                 "[[hooks]]\nrun = \"echo declared >> \\\"$HOME/un.log\\\"\"\nevent = "
                 "\"uninstall\"\n");
  ASSERT_EQ(sandbox.run({"meld", "--yes", up.url()}).exit_code, 0);
  const RunResult declined = sandbox.run_with_input(
      "n\n", {"unmeld", "--yes", "--uninstall-hook", "echo mine >> \"$HOME/un.log\"", up.url()},
      {{"MIND_TTY", "1"}});
  ASSERT_EQ(declined.exit_code, 0) << declined.err;
  EXPECT_NE(declined.err.find("REPLACES: echo declared"), std::string::npos) << declined.err;
  EXPECT_EQ(read_or_empty(sandbox / "un.log"), "");
  ASSERT_EQ(sandbox.run({"meld", "--yes", up.url()}).exit_code, 0);
  ASSERT_EQ(sandbox
                .run({"unmeld", "--yes", "--dangerously-skip-hook-check", "--uninstall-hook",
                      "echo mine >> \"$HOME/un.log\"", up.url()})
                .exit_code,
            0);
  EXPECT_EQ(read_file(sandbox / "un.log"), "mine\n");
}

// spec: HOOK-120
// spec: HOOK-121
// spec: HOOK-122
// spec: HOOK-124
TEST(HookTargets, UpgradeRunsUpdateHooksInsteadOfInstallHooksFromTheMeldBaseline) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  const std::string melded = source_with_hooks(up, true);
  ASSERT_EQ(sandbox.run({"meld", "--yes", kDanger, up.url()}).exit_code, 0);
  EXPECT_EQ(read_file(sandbox / "source.log"), "install\n");  // never update at meld
  const json records = registry(sandbox)["sources"][0]["install_hooks"];
  ASSERT_EQ(records.size(), 2u);
  EXPECT_EQ(records[1]["event"], "update");
  EXPECT_EQ(records[1]["ran_at"], melded);  // the not-run baseline

  ASSERT_EQ(sandbox.run({"upgrade", "--yes", kDanger}).exit_code, 0);
  EXPECT_EQ(read_file(sandbox / "source.log"), "install\n");  // the baseline holds
  up.commit_skill("probe", "changed");
  ASSERT_EQ(sandbox.run({"upgrade", "--yes", kDanger}).exit_code, 0);
  EXPECT_EQ(read_file(sandbox / "source.log"), "install\nupdate\n");
}

// spec: HOOK-56
// spec: HOOK-2
TEST(HookTargets, AnInstallHookOverrideIsRecordedAndWinsAtUpgrade) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  source_with_hooks(up, true);
  ASSERT_EQ(sandbox
                .run({"meld", "--yes", kDanger, "--install-hook",
                      "echo override >> \"$HOME/source.log\"", up.url()})
                .exit_code,
            0);
  EXPECT_EQ(read_file(sandbox / "source.log"), "override\n");
  EXPECT_EQ(registry(sandbox)["sources"][0]["install_hook_override"],
            "echo override >> \"$HOME/source.log\"");
  up.commit_skill("probe", "changed");
  ASSERT_EQ(sandbox.run({"upgrade", "--yes", kDanger}).exit_code, 0);
  EXPECT_EQ(read_file(sandbox / "source.log"), "override\noverride\n");  // not the update hook
}

// An item whose install, update and uninstall hooks append to $HOME/item.log.
void item_with_lifecycle(GitRepo& up, const std::string& body, const std::string& ns = "") {
  up.commit_file("skills/scan/SKILL.md", "---\ndescription: d\n---\n" + body + ns + "\n");
  up.commit_file("mind.toml",
                 "# " + body + ns + "\n" +
                     (ns.empty() ? "" : "[source]\nnamespace = \"" + ns + "\"\n\n") +
                     "[[items]]\nkind = \"skill\"\nname = \"scan\"\npath = \"skills/scan\"\n"
                     "install = \"echo install $PWD >> \\\"$HOME/item.log\\\"\"\n"
                     "update = \"echo update >> \\\"$HOME/item.log\\\"\"\n"
                     "uninstall = \"echo uninstall $PWD >> \\\"$HOME/item.log\\\"\"\n");
}

// spec: HOOK-125
// spec: HOOK-81
// spec: HOOK-82
TEST(HookTargets, ItemUpdateHooksReplaceInstallHooksOnAnInPlaceUpgradeAndARenameUninstallsTheOld) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  item_with_lifecycle(up, "one");
  ASSERT_EQ(sandbox.run({"meld", "--yes", kDanger, up.url()}).exit_code, 0);
  const fs::path old_store = fs::canonical(sandbox.mind_home() / "store" / "skill" / "scan");
  EXPECT_EQ(read_file(sandbox / "item.log"), "install " + old_store.string() + "\n");

  item_with_lifecycle(up, "two");  // in place: update, no uninstall
  ASSERT_EQ(sandbox.run({"upgrade", "--yes", kDanger}).exit_code, 0);
  EXPECT_EQ(read_file(sandbox / "item.log"), "install " + old_store.string() + "\nupdate\n");

  item_with_lifecycle(up, "two", "jk");  // a rename: the new name installs, the old uninstalls
  const RunResult renamed = sandbox.run({"upgrade", "--yes", kDanger});
  ASSERT_EQ(renamed.exit_code, 0) << renamed.err;
  const fs::path new_store = fs::canonical(sandbox.mind_home() / "store" / "skill" / "jk:scan");
  EXPECT_EQ(read_file(sandbox / "item.log"), "install " + old_store.string() +
                                                 "\nupdate\ninstall " + new_store.string() +
                                                 "\nuninstall " + old_store.string() + "\n");
  EXPECT_FALSE(fs::exists(old_store));
}

// An item that declares only an install hook has it re-run on an upgrade
// (no update hook to take its place), and nothing but its record says so.
// spec: HOOK-84
// spec: HOOK-81
TEST(HookTargets, AnItemInstallHookRunsAgainWhenTheItemUpgrades) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  const auto skill = [&](const std::string& body) {
    up.commit_file(
        "skills/scan/SKILL.md",
        "---\ndescription: d\ninstall: echo install >> \"$HOME/item.log\"\n---\n" + body + "\n");
  };
  skill("one");
  ASSERT_EQ(sandbox.run({"meld", "--yes", kDanger, up.url()}).exit_code, 0);
  EXPECT_EQ(read_file(sandbox / "item.log"), "install\n");
  skill("two");
  const RunResult upgraded = sandbox.run({"upgrade", "--yes", kDanger});
  ASSERT_EQ(upgraded.exit_code, 0) << upgraded.err;
  EXPECT_EQ(read_file(sandbox / "item.log"), "install\ninstall\n");
  EXPECT_EQ(sandbox.run({"upgrade", "--yes", kDanger}).exit_code, 0);  // nothing moved: no run
  EXPECT_EQ(read_file(sandbox / "item.log"), "install\ninstall\n");
}

// The reference's `examples/explicit` README tears down with
// `mind forget scan --dangerously-skip-install-hook-check`.
// spec: CLI-227
TEST(HookTargets, ForgetTakesTheOlderFlagSpellingTheExplicitExampleDocuments) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "explicit");
  up.commit_file("components/scan/hooks/pre.sh", "echo \"explicit-example: scan removed\"\n");
  item_hooked_source(up, "true\n");
  ASSERT_EQ(sandbox.run({"meld", "--yes", up.url()}).exit_code, 0);
  const RunResult forget = sandbox.run({"forget", "scan", kDanger});
  ASSERT_EQ(forget.exit_code, 0) << forget.err;
  EXPECT_NE(forget.out.find("explicit-example: scan removed"), std::string::npos) << forget.out;
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills" / "scan"));
  EXPECT_EQ(sandbox.run({"forget", "--help"}).out.find(kDanger), std::string::npos);  // hidden
}

// spec: HOOK-87
// spec: HOOK-54
TEST(HookTargets, UnmeldRunsItemUninstallHooksBeforeTheSourcesOwn) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_file("skills/scan/SKILL.md",
                 "---\ndescription: d\nuninstall: echo item >> \"$HOME/order.log\"\n---\nbody\n");
  up.commit_file("mind.toml",
                 "[[hooks]]\nrun = \"echo source >> \\\"$HOME/order.log\\\"\"\nevent = "
                 "\"uninstall\"\n");
  ASSERT_EQ(sandbox.run({"meld", "--yes", up.url()}).exit_code, 0);
  const RunResult unmeld =
      sandbox.run({"unmeld", "--yes", "--dangerously-skip-hook-check", up.url()});
  ASSERT_EQ(unmeld.exit_code, 0) << unmeld.err;
  EXPECT_EQ(read_file(sandbox / "order.log"), "item\nsource\n");
}

// spec: HOOK-130
// spec: HOOK-131
// spec: HOOK-132
// spec: HOOK-133
// spec: HOOK-134
// spec: DSC-98
TEST(HookTargets, AnItemsHooksComeFromExactlyOneSite) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  // Frontmatter scalars, any kind.
  up.commit_file("agents/ag.md", "---\ndescription: ag\nuninstall: echo agent-gone\n---\nhi\n");
  up.commit_file("skills/fm/SKILL.md", "---\ndescription: fm\ninstall: echo fm-install\n---\n");
  // The folder's mind.toml wins over the frontmatter, never merged.
  up.commit_file("skills/dir/SKILL.md", "---\ndescription: dir\ninstall: echo hidden\n---\n");
  up.commit_file("skills/dir/mind.toml",
                 "[[hooks]]\nrun = \"echo dir-update\"\nevent = \"update\"\n");
  // Any other key in a folder's mind.toml drops just that item.
  up.commit_file("skills/bad/SKILL.md", "---\ndescription: bad\n---\n");
  up.commit_file("skills/bad/mind.toml", "[source]\ndescription = \"not here\"\n");
  const RunResult meld = sandbox.run({"meld", "--yes", up.url()});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_NE(meld.err.find("skipping skill 'bad': skills/bad/mind.toml:1: unknown key 'source'"),
            std::string::npos)
      << meld.err;
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills" / "bad"));
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "skills" / "fm"));
  // HOOK-133: the folder's mind.toml is item content.
  EXPECT_TRUE(fs::exists(sandbox.mind_home() / "store" / "skill" / "dir" / "mind.toml"));

  const json doc = json::parse(sandbox.run({"hooks", "list", "--json", "kit"}).out);
  std::map<std::string, std::vector<std::string>> by_item;
  for (const json& item : doc["sources"][0]["items"]) {
    for (const json& h : item["hooks"]) {
      by_item[item["item"]].push_back(h["event"].get<std::string>() + ": " +
                                      h["command"].get<std::string>());
    }
  }
  EXPECT_EQ(by_item["agent:ag"], std::vector<std::string>{"uninstall: echo agent-gone"});
  EXPECT_EQ(by_item["skill:fm"], std::vector<std::string>{"install: echo fm-install"});
  EXPECT_EQ(by_item["skill:dir"], std::vector<std::string>{"update: echo dir-update"});
  EXPECT_EQ(by_item.count("skill:bad"), 0u);
  // review lists the resolved hooks at the file they came from (HOOK-134).
  const json review = json::parse(sandbox.run({"review", "--json", "kit"}).out);
  std::map<std::string, std::string> sites;
  for (const json& f : review["advisory"]) {
    if (f["kind"] == "item-hook") sites[f["file"]] = f["message"];
  }
  EXPECT_NE(sites["skills/dir/mind.toml"].find("update hook `echo dir-update`"), std::string::npos)
      << review.dump();
  EXPECT_NE(sites["agents/ag.md"].find("uninstall hook `echo agent-gone`"), std::string::npos);
  EXPECT_EQ(sites["skills/dir/SKILL.md"], "");  // the hidden site is not listed

  // HOOK-133: a change to it is a change to the item.
  up.commit_file("skills/dir/mind.toml",
                 "[[hooks]]\nrun = \"echo dir-update-2\"\nevent = \"update\"\n");
  const RunResult pending = sandbox.run({"upgrade"});
  EXPECT_NE(pending.out.find("skill:dir"), std::string::npos) << pending.out;

  // A root [[items]] entry that declares hooks is the one site: the folder's
  // mind.toml is not read, so a bad one there drops nothing.
  up.commit_file("mind.toml",
                 "[[items]]\nkind = \"skill\"\nname = \"bad\"\npath = \"skills/bad\"\n"
                 "install = \"echo root-entry\"\n");
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  const json root = json::parse(sandbox.run({"hooks", "list", "--json", "kit"}).out);
  ASSERT_EQ(root["sources"][0]["items"].size(), 1u) << root.dump();
  EXPECT_EQ(root["sources"][0]["items"][0]["hooks"][0]["command"], "echo root-entry");
}

}  // namespace
}  // namespace mind::e2e

// End to end, issue 44: a plugin item's `${CLAUDE_PLUGIN_ROOT}` names a store
// copy of its plugin's folder, made once per plugin version, replaced by
// `upgrade`, removed with the plugin's last item, drift-checked by
// `introspect`, recovered after a kill at every step; `review` reports a path
// under it the plugin does not hold. Fixtures are written here, in the shape
// real plugins have (a command calling a script, a skill naming an example).

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/plugin_root_fixture.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

constexpr int kFaultExit = 86;

// Issue 44 (Deliver, the plugin root): each spelling resolves to one store
// copy of the plugin, and every path it names exists there.
TEST(PluginRoot, MeldGivesThePluginItemsOneStoreCopyOfTheirPlugin) {
  PluginSource p;
  const RunResult meld = p.meld();
  ASSERT_EQ(meld.exit_code, 0) << meld.err << meld.out;
  const std::string root = p.recorded_root();
  ASSERT_TRUE(root.starts_with("store/plugin/kit@")) << root;
  EXPECT_EQ(p.roots_in_store(), std::set<std::string>{root});
  const fs::path abs = p.sandbox.mind_home() / root;
  EXPECT_EQ(read_file(abs / "scripts/scan.sh"), "#!/bin/sh\necho version 1\n");
  EXPECT_TRUE(fs::exists(abs / ".claude-plugin/plugin.json"));

  const json items = p.items();
  const std::string command = key_of(items, "command", "scan");
  const std::string skill = key_of(items, "skill", "report");
  EXPECT_NE(p.installed_text(command).find("bash " + abs.string() + "/scripts/scan.sh"),
            std::string::npos)
      << p.installed_text(command);
  EXPECT_NE(p.installed_text(skill, "SKILL.md").find("\"" + abs.string() + "/examples/report.md\""),
            std::string::npos);
  EXPECT_FALSE(items[key_of(items, "agent", "helper")].contains("plugin_root"));
  EXPECT_TRUE(p.introspect_issues().empty()) << p.introspect_issues();
}

// Issue 44 (Acceptance): `upgrade` of a plugin whose scripts changed makes the
// new copy, points the items at it and removes the old one, though no item
// file changed.
TEST(PluginRoot, UpgradeOfAPluginWhoseScriptsChangedReplacesItsCopy) {
  PluginSource p;
  ASSERT_EQ(p.meld().exit_code, 0);
  const std::string before = p.recorded_root();
  write_file(p.src / "scripts/scan.sh", "#!/bin/sh\necho version 2\n");
  const json drifted = p.introspect_issues();
  ASSERT_FALSE(drifted.empty());
  EXPECT_EQ(drifted[0]["kind"], "drifted") << drifted;
  const RunResult up = p.sandbox.run({"upgrade", "--yes", "--no-sync"});
  ASSERT_EQ(up.exit_code, 0) << up.err << up.out;
  const std::string after = p.recorded_root();
  EXPECT_NE(after, before);
  EXPECT_EQ(p.roots_in_store(), std::set<std::string>{after});
  EXPECT_EQ(read_file(p.sandbox.mind_home() / after / "scripts/scan.sh"),
            "#!/bin/sh\necho version 2\n");
  const std::string command = key_of(p.items(), "command", "scan");
  EXPECT_NE(p.installed_text(command).find(after), std::string::npos);
  EXPECT_TRUE(p.introspect_issues().empty()) << p.introspect_issues();
}

// Issue 44 (Acceptance): the copy stays while an item records it and goes
// with the plugin's last item; `unmeld` removes it too.
TEST(PluginRoot, ForgetOfTheLastItemRemovesTheCopy) {
  PluginSource p;
  ASSERT_EQ(p.meld().exit_code, 0);
  const std::string root = p.recorded_root();
  const json items = p.items();
  ASSERT_EQ(p.sandbox.run({"forget", key_of(items, "command", "scan"), "--yes"}).exit_code, 0);
  EXPECT_EQ(p.roots_in_store(), std::set<std::string>{root});
  ASSERT_EQ(p.sandbox.run({"forget", key_of(items, "skill", "report"), "--yes"}).exit_code, 0);
  EXPECT_TRUE(p.roots_in_store().empty());
  EXPECT_TRUE(p.introspect_issues().empty()) << p.introspect_issues();

  PluginSource again;
  ASSERT_EQ(again.meld().exit_code, 0);
  ASSERT_EQ(again.roots_in_store().size(), 1u);
  const RunResult unmeld = again.sandbox.run({"unmeld", "kit", "--yes"});
  ASSERT_EQ(unmeld.exit_code, 0) << unmeld.err;
  EXPECT_TRUE(again.roots_in_store().empty());
}

// Issue 44: `introspect` finds a copy edited or removed in the store, and
// `--fix` copies it again from the plugin (unchanged, so no version moves).
TEST(PluginRoot, IntrospectFindsAnEditedOrMissingCopyAndFixRestoresIt) {
  PluginSource p;
  ASSERT_EQ(p.meld().exit_code, 0);
  const fs::path root = p.sandbox.mind_home() / p.recorded_root();
  write_file(root / "scripts/scan.sh", "tampered\n");
  json issues = p.introspect_issues();
  ASSERT_EQ(issues.size(), 1u) << issues;
  EXPECT_EQ(issues[0]["kind"], "plugin-root-drifted");
  ASSERT_EQ(p.sandbox.run({"introspect", "--fix"}).exit_code, 0);
  EXPECT_EQ(read_file(root / "scripts/scan.sh"), "#!/bin/sh\necho version 1\n");
  EXPECT_TRUE(p.introspect_issues().empty()) << p.introspect_issues();

  fs::remove_all(root);
  issues = p.introspect_issues();
  ASSERT_EQ(issues.size(), 1u) << issues;
  EXPECT_EQ(issues[0]["kind"], "missing-plugin-root");
  ASSERT_EQ(p.sandbox.run({"introspect", "--fix"}).exit_code, 0);
  EXPECT_TRUE(fs::exists(root / "scripts/scan.sh"));
  EXPECT_TRUE(p.introspect_issues().empty()) << p.introspect_issues();
}

// Issue 44: a path under the variable the plugin does not hold is reported
// with its file and line; one the plugin holds is not.
TEST(PluginRoot, ReviewReportsAPathThePluginDoesNotHold) {
  PluginSource p;
  write_file(p.src / "commands/broken.md",
             "---\ndescription: broken\n---\nfirst\nRun ${CLAUDE_PLUGIN_ROOT}/scripts/missing.sh "
             "then ${CLAUDE_PLUGIN_ROOT}/scripts/scan.sh\n");
  const RunResult r = p.sandbox.run({"review", p.src.string()});
  EXPECT_EQ(r.exit_code, 0) << r.err << r.out;
  const std::string all = r.out + r.err;
  EXPECT_NE(all.find("[missing-plugin-path]: commands/broken.md:5:"), std::string::npos) << all;
  EXPECT_NE(all.find("scripts/missing.sh"), std::string::npos);
  EXPECT_EQ(all.find("${CLAUDE_PLUGIN_ROOT}/scripts/scan.sh, which"), std::string::npos) << all;
}

// Issue 44 (Acceptance): killed at each step of an install that makes the
// copy, and of an upgrade that replaces it, the next run recovers, `introspect
// --fix` leaves nothing to report, and melding again gives every item a copy.
TEST(PluginRoot, AKillAtEveryStepRecovers) {
  const std::vector<std::string> steps = {
      "after-stage",  "after-plugin-root-stage", "after-plugin-root", "after-swap", "after-link",
      "after-record", "before-manifest-write"};
  for (const std::string& step : steps) {
    for (const bool upgrade : {false, true}) {
      SCOPED_TRACE(step + (upgrade ? " (upgrade)" : " (meld)"));
      PluginSource p;
      if (upgrade) {
        ASSERT_EQ(p.meld().exit_code, 0);
        write_file(p.src / "scripts/scan.sh", "#!/bin/sh\necho version 2\n");
      }
      const std::vector<std::string> args =
          upgrade ? std::vector<std::string>{"upgrade", "--yes", "--no-sync"}
                  : std::vector<std::string>{"meld", p.src.string(), "--yes"};
      const RunResult killed = p.sandbox.run(args, {{"MIND_FAULT", step + ":1"}});
      EXPECT_EQ(killed.exit_code, kFaultExit) << killed.err;
      ASSERT_EQ(p.sandbox.run({"recall", "--json"}).exit_code, 0);
      const RunResult fix = p.sandbox.run({"introspect", "--fix"});
      ASSERT_EQ(fix.exit_code, 0) << fix.err << fix.out;
      for (const json& issue : p.introspect_issues()) {
        EXPECT_EQ(issue["kind"], "drifted") << issue;  // an upgrade not done yet
      }
      const RunResult done = upgrade ? p.sandbox.run(args) : p.meld();
      ASSERT_EQ(done.exit_code, 0) << done.err << done.out;
      const std::string root = p.recorded_root();
      EXPECT_EQ(p.roots_in_store(), std::set<std::string>{root});
      EXPECT_EQ(read_file(p.sandbox.mind_home() / root / "scripts/scan.sh"),
                upgrade ? "#!/bin/sh\necho version 2\n" : "#!/bin/sh\necho version 1\n");
      EXPECT_TRUE(p.introspect_issues().empty()) << p.introspect_issues();
    }
  }
}

}  // namespace
}  // namespace mind::e2e

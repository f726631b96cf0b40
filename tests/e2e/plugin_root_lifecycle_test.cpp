// End to end, issue 44 (the plugin root, Acceptance): `upgrade` of a plugin
// whose scripts changed but whose items did not says what changed (the
// plugin root, from one version to the other) instead of a hash that did not
// move, in text and in `--json`; and `forget` of the plugin's last item,
// killed at each of its steps, recovers with the copy gone.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/e2e/plugin_root_fixture.hpp"

namespace mind::e2e {
namespace {

using mind::testing::write_file;
using nlohmann::json;

constexpr int kFaultExit = 86;

// `store/plugin/kit@<16 hex>` -> the 16 hex digits.
std::string digits_of(const std::string& root) { return root.substr(root.find('@') + 1); }

// Issue 44: only the plugin's folder changed, so the item's own hash did
// not; the plan names the plugin root's two versions, as its folder names do.
TEST(PluginRootLifecycle, UpgradeSaysThePluginRootChanged) {
  PluginSource p;
  ASSERT_EQ(p.meld().exit_code, 0);
  const std::string before = digits_of(p.recorded_root());
  write_file(p.src / "scripts/scan.sh", "#!/bin/sh\necho version 2\n");
  const RunResult up = p.sandbox.run({"upgrade", "--yes", "--no-sync"});
  ASSERT_EQ(up.exit_code, 0) << up.err << up.out;
  const std::string after = digits_of(p.recorded_root());
  ASSERT_NE(before, after);
  const std::string said = "plugin root kit: " + before + " -> " + after;
  // The change column follows the key: no `<hash> -> <the same hash>` before it.
  EXPECT_NE(up.out.find("command:kit:scan  " + said), std::string::npos) << up.out;
  EXPECT_NE(up.out.find("skill:kit:report  " + said), std::string::npos) << up.out;

  write_file(p.src / "scripts/scan.sh", "#!/bin/sh\necho version 3\n");
  const RunResult js = p.sandbox.run({"--json", "upgrade", "--yes", "--no-sync"});
  ASSERT_EQ(js.exit_code, 0) << js.err;
  const json doc = parse_one_document(js);
  ASSERT_EQ(doc["changes"].size(), 2u) << js.out;
  for (const json& c : doc["changes"]) {
    EXPECT_EQ(c["key"], c["new_key"]);
    EXPECT_FALSE(c.contains("content")) << c;  // the item's own file did not change
    EXPECT_EQ(c["plugin_root"]["plugin"], "kit");
    EXPECT_EQ(c["plugin_root"]["old"].get<std::string>().find(':') + 1,
              c["plugin_root"]["old"].get<std::string>().find(after));
    EXPECT_NE(c["plugin_root"]["new"], c["plugin_root"]["old"]);
  }
  EXPECT_NE(js.err.find("plugin root kit: " + after + " -> "), std::string::npos) << js.err;
}

// An item whose own file changed too says both.
TEST(PluginRootLifecycle, UpgradeSaysBothWhenTheItemChangedToo) {
  PluginSource p;
  ASSERT_EQ(p.meld().exit_code, 0);
  write_file(p.src / "scripts/scan.sh", "#!/bin/sh\necho version 2\n");
  write_file(p.src / "commands/scan.md",
             "---\ndescription: scan\n---\nRun `sh ${CLAUDE_PLUGIN_ROOT}/scripts/scan.sh`.\n");
  const RunResult js = p.sandbox.run({"--json", "upgrade", "--yes", "--no-sync"});
  ASSERT_EQ(js.exit_code, 0) << js.err;
  const json doc = parse_one_document(js);
  bool command_seen = false;
  for (const json& c : doc["changes"]) {
    if (c["key"] != "command:kit:scan") continue;
    command_seen = true;
    EXPECT_TRUE(c.contains("content")) << c;
    EXPECT_NE(c["content"]["old"], c["content"]["new"]);
    EXPECT_TRUE(c.contains("plugin_root")) << c;
  }
  EXPECT_TRUE(command_seen) << js.out;
}

// Issue 44 (Acceptance): killed at each step of forgetting the plugin's last
// item, the next run recovers; the forget done again leaves no copy behind.
TEST(PluginRootLifecycle, AKillAtEveryStepOfForgetRecovers) {
  const std::vector<std::string> steps = {"after-unlink", "after-store-remove", "after-record",
                                          "before-manifest-write"};
  for (const std::string& step : steps) {
    SCOPED_TRACE(step);
    PluginSource p;
    ASSERT_EQ(p.meld().exit_code, 0);
    const json items = p.items();
    ASSERT_EQ(p.sandbox.run({"forget", key_of(items, "command", "scan"), "--yes"}).exit_code, 0);
    const std::string last = key_of(items, "skill", "report");
    ASSERT_EQ(p.roots_in_store().size(), 1u);
    const RunResult killed =
        p.sandbox.run({"forget", last, "--yes"}, {{"MIND_FAULT", step + ":1"}});
    EXPECT_EQ(killed.exit_code, kFaultExit) << killed.err;
    ASSERT_EQ(p.sandbox.run({"recall", "--json"}).exit_code, 0);
    const RunResult fix = p.sandbox.run({"introspect", "--fix"});
    ASSERT_EQ(fix.exit_code, 0) << fix.err << fix.out;
    if (p.items().contains(last)) {  // killed before the removal was recorded
      const RunResult again = p.sandbox.run({"forget", last, "--yes"});
      ASSERT_EQ(again.exit_code, 0) << again.err;
    }
    EXPECT_FALSE(p.items().contains(last));
    EXPECT_TRUE(p.roots_in_store().empty());
    EXPECT_TRUE(p.introspect_issues().empty()) << p.introspect_issues();
  }
}

}  // namespace
}  // namespace mind::e2e

// End-to-end crash safety (design decision 6): the real binary is stopped
// abruptly (`MIND_FAULT=<step>:<n>`, `_exit` with no undo) at every step of
// learn, upgrade and forget. The next run must load the state, `introspect
// --fix` must leave a consistent state, and no earlier install may be lost.
// Also the clobber guard end to end: a user's file is never modified without
// --force, and a forced install that fails gives it back.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

constexpr int kFaultExit = 86;

struct Scenario {
  void setup() {
    source = sandbox / "src/kit";
    write_skill("keep", "kept from an earlier run");
    for (const char* name : {"s1", "s2", "s3"}) write_skill(name, name);
    write_file(source / "agents/helper.md", "---\ndescription: helper\n---\nbody\n");
    fs::create_directories(sandbox.lobe());
    ASSERT_EQ(sandbox.run({"meld", source.string(), "--register-only"}).exit_code, 0);
    ASSERT_EQ(sandbox.run({"learn", "skill:keep"}).exit_code, 0);
  }

  void write_skill(const std::string& name, const std::string& body) {
    write_file(source / "skills" / name / "SKILL.md",
               "---\ndescription: " + name + "\n---\n" + body + "\n");
  }

  json manifest_items() const {
    return json::parse(read_file(sandbox.mind_home() / "manifest.json"))["items"];
  }

  // The next run reads the state; --fix repairs it; then nothing is left to
  // report but what `ignored` names (e.g. drift the test made on purpose).
  void expect_recoverable(const std::string& step, const std::set<std::string>& ignored = {}) {
    SCOPED_TRACE(step);
    const RunResult recall = sandbox.run({"recall", "--json"});
    ASSERT_EQ(recall.exit_code, 0) << recall.err << recall.out;
    const RunResult fix = sandbox.run({"introspect", "--fix"});
    ASSERT_EQ(fix.exit_code, 0) << fix.err << fix.out;
    const RunResult check = sandbox.run({"introspect", "--json"});
    ASSERT_EQ(check.exit_code, 0) << check.err;
    const json report = json::parse(check.out);  // named: a temporary's member would dangle
    for (const json& issue : report["issues"]) {
      EXPECT_TRUE(ignored.contains(issue["kind"].get<std::string>())) << issue;
    }
    // No earlier install is lost, and every record points at real files.
    const json items = manifest_items();
    ASSERT_TRUE(items.contains("skill:keep"));
    for (const auto& [key, item] : items.items()) {
      EXPECT_TRUE(fs::is_directory(sandbox.mind_home() / item["store"].get<std::string>()) ||
                  fs::is_regular_file(sandbox.mind_home() / item["store"].get<std::string>()))
          << key;
      for (const json& link : item["links"]) {
        EXPECT_TRUE(fs::exists(link.get<std::string>())) << key << " " << link;
      }
    }
    EXPECT_NE(read_file(sandbox.lobe() / "skills/keep/SKILL.md").find("kept"), std::string::npos);
  }

  Sandbox sandbox;
  fs::path source;
};

// A scenario already set up: one source with skills and an agent, and
// `skill:keep` installed by an earlier run.
struct Crash : public ::testing::Test, Scenario {
  void SetUp() override { setup(); }
};

// The n-th occurrence to stop at: the second item of a batch, except the
// manifest, which a batch writes once.
std::string fault(const std::string& step) {
  return step + (step == "before-manifest-write" ? ":1" : ":2");
}

const std::vector<std::string> kInstallSteps = {"after-stage",  "after-backup",
                                                "after-swap",   "after-link",
                                                "after-record", "before-manifest-write"};

// spec: LIFE-1
// spec: LIFE-2
// spec: LIFE-3
// spec: CLI-34
TEST(CrashSafety, LearnKilledAtEveryStepIsRecoverable) {
  for (const std::string& step : kInstallSteps) {
    Scenario fresh;
    fresh.setup();
    const RunResult killed =
        fresh.sandbox.run({"learn", "--all", "kit"}, {{"MIND_FAULT", fault(step)}});
    if (step != "after-backup") {
      EXPECT_EQ(killed.exit_code, kFaultExit) << step << killed.err;
    }
    fresh.expect_recoverable("learn " + step);
    // Learning again completes the batch.
    ASSERT_EQ(fresh.sandbox.run({"learn", "--all", "kit"}).exit_code, 0);
    EXPECT_EQ(fresh.manifest_items().size(), 5u);
  }
}

// A batch of 8 items or more is staged ahead on a second thread
// (install/stage_ahead): killed at any step, it leaves copies staged for
// items not reached yet, which the next run's recovery sweeps.
// spec: LIFE-1
// spec: LIFE-48
// spec: CLI-34
TEST(CrashSafety, ABatchStagedAheadKilledAtEveryStepIsRecoverable) {
  for (const std::string& step : kInstallSteps) {
    Scenario fresh;
    fresh.setup();
    for (int i = 0; i < 10; ++i) fresh.write_skill("more" + std::to_string(i), "more");
    const RunResult killed =
        fresh.sandbox.run({"learn", "--all", "kit"}, {{"MIND_FAULT", fault(step)}});
    if (step != "after-backup") {
      EXPECT_EQ(killed.exit_code, kFaultExit) << step << killed.err;
    }
    fresh.expect_recoverable("learn " + step);
    const fs::path staged = fresh.sandbox.mind_home() / ".tmp/staging/skill";
    EXPECT_TRUE(!fs::exists(staged) || fs::is_empty(staged)) << step;
    ASSERT_EQ(fresh.sandbox.run({"learn", "--all", "kit"}).exit_code, 0);
    EXPECT_EQ(fresh.manifest_items().size(), 15u);
  }
}

// spec: LIFE-4
// spec: LIFE-48
// spec: LIFE-13
TEST(CrashSafety, UpgradeKilledAtEveryStepKeepsEveryItem) {
  for (const std::string& step : kInstallSteps) {
    Scenario fresh;
    fresh.setup();
    ASSERT_EQ(fresh.sandbox.run({"learn", "--all", "kit"}).exit_code, 0);
    for (const char* name : {"keep", "s1", "s2", "s3"}) fresh.write_skill(name, "kept, version 2");
    const RunResult killed =
        fresh.sandbox.run({"upgrade", "--yes", "--no-sync"}, {{"MIND_FAULT", fault(step)}});
    EXPECT_EQ(killed.exit_code, kFaultExit) << step << killed.err;
    fresh.expect_recoverable("upgrade " + step, {"drifted"});
    EXPECT_EQ(fresh.manifest_items().size(), 5u);
    const RunResult done = fresh.sandbox.run({"upgrade", "--yes", "--no-sync", "--json"});
    ASSERT_EQ(done.exit_code, 0) << done.err;
    const RunResult clean = fresh.sandbox.run({"introspect", "--json"});
    EXPECT_TRUE(json::parse(clean.out)["issues"].empty()) << clean.out;
  }
}

// spec: LIFE-20
// spec: LIFE-21
TEST(CrashSafety, ForgetKilledAtEveryStepIsRecoverable) {
  for (const std::string step :
       {"after-unlink", "after-store-remove", "after-record", "before-manifest-write"}) {
    Scenario fresh;
    fresh.setup();
    ASSERT_EQ(fresh.sandbox.run({"learn", "--all", "kit"}).exit_code, 0);
    const RunResult killed =
        fresh.sandbox.run({"forget", "skill:s*", "--yes"}, {{"MIND_FAULT", fault(step)}});
    EXPECT_EQ(killed.exit_code, kFaultExit) << step << killed.err;
    fresh.expect_recoverable(std::string("forget ") + step);
    if (fresh.manifest_items().size() > 2) {  // a journaled forget may already be complete
      ASSERT_EQ(fresh.sandbox.run({"forget", "skill:s*", "--yes"}).exit_code, 0);
    }
    EXPECT_EQ(fresh.manifest_items().size(), 2u);
  }
}

// spec: LIFE-43
TEST_F(Crash, ForcedInstallKilledAfterStashingGivesTheUserFileBack) {
  const fs::path user_file = sandbox.lobe() / "skills/s2";
  write_file(user_file / "mine.txt", "my own work\n");
  const RunResult killed =
      sandbox.run({"learn", "skill:s2", "--force"}, {{"MIND_FAULT", "after-stash:1"}});
  ASSERT_EQ(killed.exit_code, kFaultExit) << killed.err;
  EXPECT_FALSE(fs::exists(user_file / "mine.txt"));  // set aside when the process died
  ASSERT_EQ(sandbox.run({"introspect", "--fix"}).exit_code, 0);
  EXPECT_EQ(read_file(user_file / "mine.txt"), "my own work\n");
  EXPECT_FALSE(fs::is_symlink(user_file));
}

// spec: LIFE-41
TEST_F(Crash, UserFileAtLinkPathIsNeverTouchedWithoutForce) {
  write_file(sandbox.lobe() / "skills/s1", "user content\n");
  const RunResult r = sandbox.run({"learn", "skill:s1", "--json"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(json::parse(r.out)["error"]["kind"], "link-occupied");
  EXPECT_EQ(read_file(sandbox.lobe() / "skills/s1"), "user content\n");
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "store/skill/s1"));
}

// spec: LIFE-40
// spec: LIFE-43
TEST_F(Crash, ForcedInstallThatFailsLaterRestoresTheUserFile) {
  const fs::path second = sandbox / "second";
  write_file(second / "skills", "a file where the skills directory should be\n");
  write_file(sandbox.lobe() / "skills/s1", "user content\n");
  const std::map<std::string, std::string> two_lobes = {
      {"MIND_AGENT_HOMES", sandbox.lobe().string() + ":" + second.string()}};
  const RunResult r = sandbox.run({"learn", "skill:s1", "--force"}, two_lobes);
  EXPECT_EQ(r.exit_code, 1) << r.out;
  EXPECT_EQ(read_file(sandbox.lobe() / "skills/s1"), "user content\n");
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "store/skill/s1"));
  EXPECT_FALSE(manifest_items().contains("skill:s1"));
}

}  // namespace
}  // namespace mind::e2e

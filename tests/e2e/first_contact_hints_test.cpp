// First contact, around the items (issue 43): what meld, upgrade and sync say
// beside the items they install. A re-meld that is about to install prints no
// per-item "not installed" hint; an upgrade nobody answered refuses and names
// the command that applies it; the install question counts by kind; a
// marketplace's external entries that cannot be reached are one line (`-v`
// each), and one unreachable network is found once, not per entry.
//
// External URLs point only at a closed port on loopback (127.0.0.1:1): the
// tests never reach any other address.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <sstream>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::write_file;
using nlohmann::json;

std::size_t lines_containing(const std::string& text, const std::string& needle) {
  std::istringstream in(text);
  std::size_t n = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.find(needle) != std::string::npos) ++n;
  }
  return n;
}

std::string agent_md(const std::string& name) {
  return "---\nname: " + name + "\ndescription: the " + name + " agent\n---\nbody\n";
}

// spec: CLI-12
// spec: CLI-23
TEST(FirstContactHints, AReMeldThatInstallsPrintsNoNotInstalledHintPerItem) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  for (const char* name : {"alpha", "beta", "gamma"}) up.commit_skill(name);
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--learn", "alpha", "--yes"}).exit_code, 0);

  const RunResult again = sandbox.run({"meld", up.url(), "--yes"});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_EQ(again.out.find("not installed"), std::string::npos) << again.out;
  EXPECT_EQ(again.err.find("not installed"), std::string::npos) << again.err;
  EXPECT_NE(again.out.find("already melded local/up/kit (3 items)"), std::string::npos)
      << again.out;
  EXPECT_NE(again.out.find("learned skill:beta"), std::string::npos) << again.out;
  EXPECT_NE(again.out.find("learned skill:gamma"), std::string::npos) << again.out;

  // Nothing left: CLI-12's per-item state, every item installed.
  const RunResult done = sandbox.run({"meld", up.url()});
  ASSERT_EQ(done.exit_code, 0) << done.err;
  EXPECT_EQ(lines_containing(done.out, ": installed at " + up.head().substr(0, 12)), 3u)
      << done.out;
  EXPECT_EQ(done.out.find("not installed"), std::string::npos) << done.out;
}

// spec: CLI-23
TEST(FirstContactHints, TheInstallQuestionCountsTheItemsByKind) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("alpha");
  up.commit_skill("beta");
  up.commit_file("agents/helper.md", agent_md("helper"));
  const RunResult r = sandbox.run_with_input("n\n", {"meld", up.url()}, {{"MIND_TTY", "1"}});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("install 3 items from local/up/kit (2 skills, 1 agent)? [Y/n]"),
            std::string::npos)
      << r.err;

  GitRepo one(sandbox / "up" / "one");
  one.commit_file("agents/solo.md", agent_md("solo"));
  const RunResult single = sandbox.run_with_input("n\n", {"meld", one.url()}, {{"MIND_TTY", "1"}});
  EXPECT_NE(single.err.find("install 1 item from local/up/one (1 agent)? [Y/n]"), std::string::npos)
      << single.err;
}

struct PendingUpgrade {
  Sandbox sandbox;
  GitRepo up{sandbox / "up" / "kit"};
  PendingUpgrade() {
    up.commit_skill("alpha");
    EXPECT_EQ(sandbox.run({"meld", up.url(), "--yes"}).exit_code, 0);
    up.commit_skill("alpha", "a new body");
  }
};

// spec: CLI-60
// spec: LIFE-45
TEST(FirstContactHints, AnUpgradeNobodyAnsweredRefusesAndNamesTheCommand) {
  PendingUpgrade p;
  const RunResult r = p.sandbox.run({"upgrade"});  // stdin /dev/null, no terminal
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_NE(r.out.find("1 upgrade(s) pending"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("not applied"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("`mind upgrade --yes`"), std::string::npos) << r.err;
  EXPECT_EQ(r.out.find("upgraded skill:alpha"), std::string::npos) << r.out;

  const RunResult scoped = p.sandbox.run({"upgrade", "alpha"});
  EXPECT_EQ(scoped.exit_code, 1);
  EXPECT_NE(scoped.err.find("`mind upgrade --yes 'alpha'`"), std::string::npos) << scoped.err;

  const RunResult json_run = p.sandbox.run({"upgrade", "--json"});  // LIFE-45 as before
  EXPECT_EQ(json_run.exit_code, 1);
  EXPECT_EQ(json::parse(json_run.out)["error"]["kind"], "confirmation-required") << json_run.out;

  const RunResult synced = p.sandbox.run({"sync", "--upgrade"});
  EXPECT_EQ(synced.exit_code, 1) << synced.out << synced.err;
  EXPECT_NE(synced.err.find("`mind sync --upgrade --yes`"), std::string::npos) << synced.err;
}

// spec: CLI-60
TEST(FirstContactHints, AnAnsweredUpgradeQuestionIsHonouredWithoutATerminal) {
  PendingUpgrade p;
  const RunResult no = p.sandbox.run_with_input("n\n", {"upgrade"});
  EXPECT_EQ(no.exit_code, 0) << no.err;
  EXPECT_NE(no.err.find("nothing upgraded; apply them later with `mind upgrade --yes`"),
            std::string::npos)
      << no.err;
  const RunResult yes = p.sandbox.run_with_input("y\n", {"upgrade"});
  EXPECT_EQ(yes.exit_code, 0) << yes.err;
  EXPECT_NE(yes.out.find("upgraded skill:alpha"), std::string::npos) << yes.out;
}

// A marketplace of the knowledge-work-plugins shape: in-repo plugins, then
// external entries (`url` and `git-subdir`, each with a `sha`) on a closed
// loopback port.
constexpr int kExternals = 6;

fs::path unreachable_marketplace(const Sandbox& sandbox) {
  const fs::path market = sandbox / "market";
  std::string plugins = R"({"name":"productivity","source":"./productivity","description":"d"},)"
                        R"({"name":"sales","source":"./sales","description":"d"})";
  for (int i = 0; i < kExternals; ++i) {
    const std::string n = std::to_string(i);
    const std::string sha = std::string(40, static_cast<char>('a' + i));
    if (i % 2 == 0) {
      plugins += R"(,{"name":"ext)" + n +
                 R"(","source":{"source":"url","url":"https://127.0.0.1:1/acme/ext)" + n +
                 R"(.git","sha":")" + sha + R"("},"homepage":"https://127.0.0.1:1/"})";
    } else {
      plugins += R"(,{"name":"ext)" + n +
                 R"(","source":{"source":"git-subdir","url":"https://127.0.0.1:1/acme/mono)" + n +
                 R"(.git","path":"plugins/p)" + n + R"(","ref":"main","sha":")" + sha + R"("}})";
    }
  }
  write_file(market / ".claude-plugin/marketplace.json",
             R"({"name":"work","owner":{"name":"t"},"plugins":[)" + plugins + "]}");
  for (const char* p : {"productivity", "sales"}) {
    write_file(market / p / ".claude-plugin/plugin.json", std::string(R"({"name":")") + p + "\"}");
    write_file(market / p / "skills" / (std::string(p) + "-task") / "SKILL.md",
               std::string("---\nname: ") + p + "-task\ndescription: d\n---\nbody\n");
  }
  return market;
}

// spec: MKT-7
// spec: DSC-79
TEST(FirstContactHints, UnreachableExternalEntriesAreOneLineAndTriedOnce) {
  Sandbox sandbox;
  const fs::path market = unreachable_marketplace(sandbox);
  const RunResult r = sandbox.run({"meld", market.string(), "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines_containing(r.err, "external plugins listed in"), 1u) << r.err;
  EXPECT_EQ(lines_containing(r.err, "skipped marketplace entry"), 0u) << r.err;
  EXPECT_NE(r.err.find("skipped " + std::to_string(kExternals) + " external plugins listed in '" +
                       market.string() +
                       "/.claude-plugin/marketplace.json' ('ext0', 'ext1', 'ext2' and 3 more): "
                       "the network is unreachable (a clone could not reach its host, so 5 "
                       "others were not tried); -v lists each"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.out.find("learned skill:productivity:productivity-task"), std::string::npos) << r.out;

  // -v: each entry, the first with libgit2's reason, the rest not tried.
  Sandbox verbose_box;
  const fs::path again = unreachable_marketplace(verbose_box);
  const RunResult v = verbose_box.run({"meld", again.string(), "--yes", "-v", "--json"});
  ASSERT_EQ(v.exit_code, 0) << v.err;
  EXPECT_EQ(lines_containing(v.err, "skipped marketplace entry"),
            static_cast<std::size_t>(kExternals))
      << v.err;
  EXPECT_EQ(lines_containing(v.err, "failed to connect to 127.0.0.1"), 1u) << v.err;
  EXPECT_EQ(lines_containing(v.err, "not tried: the network was unreachable earlier in this run"),
            static_cast<std::size_t>(kExternals - 1))
      << v.err;
  const json doc = json::parse(v.out);
  ASSERT_EQ(doc["skipped"].size(), static_cast<std::size_t>(kExternals)) << doc;
  for (const json& s : doc["skipped"]) EXPECT_EQ(s["reason"], "network_unreachable") << doc;
}

// spec: DSC-57
// spec: DSC-79
TEST(FirstContactHints, SyncSaysTheUnreachableExternalsInOneLineToo) {
  Sandbox sandbox;
  const fs::path market = unreachable_marketplace(sandbox);
  ASSERT_EQ(sandbox.run({"meld", market.string(), "--yes"}).exit_code, 0);
  const RunResult r = sandbox.run({"sync"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines_containing(r.err, "external plugins listed in"), 1u) << r.err;
  EXPECT_EQ(lines_containing(r.err, "skipped marketplace entry"), 0u) << r.err;
  const RunResult v = sandbox.run({"sync", "-v"});
  EXPECT_EQ(lines_containing(v.err, "skipped marketplace entry"),
            static_cast<std::size_t>(kExternals))
      << v.err;
}

}  // namespace
}  // namespace mind::e2e

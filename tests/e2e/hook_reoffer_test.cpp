// End-to-end: hooks as the reference runs them when nobody is there to say
// yes (issue 31): a skipped hook's paste-ready remedy under --json, the
// skipped hooks named in text, `upgrade` re-offering a register-only source's
// skipped install hook, `hooks list` over an item its source dropped, and the
// disclosure of an upgrade scope that spans several sources.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/hook_fixtures.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using nlohmann::json;

// A source with a skill and two required install hooks; `setup` leaves a
// file in the sandbox when it runs.
void two_hooks(const Sandbox& sandbox, GitRepo& up) {
  up.commit_skill("probe");
  up.commit_file("mind.toml", "[[hooks]]\nname = \"setup\"\nrun = \"touch '" +
                                  (sandbox / "setup-ran").string() +
                                  "'\"\n\n[[hooks]]\nname = \"second\"\nrun = \"true\"\n");
}

// spec: HOOK-106
// spec: HOOK-107
TEST(HookReoffer, HooksNotRunCarriesThePasteReadyRemedyInJsonAndTextNamesTheHooks) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  two_hooks(sandbox, up);
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--yes"}).exit_code, 0);  // no terminal: skipped

  const RunResult json_run = sandbox.run({"--json", "hooks", "run", "local/up/kit"});
  EXPECT_EQ(json_run.exit_code, 1);
  const json doc = parse_one_document(json_run);
  EXPECT_EQ(doc["error"]["kind"], "hooks-not-run") << doc;
  ASSERT_EQ(doc["error"]["details"]["remedies"].size(), 1u) << doc;
  EXPECT_EQ(doc["error"]["details"]["remedies"][0],
            "mind hooks run 'local/up/kit' --event install " + kDanger);

  const RunResult text = sandbox.run({"hooks", "run", "local/up/kit"});
  EXPECT_EQ(text.exit_code, 1);
  EXPECT_NE(text.err.find("('setup', 'second')"), std::string::npos) << text.err;
  EXPECT_NE(text.err.find("mind hooks run 'local/up/kit' --event install " + kDanger),
            std::string::npos)
      << text.err;
  EXPECT_FALSE(fs::exists(sandbox / "setup-ran"));
}

// spec: HOOK-11
// spec: HOOK-55
TEST(HookReoffer, UpgradeReoffersTheSkippedInstallHookOfARegisterOnlySource) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  two_hooks(sandbox, up);
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--register-only"}).exit_code, 0);
  EXPECT_TRUE(registry(sandbox)["sources"][0]["install_hooks"][0]["ran_at"].is_null());

  const RunResult offered = sandbox.run({"upgrade"});  // no terminal: offered, skipped, said
  ASSERT_EQ(offered.exit_code, 0) << offered.err;
  EXPECT_NE(offered.err.find("skipped 2 install hook(s) of 'local/up/kit'"), std::string::npos)
      << offered.err;
  EXPECT_FALSE(fs::exists(sandbox / "setup-ran"));

  const RunResult ran = sandbox.run({"upgrade", kDanger});
  ASSERT_EQ(ran.exit_code, 0) << ran.err;
  EXPECT_TRUE(fs::exists(sandbox / "setup-ran")) << ran.out << ran.err;
  const json hooks = registry(sandbox)["sources"][0]["install_hooks"];
  EXPECT_EQ(hooks[0]["ran_at"], registry(sandbox)["sources"][0]["commit"]) << hooks;

  const RunResult again = sandbox.run({"upgrade"});  // ran at this commit: nothing re-offered
  EXPECT_EQ(again.err.find("skipped"), std::string::npos) << again.err;
}

// spec: HOOK-104
TEST(HookReoffer, HooksListMarksAnInstalledItemItsSourceNoLongerDeclares) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("kept");
  up.commit_skill("dropped");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--yes"}).exit_code, 0);
  up.git("rm -rq skills/dropped");
  up.git("commit -qm drop");
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);

  const RunResult listed = sandbox.run({"--json", "hooks", "list", "local/up/kit#skill:*"});
  ASSERT_EQ(listed.exit_code, 0) << listed.out << listed.err;
  const json doc = parse_one_document(listed);
  ASSERT_EQ(doc["items"].size(), 2u) << doc;
  for (const json& item : doc["items"]) {
    EXPECT_EQ(item.contains("undeclared"), item["item"] == "skill:dropped") << item;
  }
  const RunResult text = sandbox.run({"hooks", "list", "local/up/kit#skill:*"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_NE(text.out.find("local/up/kit#skill:dropped\n  (its source no longer declares it"),
            std::string::npos)
      << text.out;
}

// spec: CLI-233
// spec: CLI-234
// spec: CLI-235
TEST(HookReoffer, AFilterMatchingSeveralSourcesIsDisclosedOnStderrBeforeThePass) {
  Sandbox sandbox;
  GitRepo a(sandbox / "up" / "a" / "kit");
  GitRepo b(sandbox / "up" / "b" / "kit");
  a.commit_skill("one");
  b.commit_skill("two");
  ASSERT_EQ(sandbox.run({"meld", a.url(), "--yes"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"meld", b.url(), "--yes"}).exit_code, 0);

  const RunResult scoped = sandbox.run({"--json", "upgrade", "kit#*", "--yes"});
  ASSERT_EQ(scoped.exit_code, 0) << scoped.err;
  parse_one_document(scoped);  // the disclosure is not on stdout
  const auto at = scoped.err.find("'kit#*' matches 2 sources");
  ASSERT_NE(at, std::string::npos) << scoped.err;
  EXPECT_NE(scoped.err.find("local/a/kit", at), std::string::npos) << scoped.err;
  EXPECT_NE(scoped.err.find("local/b/kit", at), std::string::npos) << scoped.err;
  EXPECT_NE(scoped.err.find("longer suffix or the full identity"), std::string::npos);

  const RunResult synced = sandbox.run({"--json", "sync", "kit", "--upgrade", "--yes"});
  ASSERT_EQ(synced.exit_code, 0) << synced.err;
  parse_one_document(synced);
  EXPECT_NE(synced.err.find("'kit' matches 2 sources"), std::string::npos) << synced.err;

  for (const std::vector<std::string>& quiet :
       {std::vector<std::string>{"upgrade", "local/a/kit#*"}, {"upgrade"}, {"upgrade", "one"}}) {
    const RunResult r = sandbox.run(quiet);
    EXPECT_EQ(r.err.find("matches 2 sources"), std::string::npos) << quiet.back() << r.err;
  }
}

}  // namespace
}  // namespace mind::e2e

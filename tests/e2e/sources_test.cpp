// End-to-end: sources over git with libgit2. Repositories are built by the test
// (tests/support/git_repo.hpp) and melded through file:// URLs; mind itself
// runs with no `git` on its PATH.

#include <gtest/gtest.h>

#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>
#include <cstdlib>

#include <fcntl.h>

#include <chrono>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using nlohmann::json;

// mind must not need git: a PATH where no git can be found.
const std::map<std::string, std::string> kNoGit = {{"PATH", "/nonexistent"}};

class Sources : public ::testing::Test {
 protected:
  RunResult mind(const std::vector<std::string>& args) const { return sandbox.run(args, kNoGit); }

  json registry() const {
    const fs::path file = sandbox.mind_home() / "sources.json";
    if (!fs::exists(file)) return json{{"sources", json::array()}};
    return json::parse(read_file(file));
  }
  // The registry entry named `name`, or null.
  static json source_named(const json& reg, const std::string& name) {
    for (const json& s : reg["sources"]) {
      if (s["name"] == name) return s;
    }
    return nullptr;
  }
  json recall_sources() const {
    RunResult r = mind({"recall", "--sources", "--json"});
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return parse_one_document(r);
  }

  Sandbox sandbox;
};

// spec: CLI-10
// spec: CLI-21
// spec: STO-11
TEST_F(Sources, MeldSyncUnmeldOfAFileRepoWorkWithoutGitOnPath) {
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("hello");
  RunResult meld = mind({"meld", up.url(), "--yes", "--json"});
  ASSERT_EQ(meld.exit_code, 0) << meld.out << meld.err;
  const json doc = parse_one_document(meld);
  EXPECT_EQ(doc["schema"], 1);
  EXPECT_EQ(doc["action"], "meld");
  EXPECT_EQ(doc["target"], "local/up/kit");
  EXPECT_EQ(doc["outcome"], "melded");
  EXPECT_EQ(doc["installed"], json::array({"skill:hello"}));
  const fs::path clone = sandbox.mind_home() / "sources/local/up/kit";
  EXPECT_TRUE(fs::exists(clone / ".git"));  // a file:// repo is cloned, not linked
  const json s = source_named(registry(), "local/up/kit");
  ASSERT_FALSE(s.is_null());
  EXPECT_EQ(s["url"], up.url());
  EXPECT_EQ(s["commit"], up.head());
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "skills/hello"));

  const std::string next = up.commit_skill("hello", "new body");
  RunResult sync = mind({"sync", "--json"});
  ASSERT_EQ(sync.exit_code, 0) << sync.out << sync.err;
  const json synced = parse_one_document(sync);
  EXPECT_EQ(synced["action"], "sync");
  EXPECT_EQ(synced["sources"][0]["outcome"], "updated");
  EXPECT_EQ(source_named(registry(), "local/up/kit").at("commit"), next);

  RunResult unmeld = mind({"unmeld", "kit", "--json"});
  ASSERT_EQ(unmeld.exit_code, 0) << unmeld.out << unmeld.err;
  EXPECT_EQ(parse_one_document(unmeld)["outcome"], "unmelded");
  EXPECT_EQ(registry()["sources"].size(), 0u);
  EXPECT_FALSE(fs::exists(clone));
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills/hello"));
  EXPECT_TRUE(fs::exists(up.dir() / ".git"));  // the upstream is untouched
}

// spec: CLI-55
// spec: STO-18
// spec: CLI-73
// spec: CLI-13
TEST_F(Sources, TagPinStaysOnSyncBranchPinMovesAndRecallShowsThePins) {
  GitRepo up(sandbox / "up" / "kit");
  const std::string first = up.commit_skill("a");
  up.git("tag v1");
  ASSERT_EQ(
      mind({"meld", up.url(), "--pin", "tag=v1", "-N", "stable", "--register-only"}).exit_code, 0);
  RunResult branch =
      mind({"meld", up.url(), "--pin", "branch=main", "--namespace", "edge", "--register-only"});
  ASSERT_EQ(branch.exit_code, 0) << branch.err;
  const std::string second = up.commit_skill("b");
  RunResult sync = mind({"sync"});
  ASSERT_EQ(sync.exit_code, 0) << sync.out << sync.err;

  const json doc = recall_sources();
  EXPECT_EQ(doc["schema"], 1);
  ASSERT_EQ(doc["items"].size(), 2u);
  std::map<std::string, json> by_name;
  for (const json& s : doc["items"]) by_name[s["name"]] = s;
  const json& stable = by_name["local/up/kit@stable"];
  const json& edge = by_name["local/up/kit@edge"];
  EXPECT_EQ(stable["pin"], json({{"kind", "tag"}, {"value", "v1"}}));
  EXPECT_EQ(stable["commit"], first);
  EXPECT_EQ(stable["as_alias"], "stable");
  EXPECT_EQ(edge["pin"], json({{"kind", "follow-branch"}, {"value", "main"}}));
  EXPECT_EQ(edge["commit"], second);
  EXPECT_TRUE(fs::exists(sandbox.mind_home() / "sources/local/up/kit@stable/skills/a"));
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "sources/local/up/kit@stable/skills/b"));
  EXPECT_TRUE(fs::exists(sandbox.mind_home() / "sources/local/up/kit@edge/skills/b"));
}

// spec: CLI-200
// spec: CLI-209
TEST_F(Sources, PinHeadFreezesAndAReMeldRePins) {
  GitRepo up(sandbox / "up" / "kit", "trunk");  // a default branch that is not main
  const std::string first = up.commit_skill("a");
  ASSERT_EQ(mind({"meld", up.url(), "--pin", "HEAD", "--register-only"}).exit_code, 0);
  EXPECT_EQ(source_named(registry(), "local/up/kit").at("pin"),
            json({{"kind", "ref"}, {"value", first}}));
  const std::string second = up.commit_skill("b");
  ASSERT_EQ(mind({"sync"}).exit_code, 0);
  EXPECT_EQ(source_named(registry(), "local/up/kit").at("commit"), first);  // frozen
  RunResult repin = mind({"meld", up.url(), "--pin", "branch=trunk", "--register-only"});
  ASSERT_EQ(repin.exit_code, 0) << repin.err;
  EXPECT_NE(repin.out.find("re-pinned"), std::string::npos) << repin.out;
  const json s = source_named(registry(), "local/up/kit");
  EXPECT_EQ(s["pin"], json({{"kind", "follow-branch"}, {"value", "trunk"}}));
  EXPECT_EQ(s["commit"], second);
}

// spec: DSC-66
// spec: CLI-17
TEST_F(Sources, MaliciousPinsAreRefusedBeforeAnyCloneAndRegisterNothing) {
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("a");
  for (const std::string pin :
       {"--upload-pack=touch /tmp/pwned", "branch=a..b", "tag=v1\x1b[2J", "x y"}) {
    RunResult r = mind({"meld", up.url(), "--pin=" + pin, "--json"});
    EXPECT_EQ(r.exit_code, 1) << pin;
    EXPECT_EQ(parse_one_document(r)["error"]["kind"], "invalid-ref") << pin;
  }
  RunResult r = mind({"meld", up.url(), "--pin", "tag=v1", "--follow-branch", "main", "--json"});
  EXPECT_EQ(parse_one_document(r)["error"]["kind"], "conflicting-pin");
  RunResult bad = mind({"meld", up.url(), "--pin", "sha=abc", "--json"});
  EXPECT_EQ(parse_one_document(bad)["error"]["kind"], "bad-pin-spec");
  EXPECT_EQ(registry()["sources"].size(), 0u);
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "sources/local/up"));
}

// spec: CLI-18
TEST_F(Sources, UnreachableUrlAndMissingPinAreGitErrorsNamingTheSource) {
  RunResult r = mind({"meld", "file://" + (sandbox / "nowhere/repo").string(), "--json"});
  EXPECT_EQ(r.exit_code, 1);
  const json err = parse_one_document(r)["error"];
  EXPECT_EQ(err["kind"], "git");
  EXPECT_NE(err["message"].get<std::string>().find("local/nowhere/repo"), std::string::npos);
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("a");
  RunResult tag = mind({"meld", up.url(), "--pin", "tag=nope", "--json"});
  EXPECT_EQ(parse_one_document(tag)["error"]["kind"], "git");
  EXPECT_EQ(registry()["sources"].size(), 0u);
  EXPECT_TRUE(fs::is_empty(sandbox.mind_home() / ".tmp"));
}

// spec: CLI-54
// spec: CLI-231
TEST_F(Sources, SyncContinuesPastAFailingSourceAndExitsSyncFailed) {
  GitRepo good(sandbox / "up" / "good");
  GitRepo gone(sandbox / "up" / "gone");
  good.commit_skill("a");
  gone.commit_skill("b");
  ASSERT_EQ(mind({"meld", good.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(mind({"meld", gone.url(), "--register-only"}).exit_code, 0);
  fs::remove_all(gone.dir());
  const std::string next = good.commit_skill("c");
  RunResult r = mind({"sync", "--json"});
  EXPECT_EQ(r.exit_code, 1);
  const json err = parse_one_document(r)["error"];
  EXPECT_EQ(err["kind"], "sync-failed");
  EXPECT_NE(err["message"].get<std::string>().find("local/up/gone"), std::string::npos);
  EXPECT_EQ(source_named(registry(), "local/up/good").at("commit"), next);
  // A filter limits the run; one matching nothing is source-not-found.
  EXPECT_EQ(mind({"sync", "good"}).exit_code, 0);
  EXPECT_EQ(parse_one_document(mind({"sync", "zzz", "--json"}))["error"]["kind"],
            "source-not-found");
}

// `sync --upgrade` syncs, then runs one upgrade pass over the sources it
// matched, folded into its own JSON document.
// spec: CLI-53
// spec: CLI-232
// spec: CLI-217
TEST_F(Sources, SyncUpgradeUpgradesOnlyTheMatchedSourcesItems) {
  GitRepo one(sandbox / "up" / "one");
  GitRepo two(sandbox / "up" / "two");
  one.commit_skill("a", "first");
  two.commit_skill("b", "first");
  ASSERT_EQ(mind({"meld", one.url(), "--yes"}).exit_code, 0);
  ASSERT_EQ(mind({"meld", two.url(), "--yes"}).exit_code, 0);
  one.commit_skill("a", "second");
  two.commit_skill("b", "second");
  const fs::path store = sandbox.mind_home() / "store" / "skill";

  const RunResult synced = mind({"sync", "one", "--upgrade", "--yes", "--json"});
  ASSERT_EQ(synced.exit_code, 0) << synced.err;
  const json doc = parse_one_document(synced);
  EXPECT_EQ(doc["action"], "sync");
  EXPECT_EQ(doc["upgrade"]["outcome"], "upgraded");
  EXPECT_EQ(doc["upgrade"]["installed"], json::array({"skill:a"}));
  EXPECT_NE(read_file(store / "a" / "SKILL.md").find("second"), std::string::npos);
  EXPECT_NE(read_file(store / "b" / "SKILL.md").find("first"), std::string::npos);  // not matched

  const RunResult again = mind({"sync", "--upgrade", "--yes"});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_NE(again.out.find("upgraded skill:b"), std::string::npos) << again.out;
  EXPECT_NE(read_file(store / "b" / "SKILL.md").find("second"), std::string::npos);
  const RunResult plain = mind({"sync", "--upgrade", "--yes"});
  EXPECT_NE(plain.out.find("everything is up to date"), std::string::npos) << plain.out;
}

// The two hook flags belong to the upgrade pass; without `--upgrade` they are
// a usage error, and a plain sync never runs a hook.
// spec: CLI-53
// spec: HOOK-74
TEST_F(Sources, SyncHookFlagsNeedUpgrade) {
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("a");
  ASSERT_EQ(mind({"meld", up.url(), "--yes"}).exit_code, 0);
  EXPECT_EQ(mind({"sync", "--dangerously-skip-install-hook-check"}).exit_code, 2);
  EXPECT_EQ(mind({"sync", "--dangerously-skip-build-hook-check"}).exit_code, 2);
  EXPECT_EQ(mind({"sync", "--upgrade", "--yes", "--dangerously-skip-build-hook-check"}).exit_code,
            0);
}

// A source that fails to sync skips the upgrade pass (CLI-54).
// spec: CLI-54
TEST_F(Sources, ASyncFailureSkipsTheUpgradePass) {
  GitRepo good(sandbox / "up" / "good");
  GitRepo gone(sandbox / "up" / "gone");
  good.commit_skill("a", "first");
  gone.commit_skill("b");
  ASSERT_EQ(mind({"meld", good.url(), "--yes"}).exit_code, 0);
  ASSERT_EQ(mind({"meld", gone.url(), "--yes"}).exit_code, 0);
  fs::remove_all(gone.dir());
  good.commit_skill("a", "second");
  const RunResult r = mind({"sync", "--upgrade", "--yes", "--json"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(parse_one_document(r)["error"]["kind"], "sync-failed");
  EXPECT_NE(read_file(sandbox.mind_home() / "store" / "skill" / "a" / "SKILL.md").find("first"),
            std::string::npos);
}

// `upgrade --no-sync` scans every source beside the manifest load; what that
// early scan could not read is scanned again by the plan, which reports it
// once, and everything else upgrades as before.
// spec: CLI-211
// spec: LIFE-13
TEST_F(Sources, UpgradeWithoutSyncUpgradesWhatScansAndReportsTheRestOnce) {
  GitRepo cloned(sandbox / "up" / "cloned");
  cloned.commit_skill("b");
  const fs::path kit = sandbox / "kit";
  mind::testing::write_file(kit / "skills/a/SKILL.md", "---\ndescription: a\n---\none\n");
  ASSERT_EQ(mind({"meld", kit.string(), "--yes"}).exit_code, 0);
  ASSERT_EQ(mind({"meld", cloned.url(), "--yes"}).exit_code, 0);
  mind::testing::write_file(kit / "skills/a/SKILL.md", "---\ndescription: a\n---\ntwo\n");
  for (const auto& e : fs::directory_iterator(sandbox.mind_home() / "sources")) {
    fs::remove_all(e.path());  // the clone is gone: that source cannot be scanned
  }
  const RunResult r = mind({"upgrade", "--no-sync", "--yes"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(read_file(sandbox.mind_home() / "store/skill/a/SKILL.md"),
            "---\ndescription: a\n---\ntwo\n");
  std::size_t reports = 0;
  for (std::size_t at = r.err.find("could not scan source"); at != std::string::npos;
       at = r.err.find("could not scan source", at + 1)) {
    ++reports;
  }
  EXPECT_EQ(reports, 1u) << r.err;
  EXPECT_NE(r.err.find("local/up/cloned"), std::string::npos) << r.err;
}

// spec: CLI-27
// spec: CLI-20
TEST_F(Sources, UnmeldOfALinkedSourceNeverDeletesItsWorkingTree) {
  GitRepo local(sandbox / "work" / "mine");
  local.commit_skill("a");
  ASSERT_EQ(mind({"meld", local.dir().string(), "--register-only"}).exit_code, 0);
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "sources/local/work/mine"));
  EXPECT_EQ(mind({"sync"}).exit_code, 0);
  EXPECT_EQ(parse_one_document(mind({"unmeld", "nothing-like-it", "--json"}))["error"]["kind"],
            "source-not-found");
  ASSERT_EQ(mind({"unmeld", "work/mine"}).exit_code, 0);
  EXPECT_TRUE(fs::exists(local.dir() / "skills/a/SKILL.md"));
  EXPECT_EQ(registry()["sources"].size(), 0u);
}

// spec: CLI-28
// spec: CLI-42
TEST_F(Sources, UnmeldGlobOfSeveralNeedsConfirmationAndKeepItemsLeavesThem) {
  GitRepo a(sandbox / "up" / "kit-a");
  GitRepo b(sandbox / "up" / "kit-b");
  a.commit_skill("x");
  b.commit_skill("y");
  ASSERT_EQ(mind({"meld", a.url(), "--yes"}).exit_code, 0);
  ASSERT_EQ(mind({"meld", b.url(), "--yes"}).exit_code, 0);
  RunResult refused = mind({"unmeld", "*kit-*", "--json"});
  EXPECT_EQ(parse_one_document(refused)["error"]["kind"], "confirmation-required");
  EXPECT_EQ(registry()["sources"].size(), 2u);
  RunResult r = mind({"unmeld", "*kit-*", "--yes", "--keep-items"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(registry()["sources"].size(), 0u);
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "skills/x"));  // CLI-22: left installed
  EXPECT_NE(r.err.find("orphaned"), std::string::npos);
}

// spec: CLI-236
TEST_F(Sources, LearnPatternInstallsOnlyMatchingItems) {
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("review-a");
  up.commit_skill("other");
  RunResult r = mind({"meld", up.url(), "--learn", "review-*", "--yes", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(parse_one_document(r)["installed"], json::array({"skill:review-a"}));
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills/other"));
  RunResult none = mind({"meld", up.url(), "--learn", "zzz*", "--json"});
  EXPECT_EQ(parse_one_document(none)["error"]["kind"], "learn-pattern-no-match");
  RunResult bad = mind({"meld", up.url(), "--learn", "a#b", "--json"});
  EXPECT_EQ(parse_one_document(bad)["error"]["kind"], "invalid-learn-pattern");
}

// spec: STO-68
TEST_F(Sources, HandEditedPinOrAliasIsDroppedOnLoad) {
  fs::create_directories(sandbox.mind_home());
  std::ofstream(sandbox.mind_home() / "sources.json") << R"({"version":1,"sources":[
    {"name":"local/a/b","url":"file:///a/b","host":"local","owner":"a","repo":"b",
     "pin":{"kind":"follow-branch","value":"--upload-pack=x"}},
    {"name":"local/a/c@skill","url":"file:///a/c","host":"local","owner":"a","repo":"c",
     "as_alias":"skill","alias":"skill"}]})";
  RunResult r = mind({"recall", "--sources", "--json"});
  ASSERT_EQ(r.exit_code, 0);
  EXPECT_EQ(parse_one_document(r)["items"].size(), 0u);
  EXPECT_NE(r.err.find("local/a/b"), std::string::npos);
  EXPECT_NE(r.err.find("local/a/c@skill"), std::string::npos);
}

// spec: STO-40
// spec: STO-41
// spec: STO-43
TEST_F(Sources, EightConcurrentMeldsAllLandInTheRegistry) {
  std::vector<std::unique_ptr<GitRepo>> repos;
  for (int i = 0; i < 8; ++i) {
    repos.push_back(std::make_unique<GitRepo>(sandbox / "up" / ("kit" + std::to_string(i))));
    repos.back()->commit_skill("s" + std::to_string(i));
  }
  std::vector<RunResult> results(8);
  std::vector<std::thread> threads;
  for (int i = 0; i < 8; ++i) {
    threads.emplace_back([&, i] { results[i] = mind({"meld", repos[i]->url(), "--yes"}); });
  }
  for (auto& t : threads) t.join();
  for (const auto& r : results) EXPECT_EQ(r.exit_code, 0) << r.err;
  const json reg = registry();
  ASSERT_EQ(reg["sources"].size(), 8u);
  for (int i = 0; i < 8; ++i) {
    EXPECT_FALSE(source_named(reg, "local/up/kit" + std::to_string(i)).is_null()) << i;
    EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / ("skills/s" + std::to_string(i))));
  }
  const json manifest = json::parse(read_file(sandbox.mind_home() / "manifest.json"));
  EXPECT_EQ(manifest["items"].size(), 8u);
}

// Spawns `mind args...` without waiting; output is discarded.
pid_t spawn_mind(const Sandbox& sandbox, const std::vector<std::string>& args) {
  return sandbox.spawn(args);
}

bool has_clone_stage(const fs::path& tmp) {
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(tmp, ec)) {
    if (e.path().filename().string().starts_with("clone-")) return true;
  }
  return false;
}

// True once a stage is receiving objects (a pack through the transport, or
// a local source's object files copied): the clone is under way, not done.
bool clone_is_receiving(const fs::path& tmp) {
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(tmp, ec)) {
    if (!e.path().filename().string().starts_with("clone-")) continue;
    std::error_code walk_ec;
    for (fs::recursive_directory_iterator it(e.path() / ".git/objects", walk_ec), end;
         !walk_ec && it != end; it.increment(walk_ec)) {
      if (it->is_regular_file(walk_ec)) return true;
    }
  }
  return false;
}

// spec: STO-42
TEST_F(Sources, SigkillMidCloneLeavesNothingHalfRegisteredAndTheNextRunWorks) {
  GitRepo up(sandbox / "up" / "big");
  std::mt19937_64 rng(42);
  for (int f = 0; f < 8; ++f) {  // 8 MiB of incompressible data: a clone that takes a while
    std::string data(1 << 20, '\0');
    for (std::size_t i = 0; i + 8 <= data.size(); i += 8) {
      const std::uint64_t v = rng();
      std::memcpy(&data[i], &v, 8);
    }
    std::ofstream(up.dir() / ("blob" + std::to_string(f)), std::ios::binary) << data;
  }
  // and 3,000 small files: a local source's clone copies its objects one file
  // each (store/local_clone.hpp), which takes a while too
  fs::create_directories(up.dir() / "many");
  for (int f = 0; f < 3000; ++f) {
    std::ofstream(up.dir() / "many" / std::to_string(f)) << f << "\n";
  }
  up.commit_skill("big");

  const pid_t pid = spawn_mind(sandbox, {"meld", up.url(), "--yes"});
  const fs::path tmp = sandbox.mind_home() / ".tmp";
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
  bool staged = false;
  while (std::chrono::steady_clock::now() < deadline) {
    if (clone_is_receiving(tmp)) {
      staged = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  ::kill(pid, SIGKILL);
  int status = 0;
  ::waitpid(pid, &status, 0);
  ASSERT_TRUE(staged) << "the clone never started";
  ASSERT_TRUE(WIFSIGNALED(status))
      << "the meld finished before it could be killed; make the repo bigger";

  EXPECT_TRUE(source_named(registry(), "local/up/big").is_null());  // nothing half-registered
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "sources/local/up/big"));
  RunResult recall = mind({"recall", "--sources", "--json"});
  EXPECT_EQ(recall.exit_code, 0) << recall.err;

  RunResult again = mind({"meld", up.url(), "--yes"});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_FALSE(source_named(registry(), "local/up/big").is_null());
  EXPECT_TRUE(fs::exists(sandbox.mind_home() / "sources/local/up/big/blob7"));
  EXPECT_FALSE(has_clone_stage(tmp));  // the killed run's stage was swept
}

}  // namespace
}  // namespace mind::e2e

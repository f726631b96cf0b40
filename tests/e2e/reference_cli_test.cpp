// End-to-end: command-line lines the reference answers differently from a
// plain parse (issue 31): an unknown verb under --version, `config target`,
// `learn --pin` on a plain ref, the shell-quoted not-found hint.

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

using mind::testing::GitRepo;

// spec: CLI-183
TEST(ReferenceCli, AnUnknownVerbIsAUsageErrorEvenBesideVersion) {
  Sandbox sandbox;
  RunResult r = sandbox.run({"--json", "evolve", "--version", "9"});
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_EQ(r.out.find("0.1.0"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("package manager"), std::string::npos) << r.err;
  RunResult plain = sandbox.run({"evolve"});
  EXPECT_EQ(plain.exit_code, 2);
  EXPECT_NE(plain.err.find("package manager"), std::string::npos) << plain.err;
  RunResult other = sandbox.run({"frobnicate", "--version"});
  EXPECT_EQ(other.exit_code, 2);
  EXPECT_EQ(sandbox.run({"--version"}).exit_code, 0);
  EXPECT_EQ(sandbox.run({"recall", "--version"}).exit_code, 0);
}

// The reference's multi-lobe example uses `config target` as a visible alias;
// CLI-111 calls it removed. Issue 31 keeps the example working (docs/architecture.md).
TEST(ReferenceCli, ConfigTargetIsConfigLobes) {
  Sandbox sandbox;
  RunResult lobes = sandbox.run({"config", "lobes", "list"});
  RunResult target = sandbox.run({"config", "target", "list"});
  EXPECT_EQ(target.exit_code, 0) << target.err;
  EXPECT_EQ(target.out, lobes.out);
}

// spec: CLI-200
TEST(ReferenceCli, LearnPinOnAPlainRefIsIgnoredWithANote) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("alpha");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--register-only"}).exit_code, 0);
  RunResult r = sandbox.run({"learn", "alpha", "--pin"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("--pin is ignored"), std::string::npos) << r.err;
}

// spec: CLI-200
// spec: LNK-3
TEST(ReferenceCli, LearnPinFreezesABranchLinkAtItsCommit) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("alpha");
  RunResult r = sandbox.run({"learn", up.url() + "/tree/main/skills/alpha", "--pin"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  RunResult sources = sandbox.run({"recall", "--sources", "--json"});
  const auto doc = nlohmann::json::parse(sources.out);
  ASSERT_EQ(doc["items"].size(), 1u) << sources.out;
  EXPECT_EQ(doc["items"][0]["pin"]["kind"], "ref") << sources.out;
  EXPECT_EQ(doc["items"][0]["name"], "local/up/kit#skills/alpha");
}

// spec: CLI-225
TEST(ReferenceCli, TheNotFoundHintIsShellQuoted) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  // a description holding the query, so the hint names the probe (issue 35)
  up.commit_file("skills/alpha/SKILL.md", "---\nname: alpha\ndescription: see a b;x\n---\nbody\n");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--register-only"}).exit_code, 0);
  RunResult r = sandbox.run({"learn", "a b;x"});
  EXPECT_NE(r.exit_code, 0);
  EXPECT_NE(r.err.find("mind probe 'a b;x'"), std::string::npos) << r.err;
}

// spec: HOOK-20
TEST(ReferenceCli, ForgetAcceptsTheLegacySkipHookCheckSpelling) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("alpha");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--yes"}).exit_code, 0);
  RunResult r = sandbox.run({"forget", "alpha", "--dangerously-skip-hook-check"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
}

// spec: CLI-12
// spec: CLI-225
TEST(ReferenceCli, AReMeldShowsEachItemWithAShellQuotedLearnRemedy) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("alpha");
  up.commit_skill("beta");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--learn", "alpha", "--yes"}).exit_code, 0);
  RunResult r = sandbox.run({"meld", up.url(), "--register-only"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("skill:alpha: installed at " + up.head().substr(0, 12)), std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("skill:beta: not installed; run mind learn 'local/up/kit#skill:beta'"),
            std::string::npos)
      << r.out;
}

// spec: HARN-8
// spec: LIFE-30
TEST(ReferenceCli, ADeletedRecordedLinkIsAlsoAMissingLobeLink) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("alpha");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--yes"}).exit_code, 0);
  std::filesystem::remove(sandbox.lobe() / "skills/alpha");
  RunResult r = sandbox.run({"introspect", "--json"});
  EXPECT_NE(r.out.find("\"missing-link\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("\"missing-lobe-link\""), std::string::npos) << r.out;
  sandbox.run({"introspect", "--fix"});
  EXPECT_TRUE(std::filesystem::is_symlink(sandbox.lobe() / "skills/alpha"));
  RunResult clean = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(clean.out.find("missing"), std::string::npos) << clean.out;
  const std::string manifest = mind::testing::read_file(sandbox.mind_home() / "manifest.json");
  EXPECT_EQ(manifest.find("skills/alpha\",\""), std::string::npos);  // no doubled link
}

// spec: HOOK-102
TEST(ReferenceCli, ABuildRunOnAnItemWithNoBuildHookReinstallsItsCopy) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("alpha", "original");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--yes"}).exit_code, 0);
  std::filesystem::path copy;
  for (const auto& e :
       std::filesystem::recursive_directory_iterator(sandbox.mind_home() / "store")) {
    if (e.path().filename() == "SKILL.md") copy = e.path();
  }
  ASSERT_FALSE(copy.empty());
  std::filesystem::permissions(copy, std::filesystem::perms::owner_write,
                               std::filesystem::perm_options::add);
  { std::ofstream(copy) << "tampered\n"; }
  RunResult r = sandbox.run({"hooks", "run", "local/up/kit#skill:alpha", "--event", "build"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("reinstalled"), std::string::npos) << r.err;
  EXPECT_NE(mind::testing::read_file(copy).find("original"), std::string::npos);
}

// spec: CLI-205
TEST(ReferenceCli, AnEmptyMeldExplainsItselfInJsonToo) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_file("pkg/skills/alpha/SKILL.md", "---\nname: alpha\ndescription: d\n---\nb\n");
  RunResult r = sandbox.run({"--json", "meld", up.url(), "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto doc = nlohmann::json::parse(r.out);
  ASSERT_TRUE(doc.contains("empty_source")) << r.out;
  EXPECT_NE(doc["empty_source"]["looked_for"].get<std::string>().find("skills/"),
            std::string::npos);
  ASSERT_FALSE(doc["empty_source"]["close"].empty()) << r.out;
  EXPECT_NE(doc["empty_source"]["next"].get<std::string>().find("mind unmeld"), std::string::npos);
  RunResult text = sandbox.run({"meld", up.url(), "-N", "again", "--yes"});
  EXPECT_EQ(text.err.find("the flag above"), std::string::npos) << text.err;
}

}  // namespace
}  // namespace mind::e2e

namespace mind::e2e {
namespace {

// spec: NS-45
// spec: CLI-75
TEST(ReferenceCli, RecallHeaderShowsCommitAndNamespaceAndAnOutdatedItemSaysSo) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("audit", "one");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "-N", "jk", "--yes"}).exit_code, 0);
  up.commit_skill("audit", "two");
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  RunResult r = sandbox.run({"recall"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("local/up/kit  [" + up.head().substr(0, 8) + "]  namespace:jk"),
            std::string::npos)
      << r.out;
  EXPECT_NE(r.out.find("(outdated; run mind upgrade)"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace mind::e2e

namespace mind::e2e {
namespace {

// spec: HARN-13
TEST(ReferenceCli, IntrospectFixPrunesAVanishedProjectLobeAndNeverRecreatesIt) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("alpha");
  const std::filesystem::path project = sandbox / "proj";
  std::filesystem::create_directories(project);
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", (project / ".claude").string()}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--yes"}).exit_code, 0);
  ASSERT_TRUE(std::filesystem::is_symlink(project / ".claude/skills/alpha"));
  std::filesystem::remove_all(project);
  RunResult check = sandbox.run({"introspect", "--json"});
  EXPECT_NE(check.out.find("\"vanished-lobe\""), std::string::npos) << check.out;
  EXPECT_EQ(check.out.find("\"missing-link\""), std::string::npos) << check.out;
  sandbox.run({"introspect", "--fix"});
  EXPECT_FALSE(std::filesystem::exists(project));  // never re-created
  RunResult lobes = sandbox.run({"config", "lobes", "list"});
  EXPECT_EQ(lobes.out.find("proj"), std::string::npos) << lobes.out;
  RunResult after = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(after.out.find("vanished-lobe"), std::string::npos) << after.out;
  EXPECT_EQ(after.out.find("proj"), std::string::npos) << after.out;
}

}  // namespace
}  // namespace mind::e2e

namespace mind::e2e {
namespace {

// spec: NS-41
TEST(ReferenceCli, MeldWarnsAboutAnAgentThatWouldCollide) {
  Sandbox sandbox;
  GitRepo one(sandbox / "up" / "one");
  one.commit_file("agents/dev.md", "---\nname: dev\ndescription: d\n---\nx\n");
  GitRepo two(sandbox / "up" / "two");
  two.commit_file("agents/dev.md", "---\nname: dev\ndescription: d\n---\ny\n");
  ASSERT_EQ(sandbox.run({"meld", one.url(), "--yes"}).exit_code, 0);
  RunResult r = sandbox.run({"meld", two.url(), "-N", "t", "--register-only"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("would link as 'agents/dev.md'"), std::string::npos) << r.err;
}

}  // namespace
}  // namespace mind::e2e

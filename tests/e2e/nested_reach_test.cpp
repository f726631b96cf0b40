// End-to-end: a nested source that cannot be reached (issues 16 and 17). An
// authentication failure is its own case (DSC-68..70): a curator decides what
// it means; without a word from it the meld stops. `sync` re-walks the nested
// lists and registers what is newly listed (DSC-57), and a curator's layout
// does not override a repository that ships its own mind.toml (DSC-60, DSC-88).

#include <gtest/gtest.h>

#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"
#include "tests/support/http_auth_wall.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::HttpAuthWall;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

void write_skill(const fs::path& dir, const std::string& name) {
  write_file(dir / "skills" / name / "SKILL.md",
             "---\ndescription: the " + name + " skill\n---\n" + name + "\n");
}

json sources_of(const Sandbox& sandbox) {
  const fs::path file = sandbox.mind_home() / "sources.json";
  return fs::exists(file) ? json::parse(read_file(file))["sources"] : json::array();
}

// A curator `sup` with an own skill, a reachable sibling `good`, and `private`
// behind a server that wants credentials; `auth` is the private entry's extra lines.
fs::path write_curator(const Sandbox& sandbox, const HttpAuthWall& wall, const std::string& auth) {
  write_skill(sandbox / "sup", "own");
  write_skill(sandbox / "good", "nested");
  write_file(sandbox / "sup/mind.toml",
             "[[discover.sources]]\nsource = \"../good\"\ninstall = true\n\n"
             "[[discover.sources]]\nsource = \"" +
                 wall.url("acme/private") + "\"\ninstall = true\n" + auth);
  return sandbox / "sup";
}

// spec: DSC-68
// spec: DSC-70
TEST(NestedReachE2E, AnAuthFailureWithoutADirectiveStopsTheMeldAndNamesTheEntry) {
  Sandbox sandbox;
  HttpAuthWall wall;
  const fs::path sup = write_curator(sandbox, wall, "");
  const RunResult r = sandbox.run({"meld", sup.string(), "--yes", "--json"});
  EXPECT_EQ(r.exit_code, 1) << r.out;
  const json doc = parse_one_document(r);
  EXPECT_EQ(doc["error"]["kind"], "git-auth") << doc;
  const std::string message = doc["error"]["message"];
  EXPECT_NE(message.find("private"), std::string::npos) << message;
  EXPECT_NE(message.find((sup / "mind.toml").string()), std::string::npos) << message;
  EXPECT_TRUE(sources_of(sandbox).empty()) << sources_of(sandbox);  // nothing half done
  EXPECT_FALSE(fs::exists(fs::symlink_status(sandbox.lobe() / "skills/own")));
}

// spec: DSC-68
// spec: DSC-69
TEST(NestedReachE2E, OnAuthFailureSkipWarnsWithTheCuratorsMessageAndTheRestInstalls) {
  Sandbox sandbox;
  HttpAuthWall wall;
  const fs::path sup = write_curator(
      sandbox, wall,
      "on-auth-failure = { action = \"skip\", message = \"Needs SSO \\u001b[31mcredentials\" }\n");
  const RunResult r = sandbox.run({"meld", sup.string(), "--yes", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json doc = parse_one_document(r);
  ASSERT_EQ(doc["skipped"].size(), 1u) << doc;
  EXPECT_EQ(doc["skipped"][0]["reason"], "auth_failure");
  EXPECT_NE(doc["skipped"][0]["source"].get<std::string>().find("private"), std::string::npos);
  EXPECT_NE(r.err.find("due to authentication failure (skipping)"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("Needs SSO"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find('\x1b'), std::string::npos) << "the curator's message is sanitized";
  EXPECT_EQ(doc["installed"], json::array({"skill:own", "skill:nested"}));
  EXPECT_EQ(sources_of(sandbox).size(), 2u);
}

// spec: DSC-68
// spec: DSC-69
TEST(NestedReachE2E, OnAuthFailureErrorFailsWithTheStandardLineAndTheMessage) {
  Sandbox sandbox;
  HttpAuthWall wall;
  const fs::path sup = write_curator(
      sandbox, wall, "on-auth-failure = { action = \"error\", message = \"Ask IT for access\" }\n");
  const RunResult r = sandbox.run({"meld", sup.string(), "--yes"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("due to authentication failure"), std::string::npos) << r.err;
  EXPECT_EQ(r.err.find("(skipping)"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("Ask IT for access"), std::string::npos) << r.err;
  EXPECT_TRUE(sources_of(sandbox).empty());
}

// spec: CLI-177
TEST(NestedReachE2E, ATopLevelAuthFailureSaysHowToAuthenticate) {
  Sandbox sandbox;
  HttpAuthWall wall;
  const RunResult r = sandbox.run({"meld", wall.url("acme/private"), "--json"});
  EXPECT_EQ(r.exit_code, 1);
  const json doc = parse_one_document(r);
  EXPECT_EQ(doc["error"]["kind"], "git-auth") << doc;
  EXPECT_TRUE(sources_of(sandbox).empty());
  const RunResult text = sandbox.run({"meld", wall.url("acme/private")});
  EXPECT_NE(text.err.find("SSH form"), std::string::npos) << text.err;
  EXPECT_NE(text.err.find("MIND_GIT_USERNAME"), std::string::npos) << text.err;
}

// spec: MKT-7
TEST(NestedReachE2E, AMarketplaceEntryThatWantsCredentialsIsSkippedNotFatal) {
  Sandbox sandbox;
  HttpAuthWall wall;
  const fs::path market = sandbox / "market";
  write_file(market / ".claude-plugin/marketplace.json",
             R"({"name":"m","plugins":[{"name":"local","source":"./plugins/local"},)"
             R"({"name":"priv","source":{"source":"url","url":")" +
                 wall.url("acme/priv") + R"("}}]})");
  write_skill(market / "plugins/local", "near");
  const RunResult r = sandbox.run({"meld", market.string(), "--yes", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json doc = parse_one_document(r);
  ASSERT_EQ(doc["skipped"].size(), 1u) << doc;
  EXPECT_EQ(doc["skipped"][0]["reason"], "auth_failure");
  EXPECT_NE(r.err.find("skipped marketplace entry 'priv'"), std::string::npos) << r.err;
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "skills/local:near"));
}

// spec: DSC-57
// spec: DSC-79
// spec: CLI-231
TEST(NestedReachE2E, SyncRegistersNewlyListedNestedSourcesAndSkipsUnreachableOnes) {
  Sandbox sandbox;
  write_skill(sandbox / "sup", "own");
  write_skill(sandbox / "first", "one");
  write_skill(sandbox / "later", "two");
  write_file(sandbox / "sup/mind.toml", "[[discover.sources]]\nsource = \"../first\"\n");
  ASSERT_EQ(sandbox.run({"meld", (sandbox / "sup").string(), "--yes"}).exit_code, 0);
  ASSERT_EQ(sources_of(sandbox).size(), 2u);

  write_file(sandbox / "sup/mind.toml",
             "[[discover.sources]]\nsource = \"../first\"\n\n"
             "[[discover.sources]]\nsource = \"../later\"\ninstall = true\n\n"
             "[[discover.sources]]\nsource = \"file:///nonexistent/repo\"\n");
  const RunResult filtered = sandbox.run({"sync", "first", "--json"});
  ASSERT_EQ(filtered.exit_code, 0) << filtered.err;
  EXPECT_EQ(sources_of(sandbox).size(), 2u) << "a filtered sync does not re-walk";

  const RunResult r = sandbox.run({"sync", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json doc = parse_one_document(r);
  ASSERT_EQ(doc["registered"].size(), 1u) << doc;
  EXPECT_NE(doc["registered"][0].get<std::string>().find("later"), std::string::npos);
  ASSERT_EQ(doc["skipped"].size(), 1u) << doc;
  EXPECT_EQ(doc["skipped"][0]["reason"], "clone_failure");
  EXPECT_EQ(sources_of(sandbox).size(), 3u);
  // Register-only: sync never installs, even for an entry flagged `install`.
  EXPECT_FALSE(fs::exists(fs::symlink_status(sandbox.lobe() / "skills/two")));

  const RunResult text = sandbox.run({"sync"});
  EXPECT_EQ(text.exit_code, 0) << text.err;
  EXPECT_EQ(text.out.find("newly listed"), std::string::npos) << "already registered now";
}

// spec: DSC-60
// spec: DSC-88
TEST(NestedReachE2E, ACuratorsLayoutIsIgnoredForARepositoryWithItsOwnMindToml) {
  Sandbox sandbox;
  write_file(sandbox / "sup/mind.toml",
             "[[discover.sources]]\nsource = \"../plain\"\nroots = [\"kit\"]\ninstall = true\n\n"
             "[[discover.sources]]\nsource = \"../onboarded\"\nadd-roots = [\"extra\"]\n"
             "install = true\n");
  write_skill(sandbox / "plain/kit", "adopted");
  write_skill(sandbox / "onboarded", "exported");
  write_skill(sandbox / "onboarded/extra", "private-one");
  write_file(sandbox / "onboarded/mind.toml", "[source]\ndescription = \"has its own\"\n");
  const RunResult r = sandbox.run({"meld", (sandbox / "sup").string(), "--yes", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json doc = parse_one_document(r);
  EXPECT_EQ(doc["installed"], json::array({"skill:adopted", "skill:exported"})) << doc;
  EXPECT_NE(r.err.find("ships its own mind.toml"), std::string::npos) << r.err;
  for (const json& s : sources_of(sandbox)) {
    if (s["name"].get<std::string>().find("onboarded") != std::string::npos) {
      EXPECT_FALSE(s.contains("add_roots") && !s["add_roots"].is_null()) << s;
    }
  }
}

// spec: MKT-7
// Design decision 9: a git-subdir entry's folder is a plugin root; its
// manifest's component paths decide what it holds, as Claude Code reads them.
TEST(NestedReachE2E, AGitSubdirEntryIsReadThroughItsOwnPluginManifest) {
  Sandbox sandbox;
  GitRepo mono(sandbox / "mono");
  mono.commit_file("plugins/x/.claude-plugin/plugin.json",
                   R"({"name":"xp","agents":["./custom/picked.md"]})");
  mono.commit_file("plugins/x/custom/picked.md",
                   "---\nname: picked\ndescription: named by the manifest\n---\nx\n");
  mono.commit_file("plugins/x/agents/default.md",
                   "---\nname: default\ndescription: replaced by the key\n---\nx\n");
  const fs::path market = sandbox / "market";
  write_file(market / ".claude-plugin/marketplace.json",
             R"({"name":"m","plugins":[{"name":"x","source":{"source":"git-subdir","url":")" +
                 mono.url() + R"(","path":"plugins/x"}}]})");
  const RunResult r = sandbox.run({"meld", market.string(), "-r", "--yes", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json doc = parse_one_document(r);
  ASSERT_EQ(doc["installed"].size(), 1u) << doc;
  const std::string key = doc["installed"][0];
  EXPECT_NE(key.find("picked"), std::string::npos) << key;
}

}  // namespace
}  // namespace mind::e2e

namespace mind::e2e {
namespace {

// spec: DSC-68
// spec: DSC-69
// spec: DSC-70
// Issue 31: a curator that offers nothing of its own, whose only entry is
// behind an auth wall marked `skip`, records the skip instead of failing.
TEST(NestedReachE2E, ACuratorWithNoItemsWhoseOnlyEntryIsSkippedRecordsAuthFailure) {
  Sandbox sandbox;
  HttpAuthWall wall;
  write_file(sandbox / "sup/mind.toml",
             "[[discover.sources]]\nsource = \"" + wall.url("acme/private") +
                 "\"\ninstall = true\non-auth-failure = { action = \"skip\" }\n");
  const RunResult r = sandbox.run({"meld", (sandbox / "sup").string(), "--yes", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const json doc = parse_one_document(r);
  ASSERT_EQ(doc["skipped"].size(), 1u) << doc;
  EXPECT_EQ(doc["skipped"][0]["reason"], "auth_failure");
  EXPECT_NE(r.err.find("due to authentication failure (skipping)"), std::string::npos) << r.err;
  EXPECT_EQ(sources_of(sandbox).size(), 1u) << sources_of(sandbox);  // the curator only

  const RunResult text = sandbox.run({"meld", (sandbox / "sup").string(), "--yes"});
  EXPECT_EQ(text.exit_code, 0) << text.err;
}

}  // namespace
}  // namespace mind::e2e

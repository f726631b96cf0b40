// End-to-end proofs that a rule written once behaves the same on every path
// (issue 14): the install input built by learn, upgrade and introspect --fix
// alike; the dependency closure reading tokens with the lexer install expands
// with; the metadata cap read by one parser for probe and config show. Each
// test failed on the tree where the rule was written twice.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

struct TokenSource {
  Sandbox sandbox;
  fs::path source = sandbox / "src/kit";

  TokenSource() {
    write_skill("b", "the helper");
    write_skill("a", "Use {{ns:b}} from {{self}}.");
    fs::create_directories(sandbox.lobe());
  }

  void write_skill(const std::string& name, const std::string& body) const {
    write_file(source / "skills" / name / "SKILL.md",
               "---\ndescription: " + name + "\n---\n" + body + "\n");
  }

  std::string stored_a() const { return read_file(sandbox.mind_home() / "store/skill/a/SKILL.md"); }
};

// spec: NS-11 (a sibling token resolves on upgrade as on learn)
// spec: TOOL-16 (`{{self}}` renders in the `~` form on every path)
TEST(OneRuleE2E, UpgradeResolvesSiblingTokensAndRendersSelfAsLearnDoes) {
  TokenSource t;
  const RunResult meld = t.sandbox.run({"meld", t.source.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.out << meld.err;
  EXPECT_NE(t.stored_a().find("Use b from ~/.mind/store/skill/a."), std::string::npos)
      << t.stored_a();

  t.write_skill("a", "Now use {{ns:b}} from {{self}}.");  // an upstream edit: drift
  const RunResult upgrade = t.sandbox.run({"upgrade", "--yes"});
  ASSERT_EQ(upgrade.exit_code, 0) << upgrade.out << upgrade.err;  // was bad-reference
  EXPECT_NE(t.stored_a().find("Now use b from ~/.mind/store/skill/a."), std::string::npos)
      << t.stored_a();  // was an absolute path
}

// spec: CLI-91 (--fix restores a vanished store copy when the source still offers it)
TEST(OneRuleE2E, IntrospectFixRestoresAStoreCopyThatHoldsSiblingTokens) {
  TokenSource t;
  ASSERT_EQ(t.sandbox.run({"meld", t.source.string(), "--yes"}).exit_code, 0);
  const std::string before = t.stored_a();
  fs::remove_all(t.sandbox.mind_home() / "store/skill/a");

  const RunResult fix = t.sandbox.run({"introspect", "--fix", "--json"});
  ASSERT_EQ(fix.exit_code, 0) << fix.out << fix.err;
  ASSERT_TRUE(fs::exists(t.sandbox.mind_home() / "store/skill/a/SKILL.md")) << fix.out;
  EXPECT_EQ(t.stored_a(), before);
  const RunResult check = t.sandbox.run({"introspect", "--json"});
  EXPECT_EQ(json::parse(check.out)["issues"].size(), 0U) << check.out;
}

// A repair that cannot happen says why instead of swallowing the reason.
TEST(OneRuleE2E, IntrospectFixThatCannotRestoreSaysWhy) {
  TokenSource t;
  ASSERT_EQ(t.sandbox.run({"meld", t.source.string(), "--yes"}).exit_code, 0);
  fs::remove_all(t.sandbox.mind_home() / "store/skill/a");
  // The store's kind folder is made unwritable in a way root cannot pass: a file.
  fs::remove_all(t.sandbox.mind_home() / "store/skill");
  write_file(t.sandbox.mind_home() / "store/skill", "not a folder");

  const RunResult fix = t.sandbox.run({"introspect", "--fix", "--json"});
  const json doc = json::parse(fix.out);
  bool said_why = false;
  for (const json& issue : doc["issues"]) {
    if (issue["kind"] == "repair-failed" && issue["target"] == "skill:a") said_why = true;
  }
  EXPECT_TRUE(said_why) << fix.out;
}

// spec: DEP-1
// spec: DEP-3 (the token install expands, with spaces, is the edge)
TEST(OneRuleE2E, ClosureFollowsATokenWrittenWithSpaces) {
  TokenSource t;
  t.write_skill("a", "Use {{ns: b }} here.");
  ASSERT_EQ(t.sandbox.run({"meld", t.source.string(), "--register-only"}).exit_code, 0);

  const RunResult learn = t.sandbox.run({"learn", "skill:a", "--yes", "--json"});
  ASSERT_EQ(learn.exit_code, 0) << learn.out << learn.err;
  EXPECT_TRUE(fs::is_symlink(t.sandbox.lobe() / "skills/b")) << learn.out;  // was not pulled in
  EXPECT_NE(t.stored_a().find("Use b here."), std::string::npos) << t.stored_a();
}

// spec: CLI-241
// spec: DSC-106 (config show reports the effective cap probe enforces)
TEST(OneRuleE2E, ConfigShowReportsTheCapProbeEnforces) {
  Sandbox sandbox;
  ASSERT_EQ(sandbox.run({"config", "show"}).exit_code, 0);  // writes config.toml
  const fs::path config = sandbox.mind_home() / "config.toml";
  write_file(config, read_file(config) + "max-metadata-size = \"1kib\"\n");

  const RunResult show = sandbox.run({"config", "show", "--json"});
  ASSERT_EQ(show.exit_code, 0) << show.err;
  const json doc = json::parse(show.out);
  EXPECT_EQ(doc["max_metadata_size_bytes"], 1024) << show.out;  // was "unlimited"
  EXPECT_EQ(doc["max_metadata_size"], "1 KiB");

  // probe enforces the same 1 KiB on a source's metadata.
  const fs::path src = sandbox / "src/big";
  write_file(src / "skills/big/SKILL.md",
             "---\ndescription: big\n---\n" + std::string(4096, 'x') + "\n");
  const RunResult meld = sandbox.run({"meld", src.string(), "--register-only"});
  EXPECT_NE(meld.exit_code, 0) << meld.out;
  EXPECT_NE((meld.out + meld.err).find("metadata"), std::string::npos) << meld.err;
}

}  // namespace
}  // namespace mind::e2e

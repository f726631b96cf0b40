// End-to-end namespacing: the real binary melds examples/namespaced (declared
// `[source].namespace = "jk"`) and installs every item under the prefix, with
// tokens expanded in the stored copies; a token naming no sibling fails the
// install and leaves nothing; a reserved namespace is refused.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

bool exists_no_follow(const fs::path& p) {
  std::error_code ec;
  return fs::symlink_status(p, ec).type() != fs::file_type::not_found;
}

// spec: WF-22
// spec: WF-23
// spec: WF-25
// spec: NS-1
// spec: NS-11
TEST(NamespacingE2E, ADeclaredNamespaceInstallsWorkflowUnderItsEffectiveName) {
  Sandbox sandbox;
  const fs::path src = sandbox.copy_example("namespaced");
  const RunResult meld = sandbox.run({"meld", src.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.out << meld.err;

  const fs::path stored = sandbox.mind_home() / "store/workflow/jk:review";
  ASSERT_TRUE(fs::is_regular_file(stored));
  const fs::path link = sandbox.lobe() / "workflows/jk:review.js";
  ASSERT_TRUE(fs::is_symlink(link));
  EXPECT_EQ(fs::read_symlink(link), stored);
  const std::string text = read_file(stored);
  EXPECT_NE(text.find("name: 'jk:review'"), std::string::npos) << text;
  EXPECT_NE(text.find("Use the jk:helper skill"), std::string::npos) << text;
  EXPECT_NE(text.find("as jk:helper describes"), std::string::npos) << text;
  EXPECT_NE(text.find("Run ~/.mind/store/tool/jk:linter/lint.sh over them"), std::string::npos)
      << text;
  EXPECT_EQ(text.find("ns:"), std::string::npos) << text;

  // The recorded name is the effective one; the identity stays bare (NS-3).
  const RunResult recall = sandbox.run({"recall", "jk:review", "--json"});
  ASSERT_EQ(recall.exit_code, 0) << recall.err;
  const json doc = json::parse(recall.out);
  EXPECT_EQ(doc["effective_name"], "jk:review");
  EXPECT_EQ(doc["prefix"], "jk");
}

// spec: NS-40
// spec: TOOL-3
// spec: TOOL-10
TEST(NamespacingE2E, AgentsLinkBareToolsStayInTheStoreAndPathsRenderInHomeForm) {
  Sandbox sandbox;
  const fs::path src = sandbox.copy_example("namespaced");
  ASSERT_EQ(sandbox.run({"meld", src.string(), "--yes"}).exit_code, 0);
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "agents/auditor.md"));
  EXPECT_TRUE(fs::is_regular_file(sandbox.mind_home() / "store/agent/jk:auditor"));
  EXPECT_TRUE(fs::is_directory(sandbox.mind_home() / "store/tool/jk:linter"));
  EXPECT_FALSE(exists_no_follow(sandbox.lobe() / "tools"));
  const std::string helper = read_file(sandbox.mind_home() / "store/skill/jk:helper/SKILL.md");
  EXPECT_NE(helper.find("the auditor agent"), std::string::npos) << helper;
  EXPECT_NE(helper.find("`~/.mind/store/tool/jk:linter/lint.sh`"), std::string::npos) << helper;
  EXPECT_NE(helper.find("`~/.mind/store/tool/jk:linter/rules`"), std::string::npos) << helper;
  const std::string render = read_file(sandbox.mind_home() / "store/skill/jk:render/SKILL.md");
  EXPECT_NE(render.find("Fill ~/.mind/store/skill/jk:render/page.hbs"), std::string::npos);
}

// spec: NS-53
TEST(NamespacingE2E, BracesInANonMarkdownFileOfASkillAreCopiedUnchanged) {
  Sandbox sandbox;
  const fs::path src = sandbox.copy_example("namespaced");
  ASSERT_EQ(sandbox.run({"meld", src.string(), "--yes"}).exit_code, 0);
  EXPECT_EQ(read_file(sandbox.mind_home() / "store/skill/jk:render/page.hbs"),
            read_file(src / "skills/render/page.hbs"));
}

// spec: NS-12
// spec: TOOL-17
TEST(NamespacingE2E, ATokenNamingNoSiblingFailsTheInstallAndLeavesNothing) {
  Sandbox sandbox;
  const fs::path src = sandbox / "broken";
  write_file(src / "mind.toml", "[source]\nnamespace = \"jk\"\n");
  write_file(src / "workflows/review.js",
             "export const meta = { name: '{{ns:review}}', description: 'd' }\n"
             "agent('ask {{ns:nosuch}}')\n");
  const RunResult meld = sandbox.run({"meld", src.string(), "--yes"});
  EXPECT_EQ(meld.exit_code, 1) << meld.out << meld.err;
  EXPECT_NE(meld.err.find("workflows/review.js"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("{{ns:nosuch}}"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("does not match any item"), std::string::npos) << meld.err;
  EXPECT_FALSE(exists_no_follow(sandbox.mind_home() / "store/workflow/jk:review"));
  EXPECT_FALSE(exists_no_follow(sandbox.lobe() / "workflows/jk:review.js"));

  const RunResult learn = sandbox.run({"learn", "jk:review", "--json"});
  EXPECT_EQ(learn.exit_code, 1);
  const json doc = json::parse(learn.out);
  EXPECT_EQ(doc["error"]["kind"], "bad-reference");
  const RunResult recall = sandbox.run({"recall", "--json"});
  ASSERT_EQ(recall.exit_code, 0) << recall.err;
  const json listing = json::parse(recall.out);  // named: a temporary's member would dangle
  for (const json& source : listing["items"]) {
    for (const json& item : source["items"]) EXPECT_FALSE(item["installed"].get<bool>()) << item;
  }
}

// spec: WF-52
// spec: NS-25
TEST(NamespacingE2E, AReservedDeclaredNamespaceIsRefused) {
  Sandbox sandbox;
  const fs::path src = sandbox / "reserved";
  write_file(src / "mind.toml", "[source]\nnamespace = \"workflow\"\n");
  write_file(src / "workflows/review.js",
             "export const meta = { name: 'review', description: 'd' }\n");
  const RunResult meld = sandbox.run({"meld", src.string(), "--yes", "--json"});
  EXPECT_EQ(meld.exit_code, 1) << meld.out << meld.err;
  const json doc = json::parse(meld.out);
  EXPECT_EQ(doc["error"]["kind"], "reserved-prefix") << meld.out;
  EXPECT_FALSE(exists_no_follow(sandbox.mind_home() / "store/workflow"));
}

// spec: NS-20
// spec: WF-28
TEST(NamespacingE2E, VerboseLearnWarnsAboutBareSiblingMentions) {
  Sandbox sandbox;
  const fs::path src = sandbox / "bare";
  write_file(src / "mind.toml", "[source]\nnamespace = \"jk\"\n");
  write_file(src / "skills/helper/SKILL.md", "---\ndescription: h\n---\n");
  write_file(src / "workflows/review.js",
             "export const meta = { name: '{{ns:review}}', description: 'd' }\n"
             "agent('use the helper skill')\n");
  ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);
  const RunResult quiet = sandbox.run({"learn", "jk:review", "-n"});
  ASSERT_EQ(quiet.exit_code, 0) << quiet.err;
  EXPECT_EQ(quiet.err.find("bare"), std::string::npos) << quiet.err;
  const RunResult verbose = sandbox.run({"learn", "jk:review", "--verbose"});
  ASSERT_EQ(verbose.exit_code, 0) << verbose.err;
  EXPECT_NE(verbose.err.find("workflow:jk:review mentions sibling(s) helper"), std::string::npos)
      << verbose.err;
  EXPECT_NE(verbose.err.find("{{ns:helper}}"), std::string::npos) << verbose.err;
}

// spec: CLI-159
// spec: WF-23
// spec: NS-1
TEST(NamespacingE2E, TheConsumersNamespaceFlagPrefixesAndExpands) {
  Sandbox sandbox;
  const fs::path src = sandbox.copy_example("namespaced");
  // The same source without its declared namespace: the consumer chooses `jk`.
  std::string toml = read_file(src / "mind.toml");
  const auto line = toml.find("namespace = \"jk\"");
  ASSERT_NE(line, std::string::npos);
  toml.erase(line, toml.find('\n', line) - line + 1);
  write_file(src / "mind.toml", toml);
  const RunResult meld = sandbox.run({"meld", src.string(), "--namespace", "jk", "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.out << meld.err;
  const fs::path stored = sandbox.mind_home() / "store/workflow/jk:review";
  ASSERT_TRUE(fs::is_regular_file(stored));
  EXPECT_TRUE(fs::is_symlink(sandbox.lobe() / "workflows/jk:review.js"));
  const std::string text = read_file(stored);
  EXPECT_NE(text.find("name: 'jk:review'"), std::string::npos) << text;
  EXPECT_NE(text.find("jk:helper"), std::string::npos) << text;
  EXPECT_EQ(text.find("ns:"), std::string::npos) << text;
}

// spec: WF-52
// spec: NS-29
TEST(NamespacingE2E, TheWorkflowKindWordIsRefusedAsAConsumerNamespace) {
  Sandbox sandbox;
  const fs::path src = sandbox.copy_example("namespaced");
  const RunResult meld = sandbox.run({"meld", src.string(), "--namespace", "workflow", "--json"});
  EXPECT_EQ(meld.exit_code, 1);
  EXPECT_EQ(json::parse(meld.out)["error"]["kind"], "reserved-prefix");
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "sources.json") &&
               read_file(sandbox.mind_home() / "sources.json").find("namespaced") !=
                   std::string::npos);
}

}  // namespace
}  // namespace mind::e2e

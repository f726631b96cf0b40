// End-to-end: an item link under the rules every source is under (LNK-9,
// LNK-11): its prefix and collisions as any source's, its source hooks
// disclosed and consent-gated, and the managed policy matching the base
// `host/owner/repo` identity and the link's effective pin.

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using nlohmann::json;

const std::string kSkillA = "---\nname: a\ndescription: the a skill\n---\na\n";

class ItemLinkRules : public ::testing::Test {
 protected:
  ItemLinkRules() : kit(sandbox / "up" / "kit"), other(sandbox / "up" / "other") {
    kit.commit_file("skills/a/SKILL.md", kSkillA);
    kit.commit_file("mind.toml",
                    "[source]\nnamespace = \"kit\"\n\n[[hooks]]\nrun = \"echo built > built.txt\"\n"
                    "name = \"build\"\nevent = \"install\"\n");
    other.commit_file("skills/a/SKILL.md", kSkillA);
  }
  std::string link(const std::string& ref = "main") const {
    return kit.url() + "/tree/" + ref + "/skills/a";
  }
  json manifest() const {
    const fs::path file = sandbox.mind_home() / "manifest.json";
    return fs::exists(file) ? json::parse(read_file(file))["items"] : json::object();
  }
  RunResult under_policy(const std::string& policy, const std::vector<std::string>& args) const {
    std::ofstream(sandbox / "policy.toml") << policy;
    return sandbox.run(args, {{"MIND_POLICY_FILE", (sandbox / "policy.toml").string()}});
  }
  Sandbox sandbox;
  GitRepo kit, other;
};

// spec: LNK-9
// spec: HOOK-106
TEST_F(ItemLinkRules, ALinkTakesItsSourcesPrefixAndItsSourceHookIsGatedAsAtAnyMeld) {
  const RunResult r = sandbox.run({"learn", link(), "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_TRUE(manifest().contains("skill:kit:a")) << manifest();  // [source].namespace
  // No terminal: the hook did not run, and the note names the paste-ready remedy.
  EXPECT_NE(r.err.find("skipped 1 install hook(s) of 'local/up/kit#skills/a' ('build')"),
            std::string::npos)
      << r.err;
  EXPECT_NE(r.err.find("mind hooks run 'local/up/kit#skills/a' --event install"), std::string::npos)
      << r.err;
  bool built = false;
  for (const auto& e : fs::recursive_directory_iterator(sandbox.mind_home() / "sources")) {
    built = built || e.path().filename() == "built.txt";
  }
  EXPECT_FALSE(built);
  // A consumer alias wins over the source's prefix, on a coexisting instance.
  const RunResult aliased = sandbox.run({"meld", link(), "--namespace", "x", "--yes"});
  ASSERT_EQ(aliased.exit_code, 0) << aliased.err;
  EXPECT_TRUE(manifest().contains("skill:x:a")) << manifest();
}

// spec: LNK-9
// spec: NS-43
TEST_F(ItemLinkRules, ALinkCollidesWithAnotherSourcesItemAsAPlainMeldWould) {
  ASSERT_EQ(sandbox.run({"meld", other.url(), "--yes"}).exit_code, 0);
  GitRepo plain(sandbox / "up" / "plain");  // no prefix of its own
  plain.commit_file("skills/a/SKILL.md", kSkillA);
  const RunResult by_link =
      sandbox.run({"learn", plain.url() + "/tree/main/skills/a", "--yes", "--json"});
  const RunResult by_repo = sandbox.run({"meld", plain.url(), "--yes", "--json"});
  EXPECT_EQ(by_link.exit_code, 1);
  EXPECT_EQ(parse_one_document(by_link)["error"]["kind"],
            parse_one_document(by_repo)["error"]["kind"]);
  EXPECT_NE(parse_one_document(by_link)["error"]["message"].get<std::string>().find(
                "already installed from 'local/up/other'"),
            std::string::npos);
  EXPECT_EQ(manifest()["skill:a"]["source"], "local/up/other");  // the first keeps it
}

// spec: LNK-11
// spec: POL-11
// spec: POL-67
TEST_F(ItemLinkRules, ThePolicyAllowlistMatchesALinksBaseRepository) {
  const RunResult refused = under_policy("[sources]\nallow = [\"local/up/other\"]\nlock = true\n",
                                         {"learn", link(), "--yes", "--json"});
  EXPECT_EQ(parse_one_document(refused)["error"]["kind"], "source-not-allowed") << refused.out;
  const fs::path clones = sandbox.mind_home() / "sources";  // refused before any clone (POL-36)
  EXPECT_TRUE(!fs::exists(clones) || fs::is_empty(clones));
  const RunResult allowed = under_policy("[sources]\nallow = [\"local/up/kit\"]\nlock = true\n",
                                         {"learn", link(), "--yes"});
  ASSERT_EQ(allowed.exit_code, 0) << allowed.err;
  EXPECT_TRUE(manifest().contains("skill:kit:a"));
}

// spec: LNK-11
// spec: POL-20
// spec: LNK-3
TEST_F(ItemLinkRules, RequirePinnedRefusesABranchLinkAndAdmitsACommitLink) {
  const std::string policy = "[sources]\npinned = true\n";
  const RunResult branch = under_policy(policy, {"learn", link("main"), "--yes", "--json"});
  EXPECT_EQ(branch.exit_code, 1);
  EXPECT_EQ(parse_one_document(branch)["error"]["kind"], "unpinned-source-forbidden") << branch.out;
  EXPECT_TRUE(manifest().empty());
  const RunResult commit = under_policy(policy, {"learn", link(kit.head()), "--yes"});
  ASSERT_EQ(commit.exit_code, 0) << commit.err;
  EXPECT_TRUE(manifest().contains("skill:kit:a"));
}

}  // namespace
}  // namespace mind::e2e

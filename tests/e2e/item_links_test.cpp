// End-to-end: item links (LNK-1..23), a URL naming one skill directory or one
// markdown file inside a repository, melded and learned as a source of its
// own. Repositories are built by the test and linked through file:// URLs.

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

class ItemLinks : public ::testing::Test {
 protected:
  ItemLinks() : up(sandbox / "up" / "kit") {
    up.commit_skill("alpha");
    up.commit_skill("beta");
    up.commit_file("agents/dev.md", "---\nname: dev\ndescription: a dev agent\n---\nbody\n");
    up.commit_file("workflows/flow.js", "export const meta = { name: 'flow' };\n");
    up.commit_file("notes/plain.md", "---\nkind: rule\n---\na rule outside rules/\n");
  }
  json registry() const {
    const fs::path file = sandbox.mind_home() / "sources.json";
    if (!fs::exists(file)) return json{{"sources", json::array()}};
    return json::parse(read_file(file));
  }
  json source_named(const std::string& name) const {
    const json reg = registry();  // kept: a range over a temporary's member dangles
    for (const json& s : reg["sources"]) {
      if (s["name"] == name) return s;
    }
    return nullptr;
  }
  std::string link(const std::string& marker, const std::string& tail) const {
    return up.url() + "/" + marker + "/main/" + tail;
  }
  Sandbox sandbox;
  GitRepo up;
};

// spec: LNK-1
// spec: LNK-6
// spec: LNK-7
// spec: LNK-4
// spec: LNK-12
TEST_F(ItemLinks, BlobLinkToSkillMdLearnsThatOneSkillOnly) {
  RunResult r = sandbox.run({"learn", link("blob", "skills/alpha/SKILL.md"), "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "skills/alpha/SKILL.md"));
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills/beta"));
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "agents/dev.md"));
  const json s = source_named("local/up/kit#skills/alpha");
  ASSERT_FALSE(s.is_null()) << registry().dump();
  EXPECT_EQ(s["item_path"], "skills/alpha");
  RunResult probe = sandbox.run({"probe", "--json"});
  ASSERT_EQ(probe.exit_code, 0) << probe.err;
  EXPECT_EQ(probe.out.find("beta"), std::string::npos) << probe.out;  // a one-item catalog
  // LNK-12: the source view shows the full `#`-suffixed identity.
  RunResult sources = sandbox.run({"recall", "--sources"});
  EXPECT_NE(sources.out.find("local/up/kit#skills/alpha"), std::string::npos) << sources.out;
}

// spec: LNK-3
TEST_F(ItemLinks, UrlRefIsThePinBranchFollowedCommitFrozen) {
  ASSERT_EQ(sandbox.run({"meld", link("tree", "skills/alpha"), "--yes"}).exit_code, 0);
  const json followed = source_named("local/up/kit#skills/alpha");
  ASSERT_FALSE(followed.is_null());
  EXPECT_EQ(followed["pin"]["kind"], "follow-branch") << followed.dump();
  const std::string head = up.head();
  const std::string frozen = up.url() + "/tree/" + head + "/skills/beta";
  ASSERT_EQ(sandbox.run({"meld", frozen, "--yes"}).exit_code, 0);
  const json pinned = source_named("local/up/kit#skills/beta");
  ASSERT_FALSE(pinned.is_null());
  EXPECT_EQ(pinned["pin"]["kind"], "ref") << pinned.dump();
  EXPECT_EQ(pinned["commit"], head);
}

// spec: LNK-4
// spec: LNK-5
// spec: LNK-17
TEST_F(ItemLinks, LinkAndPlainMeldAreDistinctSourcesAndUnmeldOfALinkRemovesOnlyItsItem) {
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--learn", "skill:beta", "--yes"}).exit_code, 0);
  RunResult r = sandbox.run({"learn", link("tree", "./skills/./alpha/")});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_FALSE(source_named("local/up/kit").is_null());
  EXPECT_FALSE(source_named("local/up/kit#skills/alpha").is_null());  // `.` segments dropped
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "skills/alpha"));
  RunResult un = sandbox.run({"unmeld", "local/up/kit#skills/alpha", "--yes"});
  ASSERT_EQ(un.exit_code, 0) << un.out << un.err;
  EXPECT_TRUE(source_named("local/up/kit#skills/alpha").is_null());
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills/alpha"));
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "skills/beta"));  // the plain meld's item stays
}

// spec: LNK-13
// spec: LNK-23
TEST_F(ItemLinks, DumpWritesTheDeepUrlAndMeldingItReproducesTheInstance) {
  ASSERT_EQ(sandbox.run({"learn", link("blob", "skills/alpha/SKILL.md")}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", link("blob", "agents/dev.md")}).exit_code, 0);
  RunResult dump = sandbox.run({"dump"});
  ASSERT_EQ(dump.exit_code, 0) << dump.err;
  const std::string head = up.head();
  EXPECT_NE(dump.out.find("source = \"" + up.url() + "/tree/" + head + "/skills/alpha\""),
            std::string::npos)
      << dump.out;
  EXPECT_NE(dump.out.find("source = \"" + up.url() + "/blob/" + head + "/agents/dev.md\""),
            std::string::npos)
      << dump.out;
  EXPECT_NE(dump.out.find("pin-ref = \"" + head + "\""), std::string::npos);
  EXPECT_EQ(dump.out.find("roots"), std::string::npos);

  Sandbox fresh;
  const fs::path curator = fresh / "curator";
  fs::create_directories(curator);
  std::ofstream(curator / "mind.toml") << dump.out;
  RunResult meld = fresh.run({"meld", curator.string(), "--yes", "-r"});
  ASSERT_EQ(meld.exit_code, 0) << meld.out << meld.err;
  EXPECT_TRUE(fs::exists(fresh.lobe() / "skills/alpha"));
  EXPECT_TRUE(fs::exists(fresh.lobe() / "agents/dev.md"));
  EXPECT_FALSE(fs::exists(fresh.lobe() / "skills/beta"));
  const std::string reg = read_file(fresh.mind_home() / "sources.json");
  EXPECT_NE(reg.find("local/up/kit#skills/alpha"), std::string::npos) << reg;
  EXPECT_NE(reg.find("local/up/kit#agents/dev.md"), std::string::npos) << reg;
}

// spec: LNK-2
// spec: DSC-38
TEST_F(ItemLinks, ADiscoverSourcesEntryMayBeALink) {
  const fs::path curator = sandbox / "curator";
  fs::create_directories(curator);
  std::ofstream(curator / "mind.toml") << "[discover]\nsources = [{ source = \""
                                       << link("tree", "skills/beta") << "\", install = true }]\n";
  RunResult r = sandbox.run({"meld", curator.string(), "--yes", "-r"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_FALSE(source_named("local/up/kit#skills/beta").is_null()) << registry().dump();
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "skills/beta"));
  EXPECT_FALSE(fs::exists(sandbox.lobe() / "skills/alpha"));
}

// spec: LNK-14
// spec: LNK-10
// spec: LNK-16
// spec: LNK-2
TEST_F(ItemLinks, AMalformedTailIsBadItemLinkBeforeAnyClone) {
  for (const std::string& bad :
       {up.url() + "/tree/", up.url() + "/tree/main", up.url() + "/blob/main/skills/alpha",
        up.url() + "/tree/main/../etc", up.url() + "/tree/-x/skills/alpha",
        up.url() + "/tree/main/skills/a@b", std::string("file:///tree/main"),
        std::string("https://github.com/o/r/tree/main"),
        std::string("https://gitlab.com/g/r/-/blob/main/x.txt")}) {
    RunResult r = sandbox.run({"--json", "meld", bad, "--yes"});
    EXPECT_NE(r.exit_code, 0) << bad;
    EXPECT_NE(r.out.find("\"bad-item-link\""), std::string::npos) << bad << "\n" << r.out;
  }
  EXPECT_TRUE(registry()["sources"].empty());
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "sources/local"));
  // A spec without a marker keeps reporting InvalidRepoSpec (LNK-14).
  RunResult plain = sandbox.run({"--json", "meld", "https://github.com/o/r/x/y"});
  EXPECT_NE(plain.out.find("\"invalid-repo-spec\""), std::string::npos) << plain.out;
}

// spec: LNK-20
// spec: LNK-21
// spec: LNK-22
// spec: LNK-15
TEST_F(ItemLinks, FileLinksInstallAnAgentOrARuleByKind) {
  RunResult agent = sandbox.run({"learn", link("blob", "agents/dev.md")});
  ASSERT_EQ(agent.exit_code, 0) << agent.out << agent.err;
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "agents/dev.md"));
  EXPECT_FALSE(source_named("local/up/kit#agents/dev.md").is_null());
  // The frontmatter's kind decides outside a conventional directory.
  RunResult rule = sandbox.run({"meld", link("blob", "notes/plain.md"), "--yes", "--json"});
  ASSERT_EQ(rule.exit_code, 0) << rule.out << rule.err;
  EXPECT_NE(rule.out.find("rule:plain"), std::string::npos) << rule.out;
  EXPECT_FALSE(source_named("local/up/kit#notes/plain.md").contains("item_kind"));
  // An explicit kind is recorded; a skill kind on a file link is refused.
  RunResult cmd = sandbox.run(
      {"meld", link("blob", "notes/plain.md"), "-N", "c", "--kind", "command", "--yes"});
  ASSERT_EQ(cmd.exit_code, 0) << cmd.out << cmd.err;
  EXPECT_EQ(source_named("local/up/kit#notes/plain.md@c")["item_kind"], "command");
  RunResult skill = sandbox.run(
      {"--json", "meld", link("blob", "agents/dev.md"), "-N", "s", "--kind", "skill", "--yes"});
  EXPECT_NE(skill.out.find("\"link-kind-mismatch\""), std::string::npos) << skill.out;
  RunResult plain = sandbox.run({"--json", "meld", up.url(), "--kind", "agent", "--yes"});
  EXPECT_NE(plain.exit_code, 0);
  EXPECT_NE(plain.out.find("--kind applies to an item link"), std::string::npos) << plain.out;
}

// spec: LNK-20
// spec: WF-6
TEST_F(ItemLinks, AWorkflowIsRefusedByName) {
  RunResult r = sandbox.run({"--json", "learn", link("blob", "workflows/flow.js")});
  EXPECT_NE(r.exit_code, 0);
  EXPECT_NE(r.out.find("\"bad-item-link\""), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("workflow"), std::string::npos) << r.out;
  RunResult other = sandbox.run({"--json", "learn", link("blob", "lib/x.js")});
  EXPECT_NE(other.out.find(".md files only"), std::string::npos) << other.out;
  EXPECT_EQ(other.out.find("workflow"), std::string::npos) << other.out;
}

// spec: LNK-7
TEST_F(ItemLinks, APathWithNoSkillRegistersNothing) {
  RunResult r = sandbox.run({"--json", "meld", link("tree", "skills/missing"), "--yes"});
  EXPECT_NE(r.exit_code, 0);
  EXPECT_NE(r.out.find("\"link-not-a-skill\""), std::string::npos) << r.out;
  RunResult f = sandbox.run({"--json", "meld", link("blob", "agents/none.md"), "--yes"});
  EXPECT_NE(f.out.find("is not a file in the clone"), std::string::npos) << f.out;
  EXPECT_TRUE(registry()["sources"].empty());
}

// spec: LNK-7
// spec: LNK-8
TEST_F(ItemLinks, TheDeclaredInventoryDoesNotGateALink) {
  GitRepo gated(sandbox / "up" / "gated");
  gated.commit_skill("hidden");
  gated.commit_file("mind.toml",
                    "[source]\ndescription = \"declared\"\n[[items]]\nkind = \"skill\"\n"
                    "path = \"skills/hidden\"\nname = \"other\"\n"
                    "[discover]\nsources = [{ source = \"" +
                        up.url() + "\" }]\n");
  RunResult r = sandbox.run({"learn", gated.url() + "/tree/main/skills/hidden"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "skills/hidden"));
  EXPECT_EQ(registry()["sources"].size(), 1u) << registry().dump();  // no nested source
}

}  // namespace
}  // namespace mind::e2e

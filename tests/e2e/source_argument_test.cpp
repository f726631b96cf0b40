// End-to-end: what a source argument means, one rule for every verb that takes
// one (issue 35, store/source_argument.hpp). The security line: an `owner/repo`
// that is a folder here is that folder, never a stranger's GitHub repository.
// No test here may reach the network: a clone attempt of github.com would fail
// (and is what the first test proves does not happen).

#include <gtest/gtest.h>

#include <cstdlib>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

void write_skill(const fs::path& root, const std::string& name) {
  write_file(root / "skills" / name / "SKILL.md",
             "---\nname: " + name + "\ndescription: the " + name + " skill\n---\nbody\n");
}

json registry(const Sandbox& s) { return json::parse(read_file(s.mind_home() / "sources.json")); }

// spec: CLI-214 (an existing directory is taken literally; the remote reading is named)
// spec: CLI-11
TEST(SourceArgumentE2E, MeldOfAnOwnerRepoThatIsAFolderHereMeldsTheFolder) {
  Sandbox s;
  write_skill(s / "snap/some-repo", "alpha");
  const RunResult r = s.run({"meld", "snap/some-repo", "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.out.find("melded local/snap/some-repo (1 items)"), std::string::npos) << r.out;
  EXPECT_NE(r.err.find("mind meld github:snap/some-repo"), std::string::npos) << r.err;
  EXPECT_EQ(registry(s)["sources"][0]["name"], "local/snap/some-repo");
  EXPECT_TRUE(fs::exists(s.lobe() / "skills/alpha"));
}

// spec: CLI-214
TEST(SourceArgumentE2E, ReviewReadsTheArgumentAsMeldDoes) {
  Sandbox s;
  write_skill(s / "snap/some-repo", "alpha");
  const RunResult r = s.run({"review", "snap/some-repo"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_NE(r.err.find("mind review github:snap/some-repo"), std::string::npos) << r.err;
}

TEST(SourceArgumentE2E, AFolderNameIsThatFolderAndACloseTypoGetsDidYouMean) {
  Sandbox s;
  write_skill(s / "my-skills", "alpha");
  const RunResult typo = s.run({"meld", "my-skill", "--yes"});
  EXPECT_EQ(typo.exit_code, 1) << typo.out << typo.err;
  EXPECT_NE(typo.err.find("did you mean ./my-skills?"), std::string::npos) << typo.err;
  EXPECT_NE(typo.err.find("mind meld ./my-skills"), std::string::npos) << typo.err;

  const RunResult r = s.run({"meld", "my-skills", "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_TRUE(fs::exists(s.lobe() / "skills/alpha"));
}

TEST(SourceArgumentE2E, AFileThatReadsAsTheShorthandIsRefusedNamingBothReadings) {
  Sandbox s;
  write_file(s / "notes/todo", "x");
  const RunResult r = s.run({"meld", "notes/todo"});
  EXPECT_NE(r.exit_code, 0);
  EXPECT_NE(r.err.find("local file ./notes/todo"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("github.com/notes/todo"), std::string::npos) << r.err;
  EXPECT_FALSE(fs::exists(s.mind_home() / "sources.json"));
}

// spec: CLI-11 (review takes a repository: a GitHub tree URL is answered with its spelling)
TEST(SourceArgumentE2E, AGithubTreeUrlIsAnsweredWithTheRepositorySpellingByReview) {
  Sandbox s;
  const RunResult r = s.run({"review", "https://github.com/acme/kit/tree/main/skills/pdf"});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.err.find("tree URL of 'main'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("mind review https://github.com/acme/kit"), std::string::npos) << r.err;
}

// spec: LNK-2, LNK-14 (for meld a GitHub tree URL is an item link: a broken tail is
// `bad-item-link`, refused before any clone)
TEST(SourceArgumentE2E, AGithubTreeUrlIsAnItemLinkForMeld) {
  Sandbox s;
  const RunResult r = s.run({"--json", "meld", "github.com/acme/kit/tree/main"});
  EXPECT_EQ(r.exit_code, 1) << r.err;
  EXPECT_NE(r.out.find("\"bad-item-link\""), std::string::npos) << r.out;
  EXPECT_FALSE(fs::exists(s.mind_home() / "sources.json"));
}

// A melded `file://` source is named by that URL in learn as in unmeld and sync.
TEST(SourceArgumentE2E, LearnAllTakesTheFileUrlASourceWasMeldedFrom) {
  Sandbox s;
  GitRepo repo(s / "up/kit");
  repo.commit_skill("alpha");
  repo.commit_skill("beta");
  ASSERT_EQ(s.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  const RunResult learn = s.run({"learn", "--all", repo.url()});
  ASSERT_EQ(learn.exit_code, 0) << learn.out << learn.err;
  EXPECT_TRUE(fs::exists(s.lobe() / "skills/alpha"));
  EXPECT_TRUE(fs::exists(s.lobe() / "skills/beta"));
  const RunResult sync = s.run({"sync", repo.url()});
  EXPECT_EQ(sync.exit_code, 0) << sync.err;
  const RunResult hooks = s.run({"hooks", "list", repo.url()});
  EXPECT_EQ(hooks.exit_code, 0) << hooks.err;
  const RunResult unmeld = s.run({"unmeld", repo.url(), "--yes"});
  EXPECT_EQ(unmeld.exit_code, 0) << unmeld.err;
  EXPECT_FALSE(fs::exists(s.lobe() / "skills/alpha"));
}

// An existing path wins over the suffix reading when selecting a melded source.
TEST(SourceArgumentE2E, UnmeldOfAFolderHereSelectsThatSourceOverASuffixMatch) {
  Sandbox s;
  write_skill(s / "a/kit", "alpha");
  write_skill(s / "b/kit", "beta");
  ASSERT_EQ(s.run({"meld", "./a/kit", "--yes"}).exit_code, 0);
  ASSERT_EQ(s.run({"meld", "./b/kit", "--yes"}).exit_code, 0);
  const RunResult r = s.run({"unmeld", "b/kit", "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  EXPECT_TRUE(fs::exists(s.lobe() / "skills/alpha"));
  EXPECT_FALSE(fs::exists(s.lobe() / "skills/beta"));
}

// The README's `mind dump > team.toml`, then `mind meld team.toml`: one line
// says how, and following it reproduces the set.
TEST(SourceArgumentE2E, MeldOfADumpedTomlFileSaysHowAndTheHintWorks) {
  Sandbox s;
  GitRepo repo(s / "up/kit");
  repo.commit_skill("alpha");
  ASSERT_EQ(s.run({"meld", repo.url(), "--yes"}).exit_code, 0);
  const RunResult dump = s.run({"dump"});
  ASSERT_EQ(dump.exit_code, 0) << dump.err;
  write_file(s / "team.toml", dump.out);
  ASSERT_EQ(s.run({"unmeld", repo.url(), "--yes"}).exit_code, 0);

  const RunResult r = s.run({"meld", "team.toml"});
  EXPECT_NE(r.exit_code, 0);
  // spec: CLI-225 (pasted, the hint runs exactly its three commands)
  const std::string hint = "mkdir 'team' && cp 'team.toml' 'team/mind.toml' && mind meld './team'";
  ASSERT_NE(r.err.find(hint), std::string::npos) << r.err;
  const std::string shell =
      "cd '" + s.home().string() + "' && " + hint.substr(0, hint.find(" && mind "));
  ASSERT_EQ(std::system(shell.c_str()), 0);
  const RunResult meld = s.run({"meld", "./team", "--yes", "-r"});
  ASSERT_EQ(meld.exit_code, 0) << meld.out << meld.err;
  EXPECT_TRUE(fs::exists(s.lobe() / "skills/alpha"));
}

}  // namespace
}  // namespace mind::e2e

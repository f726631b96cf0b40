// End-to-end: a verb pays only for what it uses (issue 34). The git module is
// loaded by the first git operation, never by a verb or a source that needs
// none: with MIND_GIT_MODULE naming a module that does not exist, every such
// run still succeeds, and the first run that does need git says it cannot
// load it. MIND_TIMING prints the phases on stderr, never on stdout.

#include <gtest/gtest.h>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

// A git module that cannot load: any git operation fails, loudly.
std::map<std::string, std::string> no_git_module(const Sandbox& sandbox) {
  return {{"MIND_GIT_MODULE", (sandbox / "no-such-module.so").string()}};
}

TEST(FixedCostsE2E, APlainFolderMeldsAndListsWithoutTheGitModule) {
  Sandbox sandbox;
  write_file(sandbox / "kit/skills/plain/SKILL.md", "---\ndescription: plain\n---\nbody\n");
  const auto env = no_git_module(sandbox);
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"meld", (sandbox / "kit").string(), "--yes"},
        {"recall", "--json"},
        {"probe", "--json"},
        {"upgrade", "--no-sync", "--yes"},
        {"forget", "kit#*", "--yes"}}) {
    const RunResult r = sandbox.run(args, env);
    EXPECT_EQ(r.exit_code, 0) << args[0] << ": " << r.out << r.err;
  }
}

// A linked working tree that is a git repository: its HEAD is read when an
// install records it (learn, meld), not by the listings.
TEST(FixedCostsE2E, ListingsOfALinkedGitTreeLoadNoGitModuleAndLearnRecordsItsHead) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "kit");
  const std::string head = repo.commit_skill("tracked");
  ASSERT_EQ(sandbox.run({"meld", repo.dir().string(), "--register-only"}).exit_code, 0);
  const auto env = no_git_module(sandbox);
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"recall", "--json"}, {"probe", "--json"}, {"recall"}}) {
    const RunResult r = sandbox.run(args, env);
    EXPECT_EQ(r.exit_code, 0) << args[0] << ": " << r.out << r.err;
  }
  const RunResult without = sandbox.run({"learn", "--all", "kit", "--yes"}, env);
  EXPECT_NE(without.exit_code, 0) << without.out;
  EXPECT_NE(without.err.find("cannot load mind's git support"), std::string::npos) << without.err;

  const RunResult learned = sandbox.run({"learn", "--all", "kit", "--yes"});
  ASSERT_EQ(learned.exit_code, 0) << learned.err;
  const json manifest = json::parse(read_file(sandbox.mind_home() / "manifest.json"));
  EXPECT_EQ(manifest["items"]["skill:tracked"]["commit"], head) << manifest;
  // Installed from a git tree, listed without git all the same.
  const RunResult listed = sandbox.run({"recall", "--json"}, env);
  EXPECT_EQ(listed.exit_code, 0) << listed.err;
  EXPECT_EQ(parse_one_document(listed)["items"][0]["items"][0]["commit"], head);
  const RunResult upgrade = sandbox.run({"upgrade", "--no-sync", "--yes"}, env);  // nothing moved
  EXPECT_EQ(upgrade.exit_code, 0) << upgrade.err;
}

// meld starts loading the git module before it parses its arguments
// (store/git_warm_up.hpp). A head start that cannot load it changes nothing:
// the meld's own first git call reports it as before, for a clone and for a
// linked working tree, and nothing is installed; with the module, both meld.
TEST(FixedCostsE2E, AMeldWhoseWarmUpCannotLoadTheGitModuleFailsAsBeforeAndMeldsWithIt) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "kit");
  repo.commit_skill("warm");
  for (const std::string& source : {"file://" + repo.dir().string(), repo.dir().string()}) {
    const RunResult r = sandbox.run({"meld", source, "--yes"}, no_git_module(sandbox));
    EXPECT_EQ(r.exit_code, 1) << source << ": " << r.out << r.err;
    EXPECT_NE(r.err.find("cannot load mind's git support"), std::string::npos) << r.err;
    EXPECT_FALSE(fs::exists(fs::symlink_status(sandbox.lobe() / "skills/warm"))) << source;
  }
  const RunResult melded = sandbox.run({"meld", "file://" + repo.dir().string(), "--yes"});
  EXPECT_EQ(melded.exit_code, 0) << melded.err;
  EXPECT_TRUE(fs::exists(fs::symlink_status(sandbox.lobe() / "skills/warm")));
}

TEST(FixedCostsE2E, MindTimingPrintsThePhasesOnStderrAndLeavesStdoutOneDocument) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "kit");
  repo.commit_skill("timed");
  const RunResult r =
      sandbox.run({"meld", repo.dir().string(), "--yes", "--json"}, {{"MIND_TIMING", "1"}});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NO_THROW(parse_one_document(r)) << r.out;
  for (const char* phase : {"mind: timing: parse arguments", "mind: timing: load the git module",
                            "mind: timing: git: head commit", "mind: timing: total"}) {
    EXPECT_NE(r.err.find(phase), std::string::npos) << phase << " in\n" << r.err;
  }
  EXPECT_EQ(r.out.find("timing"), std::string::npos) << r.out;
  const RunResult quiet = sandbox.run({"recall"});
  EXPECT_EQ(quiet.err.find("timing"), std::string::npos) << quiet.err;
}

}  // namespace
}  // namespace mind::e2e

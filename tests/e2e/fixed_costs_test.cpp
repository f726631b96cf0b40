// End-to-end: a verb pays only for what it uses (issue 34). libgit2 is linked
// in and started (git_libgit2_init) by the first git operation, never by a
// verb or a source that needs none: MIND_TIMING names the start as a phase, so
// its absence shows it did not happen. MIND_TIMING prints the phases on
// stderr, never on stdout. (libgit2 is linked as the system ships it, design
// decision 20, so which libraries a process maps is the system's choice.)

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

const std::map<std::string, std::string> kTiming{{"MIND_TIMING", "1"}};
constexpr const char* kStart = "mind: timing: start libgit2";

TEST(FixedCostsE2E, APlainFolderMeldsAndListsWithoutStartingLibgit2) {
  Sandbox sandbox;
  write_file(sandbox / "kit/skills/plain/SKILL.md", "---\ndescription: plain\n---\nbody\n");
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"meld", (sandbox / "kit").string(), "--yes"},
        {"recall", "--json"},
        {"probe", "--json"},
        {"upgrade", "--no-sync", "--yes"},
        {"forget", "kit#*", "--yes"}}) {
    const RunResult r = sandbox.run(args, kTiming);
    EXPECT_EQ(r.exit_code, 0) << args[0] << ": " << r.out << r.err;
    EXPECT_NE(r.err.find("mind: timing: total"), std::string::npos) << args[0] << r.err;
    EXPECT_EQ(r.err.find(kStart), std::string::npos) << args[0] << " started libgit2:\n" << r.err;
  }
}

// A linked working tree that is a git repository: its HEAD is read when an
// install records it (learn, meld), not by the listings.
TEST(FixedCostsE2E, ListingsOfALinkedGitTreeStartNoLibgit2AndLearnRecordsItsHead) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "kit");
  const std::string head = repo.commit_skill("tracked");
  ASSERT_EQ(sandbox.run({"meld", repo.dir().string(), "--register-only"}).exit_code, 0);
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"recall", "--json"}, {"probe", "--json"}, {"recall"}}) {
    const RunResult r = sandbox.run(args, kTiming);
    EXPECT_EQ(r.exit_code, 0) << args[0] << ": " << r.out << r.err;
    EXPECT_EQ(r.err.find(kStart), std::string::npos) << args[0] << " started libgit2:\n" << r.err;
  }
  const RunResult learned = sandbox.run({"learn", "--all", "kit", "--yes"}, kTiming);
  ASSERT_EQ(learned.exit_code, 0) << learned.err;
  EXPECT_NE(learned.err.find(kStart), std::string::npos) << learned.err;  // HEAD needs git
  const json manifest = json::parse(read_file(sandbox.mind_home() / "manifest.json"));
  EXPECT_EQ(manifest["items"]["skill:tracked"]["commit"], head) << manifest;
  // Installed from a git tree, listed without git all the same.
  const RunResult listed = sandbox.run({"recall", "--json"}, kTiming);
  EXPECT_EQ(listed.exit_code, 0) << listed.err;
  EXPECT_EQ(listed.err.find(kStart), std::string::npos) << listed.err;
  EXPECT_EQ(parse_one_document(listed)["items"][0]["items"][0]["commit"], head);
}

TEST(FixedCostsE2E, MindTimingPrintsThePhasesOnStderrAndLeavesStdoutOneDocument) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "kit");
  repo.commit_skill("timed");
  const RunResult r =
      sandbox.run({"meld", repo.dir().string(), "--yes", "--json"}, {{"MIND_TIMING", "1"}});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NO_THROW(parse_one_document(r)) << r.out;
  for (const char* phase : {"mind: timing: parse arguments", "mind: timing: start libgit2",
                            "mind: timing: git: head commit", "mind: timing: total"}) {
    EXPECT_NE(r.err.find(phase), std::string::npos) << phase << " in\n" << r.err;
  }
  EXPECT_EQ(r.out.find("timing"), std::string::npos) << r.out;
  const RunResult quiet = sandbox.run({"recall"});
  EXPECT_EQ(quiet.err.find("timing"), std::string::npos) << quiet.err;
}

}  // namespace
}  // namespace mind::e2e

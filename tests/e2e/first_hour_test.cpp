// End-to-end: the smaller lines a new user met in a first hour on public
// marketplaces (issue 35): usage errors alike across verbs, hints that find
// what they say, help without CLI11's internals, a --version that says what
// its second number means, a "no" that says what happens next, and an unmeld
// that leaves no empty folders.

#include <gtest/gtest.h>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::write_file;

void write_skill(const fs::path& root, const std::string& name) {
  write_file(root / "skills" / name / "SKILL.md",
             "---\nname: " + name + "\ndescription: the " + name + " skill\n---\nbody\n");
}

// spec: CLI-183 (a usage error exits 2)
TEST(FirstHourE2E, AMissingArgumentIsTheSameUsageErrorOnEveryVerb) {
  Sandbox s;
  for (const std::string verb : {"learn", "unmeld", "forget"}) {
    const RunResult r = s.run({verb});
    EXPECT_EQ(r.exit_code, 2) << verb << ": " << r.err;
    EXPECT_NE(r.err.find("is required"), std::string::npos) << verb << ": " << r.err;
  }
}

// spec: CLI-183
TEST(FirstHourE2E, HelpMeldShowsNoExcludesAndTheConflictIsStillRefused) {
  Sandbox s;
  const RunResult help = s.run({"help", "meld"});
  ASSERT_EQ(help.exit_code, 0);
  EXPECT_EQ(help.out.find("Excludes"), std::string::npos) << help.out;
  const RunResult both = s.run({"meld", ".", "--register-only", "--learn", "x"});
  EXPECT_EQ(both.exit_code, 2) << both.err;
  EXPECT_NE(both.err.find("--learn"), std::string::npos) << both.err;
}

TEST(FirstHourE2E, VersionSaysWhatTheReferenceNumberMeans) {
  Sandbox s;
  const RunResult v = s.run({"--version"});
  EXPECT_EQ(v.out.rfind("mind 0.", 0), 0u) << v.out;
  EXPECT_NE(v.out.find("accepts sources whose min-mind-version is 0.28 or lower"),
            std::string::npos)
      << v.out;
}

// The hint of a miss names a command that lists something.
TEST(FirstHourE2E, ALearnMissHintsAProbeThatFindsSomething) {
  Sandbox s;
  write_skill(s / "kits/k", "pdf-tools");
  ASSERT_EQ(s.run({"meld", "./kits/k", "--register-only"}).exit_code, 0);
  const RunResult miss = s.run({"learn", "zzqx"});
  EXPECT_NE(miss.exit_code, 0);
  EXPECT_EQ(miss.err.find("mind probe zzqx"), std::string::npos) << miss.err;
  EXPECT_NE(miss.err.find("run `mind probe` to list"), std::string::npos) << miss.err;
  const RunResult near = s.run({"learn", "pdf"});
  EXPECT_NE(near.err.find("mind probe 'pdf'"), std::string::npos) << near.err;  // CLI-225
  const RunResult probe = s.run({"probe", "pdf"});
  EXPECT_NE(probe.out.find("pdf-tools"), std::string::npos) << probe.out;  // as hinted
}

// spec: CLI-23 (a "no" installs nothing; the source stays registered)
TEST(FirstHourE2E, AnsweringNoAtMeldSaysWhatHappensNext) {
  Sandbox s;
  write_skill(s / "kits/k", "alpha");
  const RunResult r = s.run_with_input("n\n", {"meld", "./kits/k"}, {{"MIND_TTY", "1"}});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("nothing installed; local/kits/k stays melded: install later with `mind "
                       "learn --all 'local/kits/k'`"),
            std::string::npos)
      << r.err;
  const RunResult later = s.run({"learn", "--all", "local/kits/k"});  // the hint, as printed
  EXPECT_EQ(later.exit_code, 0) << later.err;
  EXPECT_TRUE(fs::exists(s.lobe() / "skills/alpha"));
}

TEST(FirstHourE2E, UnmeldLeavesNoEmptySourceFolders) {
  Sandbox s;
  GitRepo repo(s / "up/kit");
  repo.commit_skill("alpha");
  ASSERT_EQ(s.run({"meld", repo.url(), "--yes"}).exit_code, 0);
  ASSERT_TRUE(fs::exists(s.mind_home() / "sources/local/up/kit"));
  ASSERT_EQ(s.run({"unmeld", "local/up/kit", "--yes"}).exit_code, 0);
  EXPECT_FALSE(fs::exists(s.mind_home() / "sources/local/up"));
  EXPECT_FALSE(fs::exists(s.mind_home() / "sources/local"));
}

}  // namespace
}  // namespace mind::e2e

// End-to-end: confirmations and refusals of destructive verbs stay bounded at
// any size (a count and the first names; `-v` or `--json` for all), and they
// default to no (issue 35). Before, `unmeld '*'` of 692 items printed 696 lines
// before `proceed? [Y/n]`, and a refusal was one 33 kB line.

#include <gtest/gtest.h>

#include <algorithm>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;

constexpr int kItems = 60;

struct BigSource {
  Sandbox s;
  BigSource() {
    for (int i = 0; i < kItems; ++i) {
      const std::string name = "skill-" + std::to_string(i);
      write_file(s / "kits/big/skills" / name / "SKILL.md",
                 "---\nname: " + name + "\ndescription: d\n---\nbody\n");
    }
    const RunResult meld = s.run({"meld", "./kits/big", "--yes"});
    EXPECT_EQ(meld.exit_code, 0) << meld.err;
  }
};

std::size_t lines(const std::string& text) {
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

// spec: CLI-42 (several items are listed and asked first)
// spec: CLI-21
TEST(BoundedPromptsE2E, UnmeldAsksABoundedQuestionThatDefaultsToNo) {
  BigSource b;
  const RunResult enter = b.s.run_with_input("\n", {"unmeld", "*"}, {{"MIND_TTY", "1"}});
  EXPECT_EQ(enter.exit_code, 1) << enter.err;
  EXPECT_NE(enter.err.find("proceed? [y/N]"), std::string::npos) << enter.err;
  EXPECT_NE(enter.err.find("... and 50 more (-v lists them all)"), std::string::npos) << enter.err;
  EXPECT_LT(lines(enter.err), 20u) << enter.err;
  EXPECT_NE(enter.err.find("cancelled; nothing unmelded"), std::string::npos) << enter.err;
  EXPECT_TRUE(fs::exists(b.s.lobe() / "skills/skill-0"));  // Enter kept everything

  const RunResult all = b.s.run_with_input("\n", {"unmeld", "*", "-v"}, {{"MIND_TTY", "1"}});
  EXPECT_GE(lines(all.err), static_cast<std::size_t>(kItems)) << all.err;
}

// spec: CLI-42 (non-TTY without --yes refuses with ConfirmationRequired)
TEST(BoundedPromptsE2E, RefusalsWithoutATerminalAreBounded) {
  BigSource b;
  for (const std::vector<std::string>& args :
       {std::vector<std::string>{"unmeld", "*"}, std::vector<std::string>{"forget", "*"}}) {
    const RunResult r = b.s.run(args);
    EXPECT_NE(r.exit_code, 0);
    EXPECT_LT(r.err.size(), 1500u) << r.err;
    EXPECT_NE(r.err.find("more (-v lists them all)"), std::string::npos) << r.err;
  }
  EXPECT_TRUE(fs::exists(b.s.lobe() / "skills/skill-0"));
}

// spec: CLI-42
TEST(BoundedPromptsE2E, ForgetOfSeveralDefaultsToNoAndYesRemoves) {
  BigSource b;
  const RunResult enter = b.s.run_with_input("\n", {"forget", "*"}, {{"MIND_TTY", "1"}});
  EXPECT_NE(enter.err.find("remove them? [y/N]"), std::string::npos) << enter.err;
  EXPECT_LT(lines(enter.err), 20u) << enter.err;
  EXPECT_TRUE(fs::exists(b.s.lobe() / "skills/skill-0"));
  const RunResult yes = b.s.run_with_input("y\n", {"forget", "*"}, {{"MIND_TTY", "1"}});
  EXPECT_EQ(yes.exit_code, 0) << yes.err;
  EXPECT_FALSE(fs::exists(b.s.lobe() / "skills/skill-0"));
}

}  // namespace
}  // namespace mind::e2e

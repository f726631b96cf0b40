// End-to-end: the destination question of `absorb` (ABS-3, ABS-4) takes a
// path; a `y` typed there (the reference's examples/absorb answers every
// prompt so) takes the offered personal source, and is never saved as the
// `absorb-to` setting (issue 31).

#include <gtest/gtest.h>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::write_file;

// spec: ABS-3
// spec: ABS-4
TEST(AbsorbAnswer, AYesAtTheDestinationPromptTakesThePersonalSourceAndIsNeverSavedAsAPath) {
  Sandbox sandbox;
  write_file(sandbox.lobe() / "skills/notes/SKILL.md", "---\nname: notes\n---\nmine\n");
  // destination: y; save it? y
  const RunResult r =
      sandbox.run_with_input("y\ny\n", {"absorb", "skill:notes"}, {{"MIND_TTY", "1"}});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const fs::path personal = sandbox.mind_home() / "personal";
  EXPECT_TRUE(fs::is_regular_file(personal / "skills/notes/SKILL.md")) << r.out;
  const std::string config = read_file(sandbox.mind_home() / "config.toml");
  EXPECT_NE(config.find("absorb-to = '" + personal.string() + "'"), std::string::npos) << config;
  EXPECT_EQ(config.find("absorb-to = 'y'"), std::string::npos) << config;
}

// spec: ABS-3
TEST(AbsorbAnswer, ANoAtTheDestinationPromptChangesNothing) {
  Sandbox sandbox;
  write_file(sandbox.lobe() / "skills/notes/SKILL.md", "---\nname: notes\n---\nmine\n");
  const RunResult r = sandbox.run_with_input("n\n", {"absorb", "skill:notes"}, {{"MIND_TTY", "1"}});
  EXPECT_EQ(r.exit_code, 1) << r.out << r.err;
  EXPECT_EQ(read_file(sandbox.lobe() / "skills/notes/SKILL.md"), "---\nname: notes\n---\nmine\n");
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "personal"));
  const fs::path config = sandbox.mind_home() / "config.toml";
  EXPECT_TRUE(!fs::exists(config) || read_file(config).find("absorb-to") == std::string::npos);
}

// spec: ABS-3
// spec: ABS-4
TEST(AbsorbAnswer, AGlobalYesWithNoDestinationUsesAndSavesThePersonalSource) {
  Sandbox sandbox;  // the reference's examples/absorb: `mind --yes absorb skill:x`
  write_file(sandbox.lobe() / "skills/notes/SKILL.md", "---\nname: notes\n---\nmine\n");
  const RunResult r = sandbox.run({"--yes", "absorb", "skill:notes"});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const fs::path personal = sandbox.mind_home() / "personal";
  EXPECT_TRUE(fs::is_directory(personal / ".git"));
  EXPECT_TRUE(fs::is_regular_file(personal / "skills/notes/SKILL.md"));
  const std::string config = read_file(sandbox.mind_home() / "config.toml");
  EXPECT_NE(config.find("absorb-to = '" + personal.string() + "'"), std::string::npos) << config;
  // The saved destination is used from then on, with no question.
  write_file(sandbox.lobe() / "rules/tone.md", "be kind\n");
  const RunResult again = sandbox.run({"absorb", "rule:tone", "--yes"});
  ASSERT_EQ(again.exit_code, 0) << again.out << again.err;
  EXPECT_EQ(read_file(personal / "rules/tone.md"), "be kind\n");
}

}  // namespace
}  // namespace mind::e2e

// Every hint is a command that works when run as printed (issue 35): each test
// puts mind in a state where it prints a hint, takes the `mind ...` command out
// of the backticks exactly as printed, runs it through a shell word split (so
// its quoting is what a paste would give), answering yes as a person would,
// and checks that it did what the hint said.

#include <gtest/gtest.h>

#include <filesystem>
#include <optional>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::write_file;

// The first `mind ...` command in backticks in `text`.
std::optional<std::string> hinted_command(const std::string& text) {
  const std::size_t at = text.find("`mind ");
  if (at == std::string::npos) return std::nullopt;
  const std::size_t end = text.find('`', at + 1);
  if (end == std::string::npos) return std::nullopt;
  return text.substr(at + 1, end - at - 1);
}

// POSIX word splitting for the quoting mind prints: blanks, '...' and \.
std::vector<std::string> shell_words(const std::string& line) {
  std::vector<std::string> out;
  std::string word;
  bool in_word = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    const char c = line[i];
    if (c == '\'') {
      const std::size_t close = line.find('\'', i + 1);
      word += line.substr(i + 1, close - i - 1);
      i = close;
      in_word = true;
    } else if (c == '\\' && i + 1 < line.size()) {
      word += line[++i];
      in_word = true;
    } else if (c == ' ') {
      if (in_word) out.push_back(word);
      word.clear();
      in_word = false;
    } else {
      word += c;
      in_word = true;
    }
  }
  if (in_word) out.push_back(word);
  return out;
}

// Runs the hinted command as a person at a terminal would, answering yes.
RunResult run_hint(const Sandbox& sandbox, const std::string& printed) {
  const std::optional<std::string> command = hinted_command(printed);
  EXPECT_TRUE(command) << "no `mind ...` hint in:\n" << printed;
  if (!command) return {};
  std::vector<std::string> args = shell_words(*command);
  args.erase(args.begin());  // `mind`
  return sandbox.run_with_input("y\ny\n", args, {{"MIND_TTY", "1"}});
}

// Every `mind ...` command in backticks on the first line of `text`.
std::vector<std::string> hinted_line(const std::string& text) {
  const std::string line = text.substr(0, text.find('\n'));
  std::vector<std::string> out;
  for (std::size_t open = line.find("`mind "); open != std::string::npos;
       open = line.find("`mind ", open + 1)) {
    const std::size_t close = line.find('`', open + 1);
    if (close == std::string::npos) break;
    out.push_back(line.substr(open, close + 1 - open));
    open = close;
  }
  return out;
}

// A component library shaped like davila7/claude-code-templates: every kind
// folder split into category folders (one two deep), a skill directly in
// skills/, the same command file name in two categories, and folders mind
// has no kind for.
void commit_component_library(GitRepo& up) {
  up.commit_file("cli/components/agents/web/web-reviewer.md",
                 "---\nname: web-reviewer\ndescription: a\n---\n");
  up.commit_file("cli/components/agents/data/data-analyst.md",
                 "---\nname: data-analyst\ndescription: b\n---\n");
  up.commit_file("cli/components/commands/git/commit.md", "---\ndescription: c\n---\n");
  up.commit_file("cli/components/commands/hg/commit.md", "---\ndescription: d\n---\n");
  up.commit_file("cli/components/commands/gw/recipes/share.md", "---\ndescription: e\n---\n");
  up.commit_file("cli/components/skills/docs/pdf/SKILL.md", "---\ndescription: f\n---\n");
  up.commit_file("cli/components/skills/direct/SKILL.md", "---\ndescription: g\n---\n");
  up.commit_file("cli/components/hooks/git/check.json", "{}\n");
  up.commit_file("cli/components/settings/git/flow.json", "{}\n");
}

void expect_component_library_installed(const Sandbox& sandbox) {
  for (const char* link : {"agents/web-reviewer.md", "agents/data-analyst.md",
                           "commands/git:commit.md", "commands/hg:commit.md",
                           "commands/gw:recipes:share.md", "skills/docs:pdf", "skills/direct"}) {
    EXPECT_TRUE(fs::exists(sandbox.lobe() / link)) << link;
  }
}

// spec: CLI-205
// A nested component library melded at its root offers nothing; the hint's
// unmeld and meld, run as printed, install every component.
TEST(Hints, ANestedComponentLibraryHintsAMeldThatInstallsIt) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "templates");
  commit_component_library(up);
  const RunResult meld = sandbox.run({"meld", up.url()});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const std::string printed = meld.out + meld.err;
  ASSERT_NE(printed.find("6 components in category folders under 'cli/components/'"),
            std::string::npos)
      << printed;
  const std::size_t next = printed.find("next: ");
  ASSERT_NE(next, std::string::npos) << printed;
  const std::vector<std::string> hints = hinted_line(printed.substr(next));
  ASSERT_EQ(hints.size(), 2u) << printed;
  for (const std::string& hint : hints) {
    const RunResult r = run_hint(sandbox, hint);
    EXPECT_EQ(r.exit_code, 0) << hint << "\n" << r.out << r.err;
  }
  expect_component_library_installed(sandbox);
}

// spec: CLI-205
// `--root cli/components` takes the one skill directly in skills/; the note
// names the rest, and its commands take them too.
TEST(Hints, APartlyReachedComponentLibraryHintsTheRest) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "templates");
  commit_component_library(up);
  const RunResult meld = sandbox.run({"meld", up.url(), "--root", "cli/components", "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const std::string printed = meld.out + meld.err;
  const std::size_t note = printed.find("components in category folders");
  ASSERT_NE(note, std::string::npos) << printed;
  const std::vector<std::string> hints = hinted_line(printed.substr(note));
  ASSERT_EQ(hints.size(), 2u) << printed;
  for (const std::string& hint : hints) {
    const RunResult r = run_hint(sandbox, hint);
    EXPECT_EQ(r.exit_code, 0) << hint << "\n" << r.out << r.err;
  }
  expect_component_library_installed(sandbox);
}

// spec: DSC-51
// A glob root is kept as written and expanded at every scan: a category
// added upstream is offered after a sync.
TEST(Hints, AGlobRootTakesACategoryAddedUpstreamAtSync) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "templates");
  commit_component_library(up);
  ASSERT_EQ(
      sandbox.run({"meld", up.url(), "--add-root", "cli/components/commands/*", "--yes"}).exit_code,
      0);
  up.commit_file("cli/components/commands/ops/deploy.md", "---\ndescription: h\n---\n");
  const RunResult sync = sandbox.run({"sync"});
  ASSERT_EQ(sync.exit_code, 0) << sync.err;
  const RunResult probe = sandbox.run({"recall", "--json"});
  EXPECT_NE(probe.out.find("ops:deploy"), std::string::npos) << probe.out;
}

// spec: CLI-130
// review of the library names it, and its hinted review sees every component.
TEST(Hints, AReviewOfAComponentLibraryHintsAReviewThatReachesIt) {
  Sandbox sandbox;
  GitRepo up(sandbox / "templates");
  commit_component_library(up);
  const RunResult review = sandbox.run({"review", up.dir().string()});
  ASSERT_EQ(review.exit_code, 0) << review.err;
  const std::size_t note = review.err.find("components in category folders");
  ASSERT_NE(note, std::string::npos) << review.err;
  const RunResult again = run_hint(sandbox, review.err.substr(note));
  EXPECT_EQ(again.exit_code, 0) << again.err;
  EXPECT_EQ(again.err.find("components in category folders"), std::string::npos) << again.err;
  for (const char* item : {"command:git:commit", "command:hg:commit", "skill:docs:pdf"}) {
    EXPECT_NE(again.out.find(item), std::string::npos) << item << "\n" << again.out;
  }
}

// The hint of a learn that matches nothing, when the catalog holds the text.
TEST(Hints, ANotFoundLearnHintsAProbeThatFindsIt) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("pdf-tools");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--register-only"}).exit_code, 0);
  const RunResult miss = sandbox.run({"learn", "pdf"});
  ASSERT_NE(miss.exit_code, 0);
  const RunResult hint = run_hint(sandbox, miss.err);
  EXPECT_EQ(hint.exit_code, 0) << hint.err;
  EXPECT_NE(hint.out.find("pdf-tools"), std::string::npos) << hint.out;
}

// spec: CLI-213
// A linked source whose working tree is gone: the warning's unmeld removes it.
TEST(Hints, AGoneWorkingTreeHintsAnUnmeldThatRemovesIt) {
  Sandbox sandbox;
  const fs::path dir = sandbox / "it's here";  // a name the hint must quote
  write_file(dir / "skills/s/SKILL.md", "---\ndescription: d\n---\nbody\n");
  ASSERT_EQ(sandbox.run({"meld", dir.string(), "--register-only"}).exit_code, 0);
  fs::remove_all(dir);
  const RunResult recall = sandbox.run({"recall"});
  const RunResult hint = run_hint(sandbox, recall.err);
  EXPECT_EQ(hint.exit_code, 0) << hint.out << hint.err;
  const RunResult after = sandbox.run({"recall", "--sources", "--json"});
  EXPECT_EQ(after.out.find("it's here"), std::string::npos) << after.out;
  EXPECT_EQ(sandbox.run({"recall"}).err.find("is gone"), std::string::npos);
}

// A clone removed by hand: the warning's sync brings it back.
TEST(Hints, AMissingCloneHintsASyncThatRestoresIt) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("alpha");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--register-only"}).exit_code, 0);
  fs::remove_all(sandbox.mind_home() / "sources");
  const RunResult probe = sandbox.run({"probe"});
  ASSERT_NE(probe.err.find("has no clone"), std::string::npos) << probe.err;
  const RunResult hint = run_hint(sandbox, probe.err);
  EXPECT_EQ(hint.exit_code, 0) << hint.out << hint.err;
  const RunResult again = sandbox.run({"probe"});
  EXPECT_EQ(again.err.find("has no clone"), std::string::npos) << again.err;
  EXPECT_NE(again.out.find("alpha"), std::string::npos) << again.out;
}

}  // namespace
}  // namespace mind::e2e

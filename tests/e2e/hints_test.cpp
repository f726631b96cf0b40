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

// The README's "A short tour", run as printed, in order, in a throwaway home
// (issue 35): each line must do what its comment says. The commands are read
// from README.md itself, so a tour edited into a command that fails fails here.
// Two substitutions, both of what the reader supplies: `./my-source` is a copy
// of examples/starter, and `owner/repo` (a GitHub repository; the tests run
// offline) is a local git repository of the same files.

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;

// The tour's command lines: the ```sh block under "## A short tour", each
// without its comment.
std::vector<std::string> tour_lines() {
  std::ifstream in(fs::path(MIND_EXAMPLES).parent_path() / "README.md");
  std::string line;
  std::vector<std::string> out;
  bool in_tour = false, in_block = false;
  while (std::getline(in, line)) {
    if (line.starts_with("## ")) in_tour = line == "## A short tour";
    if (!in_tour) continue;
    if (line.starts_with("```")) {
      if (in_block) break;
      in_block = true;
      continue;
    }
    if (!in_block) continue;
    if (const auto hash = line.find(" #"); hash != std::string::npos) line.resize(hash);
    while (!line.empty() && line.back() == ' ') line.pop_back();
    if (!line.empty()) out.push_back(line);
  }
  return out;
}

std::vector<std::string> words(const std::string& line) {
  std::istringstream in(line);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

TEST(ReadmeTour, EveryCommandWorksAsPrintedInOrder) {
  const std::vector<std::string> lines = tour_lines();
  ASSERT_GE(lines.size(), 10u) << "the README has no tour block";
  Sandbox sandbox;
  fs::copy(fs::path(MIND_EXAMPLES) / "starter", sandbox / "my-source", fs::copy_options::recursive);
  testing::GitRepo remote(sandbox / "remote" / "repo");
  fs::copy(fs::path(MIND_EXAMPLES) / "starter", sandbox / "remote" / "repo",
           fs::copy_options::recursive | fs::copy_options::overwrite_existing);
  remote.git("add -A");
  remote.git("commit -q -m starter");
  // A person at a terminal, answering yes to every question the tour asks.
  const std::map<std::string, std::string> at_a_terminal = {{"MIND_TTY", "1"}};
  std::size_t ran = 0;
  for (const std::string& line : lines) {
    std::vector<std::string> w = words(line);
    ASSERT_FALSE(w.empty());
    ASSERT_EQ(w.front(), "mind") << line;
    w.erase(w.begin());
    std::optional<fs::path> redirect;
    std::vector<std::string> args;
    for (std::size_t i = 0; i < w.size(); ++i) {
      if (w[i] == ">" && i + 1 < w.size()) {
        redirect = sandbox / w[++i];
      } else if (w[i].starts_with("[") && w[i].ends_with("]")) {
        continue;  // an optional argument the reader may leave out
      } else if (w[i] == "owner/repo") {
        args.push_back(remote.url());
      } else {
        args.push_back(w[i]);
      }
    }
    const RunResult r = sandbox.run_with_input("y\ny\ny\ny\n", args, at_a_terminal);
    EXPECT_EQ(r.exit_code, 0) << line << "\nstdout:\n" << r.out << "\nstderr:\n" << r.err;
    if (redirect) std::ofstream(*redirect) << r.out;
    ++ran;
    // What the comments promise, checked where the tour does it.
    const fs::path triage = sandbox.lobe() / "workflows" / "triage.js";
    if (line.starts_with("mind meld ./my-source --yes")) {
      EXPECT_TRUE(fs::exists(fs::symlink_status(triage))) << r.out << r.err;
    } else if (line.starts_with("mind recall triage --json")) {
      EXPECT_NE(r.out.find("\"triage\""), std::string::npos) << r.out;
    } else if (line.starts_with("mind forget workflow:triage")) {
      EXPECT_FALSE(fs::exists(fs::symlink_status(triage))) << r.out << r.err;
    } else if (line.starts_with("mind unmeld my-source")) {
      EXPECT_EQ(sandbox.run({"recall", "--sources", "--json"}).out.find("my-source"),
                std::string::npos);
    } else if (line.starts_with("mind config lobes add --preset gemini-cli")) {
      const RunResult lobes = sandbox.run({"config", "lobes", "list", "--json"});
      EXPECT_NE(lobes.out.find((sandbox / ".gemini").string() + "\""), std::string::npos)
          << lobes.out;
    }
  }
  EXPECT_EQ(ran, lines.size());
  std::ifstream dumped(sandbox / "team.toml");
  std::stringstream text;
  text << dumped.rdbuf();
  EXPECT_NE(text.str().find("[discover]"), std::string::npos) << text.str();  // a super-source
}

}  // namespace
}  // namespace mind::e2e

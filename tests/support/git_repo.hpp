#pragma once
/// A real git repository built by a test, to be melded through `file://`.
/// Fixtures use the `git` binary of the TEST process (mind itself never runs
/// git); every command is fixed text plus paths the test made, quoted.

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>

namespace mind::testing {

class GitRepo {
 public:
  /// `git init` at `dir` with `branch` as its first (default) branch.
  explicit GitRepo(std::filesystem::path dir, const std::string& branch = "main")
      : dir_(std::move(dir)) {
    std::filesystem::create_directories(dir_);
    git("init -q -b " + branch);
  }

  const std::filesystem::path& dir() const { return dir_; }
  std::string url() const { return "file://" + dir_.string(); }

  /// Writes `rel` and commits everything; returns the new HEAD.
  std::string commit_file(const std::string& rel, const std::string& content,
                          const std::string& message = "change") {
    const auto path = dir_ / rel;
    std::filesystem::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << content;
    git("add -A");
    git("commit -q -m '" + message + "'");
    return head();
  }

  /// A skill item `skills/<name>/SKILL.md`, committed.
  std::string commit_skill(const std::string& name, const std::string& body = "body") {
    return commit_file(
        "skills/" + name + "/SKILL.md",
        "---\nname: " + name + "\ndescription: the " + name + " skill\n---\n" + body + "\n",
        "skill " + name);
  }

  void git(const std::string& args) const {
    const std::string cmd = "git -C '" + dir_.string() +
                            "' -c user.name=t -c user.email=t@t -c commit.gpgsign=false "
                            "-c tag.gpgsign=false " +
                            args + " >/dev/null 2>&1";
    if (std::system(cmd.c_str()) != 0) throw std::runtime_error("fixture command failed: " + cmd);
  }

  std::string rev(const std::string& what) const {
    const auto out = dir_ / ".git" / "mind-test-rev";
    const std::string cmd =
        "git -C '" + dir_.string() + "' rev-parse " + what + " > '" + out.string() + "'";
    if (std::system(cmd.c_str()) != 0) throw std::runtime_error("rev-parse failed: " + what);
    std::ifstream in(out);
    std::string line;
    std::getline(in, line);
    return line;
  }
  std::string head() const { return rev("HEAD"); }

 private:
  std::filesystem::path dir_;
};

}  // namespace mind::testing

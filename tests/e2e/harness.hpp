#pragma once
/// The e2e harness: runs the real `mind` binary with HOME, MIND_HOME and
/// CLAUDE_HOME inside a fresh temporary directory, and captures stdout,
/// stderr and the exit code separately.

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "tests/support/temp_dir.hpp"

namespace mind::e2e {

struct RunResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

class Sandbox {
 public:
  Sandbox();
  const std::filesystem::path& home() const { return dir_.path(); }
  std::filesystem::path mind_home() const { return dir_ / ".mind"; }
  std::filesystem::path lobe() const { return dir_ / ".claude"; }
  std::filesystem::path operator/(std::string_view rel) const { return dir_ / rel; }

  /// Runs `mind args...` in `cwd` (default: the sandbox home) with `extra_env`.
  RunResult run(const std::vector<std::string>& args,
                const std::map<std::string, std::string>& extra_env = {},
                const std::filesystem::path& cwd = {}) const;

  /// Runs `mind args...` with stdout and stderr on a pseudo-terminal (both in
  /// `out`), for what only a terminal gets: color, progress lines.
  RunResult run_on_terminal(const std::vector<std::string>& args,
                            const std::map<std::string, std::string>& extra_env = {}) const;
  /// Runs `mind args...` with `input` as its standard input (a prompt's answers).
  RunResult run_with_input(const std::string& input, const std::vector<std::string>& args,
                           const std::map<std::string, std::string>& extra_env = {}) const;

  /// Starts `mind args...` without waiting (stdin, stdout and stderr on
  /// /dev/null); the caller waits for or kills the returned pid.
  int spawn(const std::vector<std::string>& args) const;

  /// Copies examples/<name> into the sandbox and returns its path.
  std::filesystem::path copy_example(const std::string& name) const;

 private:
  std::vector<std::string> environment(const std::map<std::string, std::string>& extra_env) const;
  RunResult run_reading(const std::filesystem::path& input, const std::vector<std::string>& args,
                        const std::map<std::string, std::string>& extra_env,
                        const std::filesystem::path& cwd) const;
  mind::testing::TempDir dir_;
};

}  // namespace mind::e2e

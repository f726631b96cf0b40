#pragma once
/// A real terminal for the browser's e2e tests: a private tmux server (its
/// own socket in the sandbox, no user config) running one pane of the given
/// size. Keys go in with `send-keys`; the screen comes out with
/// `capture-pane -p`. Every wait polls the screen until the text shows or a
/// timeout passes, so a test is as fast as the binary and never sleeps long.

#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "tests/e2e/harness.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::e2e {

inline std::string shell_quote(const std::string& s) {
  std::string out = "'";
  for (char c : s) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

/// Runs `command` through sh, returning its stdout.
inline std::string shell_output(const std::string& command) {
  std::string out;
  FILE* p = ::popen(command.c_str(), "r");
  if (p == nullptr) return out;
  char buf[4096];
  std::size_t n = 0;
  while ((n = std::fread(buf, 1, sizeof buf, p)) > 0) out.append(buf, n);
  ::pclose(p);
  return out;
}

class Tmux {
 public:
  /// Starts `mind <args>` in a `width`x`height` pane, in the sandbox's
  /// environment (plus `env`), between two `stty -g` snapshots; when mind
  /// exits the pane prints `MIND-EXITED rc=<code>` and stays.
  Tmux(const Sandbox& sandbox, const std::vector<std::string>& args,
       const std::vector<std::pair<std::string, std::string>>& env = {}, int width = 120,
       int height = 40)
      : sandbox_(sandbox), socket_(sandbox / ("tmux-" + std::to_string(next_id()) + ".sock")) {
    std::string vars = "HOME=" + shell_quote(sandbox.home().string()) +
                       " MIND_HOME=" + shell_quote(sandbox.mind_home().string()) +
                       " CLAUDE_HOME=" + shell_quote(sandbox.lobe().string()) +
                       " PATH=/usr/bin:/bin LANG=C.UTF-8 LC_ALL=C.UTF-8";
    for (const auto& [k, v] : env) vars += " " + k + "=" + shell_quote(v);
    std::string mind = shell_quote(MIND_BINARY);
    for (const std::string& a : args) mind += " " + shell_quote(a);
    const std::filesystem::path script = sandbox / "pane.sh";
    testing::write_file(script, "cd " + shell_quote(sandbox.home().string()) +
                                    "\nstty -g > stty.before\nenv " + vars + " " + mind +
                                    "\nrc=$?\nstty -g > stty.after\necho \"MIND-EXITED rc=$rc\"\n"
                                    "exec sleep 600\n");
    tmux("new-session -d -s t -x " + std::to_string(width) + " -y " + std::to_string(height) + " " +
         shell_quote("sh " + script.string()));
  }
  ~Tmux() { tmux("kill-server"); }
  Tmux(const Tmux&) = delete;
  Tmux& operator=(const Tmux&) = delete;

  /// Named keys (`Enter`, `Escape`, `Down`, `C-c`), one argument each.
  void keys(const std::vector<std::string>& names) {
    std::string args;
    for (const std::string& k : names) args += " " + shell_quote(k);
    tmux("send-keys -t t" + args);
  }
  /// Literal text, typed as keys.
  void type(const std::string& text) { tmux("send-keys -t t -l " + shell_quote(text)); }

  std::string screen() { return tmux("capture-pane -p -t t"); }
  bool alternate_screen() { return tmux("display -p -t t '#{alternate_on}'").find('1') == 0; }
  void resize(int width, int height) {
    tmux("resize-window -t t -x " + std::to_string(width) + " -y " + std::to_string(height));
  }
  /// The pid of mind in the pane (the pane's shell's child), or -1.
  int mind_pid() {
    const std::string shell = tmux("display -p -t t '#{pane_pid}'");
    const std::string kids = shell_output("cat /proc/" + std::to_string(std::atoi(shell.c_str())) +
                                          "/task/*/children 2>/dev/null");
    return kids.empty() ? -1 : std::atoi(kids.c_str());
  }

  /// Polls the screen until `text` is on it (true) or `timeout` passes.
  bool wait_for(const std::string& text,
                std::chrono::milliseconds timeout = std::chrono::seconds(10)) {
    return wait_until([&] { return screen().find(text) != std::string::npos; }, timeout);
  }
  bool wait_gone(const std::string& text,
                 std::chrono::milliseconds timeout = std::chrono::seconds(10)) {
    return wait_until([&] { return screen().find(text) == std::string::npos; }, timeout);
  }
  template <class F>
  static bool wait_until(F done, std::chrono::milliseconds timeout) {
    const auto end = std::chrono::steady_clock::now() + timeout;
    while (std::chrono::steady_clock::now() < end) {
      if (done()) return true;
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    return done();
  }

  /// After mind exited: the terminal modes match those before it started.
  bool terminal_restored() {
    const std::string before = testing_read(sandbox_ / "stty.before");
    const std::string after = testing_read(sandbox_ / "stty.after");
    return !before.empty() && before == after && !alternate_screen();
  }

 private:
  static int next_id() {
    static int id = 0;
    return ++id;
  }
  static std::string testing_read(const std::filesystem::path& p) {
    std::error_code ec;
    if (!std::filesystem::exists(p, ec)) return "";
    return shell_output("cat " + shell_quote(p.string()));
  }
  std::string tmux(const std::string& args) {
    return shell_output("env -u TMUX LC_ALL=C.UTF-8 tmux -S " + shell_quote(socket_.string()) +
                        " -f /dev/null " + args + " 2>&1");
  }
  const Sandbox& sandbox_;
  std::filesystem::path socket_;
};

}  // namespace mind::e2e

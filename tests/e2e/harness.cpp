#include "tests/e2e/harness.hpp"

#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>

namespace mind::e2e {
namespace fs = std::filesystem;
namespace {

// Drains both pipes together so neither side can block the child.
void drain(int out_fd, int err_fd, std::string& out, std::string& err) {
  pollfd fds[2] = {{out_fd, POLLIN, 0}, {err_fd, POLLIN, 0}};
  int open_count = 2;
  char buf[65536];
  while (open_count > 0) {
    if (::poll(fds, 2, -1) < 0) break;
    for (int i = 0; i < 2; ++i) {
      if (fds[i].fd < 0 || fds[i].revents == 0) continue;
      const ssize_t n = ::read(fds[i].fd, buf, sizeof buf);
      if (n <= 0) {
        ::close(fds[i].fd);
        fds[i].fd = -1;
        --open_count;
        continue;
      }
      (i == 0 ? out : err).append(buf, static_cast<std::size_t>(n));
    }
  }
}

// In the forked child: becomes `mind args...` in `cwd` with exactly `env`.
[[noreturn]] void exec_mind(const fs::path& cwd, const std::vector<std::string>& args,
                            std::vector<std::string>& env) {
  if (::chdir(cwd.c_str()) != 0) ::_exit(127);
  std::vector<char*> argv = {const_cast<char*>(MIND_BINARY)};
  for (const auto& a : args) argv.push_back(const_cast<char*>(a.c_str()));
  argv.push_back(nullptr);
  std::vector<char*> envp;
  for (auto& e : env) envp.push_back(e.data());
  envp.push_back(nullptr);
  ::execve(MIND_BINARY, argv.data(), envp.data());
  ::_exit(127);
}

}  // namespace

Sandbox::Sandbox() = default;

std::vector<std::string> Sandbox::environment(
    const std::map<std::string, std::string>& extra_env) const {
  std::map<std::string, std::string> env = {
      {"HOME", home().string()},
      {"MIND_HOME", mind_home().string()},
      {"CLAUDE_HOME", lobe().string()},
      {"PATH", "/usr/bin:/bin"},
      {"LANG", "C.UTF-8"},
  };
  // The sanitizer build's options (make sanitize: the LSan suppressions for
  // third-party leaks) reach the binary under test; nothing else leaks in.
  for (const char* name : {"ASAN_OPTIONS", "LSAN_OPTIONS", "UBSAN_OPTIONS"}) {
    if (const char* value = std::getenv(name)) env[name] = value;
  }
  for (const auto& [k, v] : extra_env) env[k] = v;
  std::vector<std::string> env_strings;
  for (const auto& [k, v] : env) env_strings.push_back(k + "=" + v);
  return env_strings;
}

RunResult Sandbox::run(const std::vector<std::string>& args,
                       const std::map<std::string, std::string>& extra_env,
                       const fs::path& cwd) const {
  return run_reading("/dev/null", args, extra_env, cwd);  // no standard input, as in CI
}

RunResult Sandbox::run_with_input(const std::string& input, const std::vector<std::string>& args,
                                  const std::map<std::string, std::string>& extra_env) const {
  const fs::path file = dir_ / ".stdin";
  std::ofstream(file, std::ios::binary | std::ios::trunc) << input;
  return run_reading(file, args, extra_env, {});
}

RunResult Sandbox::run_reading(const fs::path& input, const std::vector<std::string>& args,
                               const std::map<std::string, std::string>& extra_env,
                               const fs::path& cwd) const {
  std::vector<std::string> env_strings = environment(extra_env);

  int out_pipe[2], err_pipe[2];
  if (::pipe2(out_pipe, O_CLOEXEC) != 0 || ::pipe2(err_pipe, O_CLOEXEC) != 0) std::abort();
  const pid_t pid = ::fork();
  if (pid == 0) {
    ::dup2(out_pipe[1], 1);
    ::dup2(err_pipe[1], 2);
    const int in = ::open(input.c_str(), O_RDONLY);
    ::dup2(in, 0);
    exec_mind((cwd.empty() ? home() : cwd), args, env_strings);
  }
  ::close(out_pipe[1]);
  ::close(err_pipe[1]);
  RunResult result;
  drain(out_pipe[0], err_pipe[0], result.out, result.err);
  int status = 0;
  ::waitpid(pid, &status, 0);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return result;
}

RunResult Sandbox::run_on_terminal(const std::vector<std::string>& args,
                                   const std::map<std::string, std::string>& extra_env) const {
  std::vector<std::string> env_strings = environment(extra_env);
  winsize size{};
  size.ws_row = 40;
  size.ws_col = 100;
  int master = -1;
  const pid_t pid = ::forkpty(&master, nullptr, nullptr, &size);
  if (pid < 0) std::abort();
  if (pid == 0) {
    exec_mind(home(), args, env_strings);
  }
  RunResult result;
  char buf[65536];
  for (;;) {  // EIO once the child has closed the terminal
    const ssize_t n = ::read(master, buf, sizeof buf);
    if (n <= 0) break;
    result.out.append(buf, static_cast<std::size_t>(n));
  }
  ::close(master);
  int status = 0;
  ::waitpid(pid, &status, 0);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  return result;
}

int Sandbox::spawn(const std::vector<std::string>& args) const {
  std::vector<std::string> env_strings = environment({});
  const pid_t pid = ::fork();
  if (pid == 0) {
    const int devnull = ::open("/dev/null", O_RDWR);
    ::dup2(devnull, 0);
    ::dup2(devnull, 1);
    ::dup2(devnull, 2);
    exec_mind(home(), args, env_strings);
  }
  return pid;
}

fs::path Sandbox::copy_example(const std::string& name) const {
  const fs::path target = dir_ / "src" / name;
  fs::create_directories(target.parent_path());
  fs::copy(fs::path(MIND_EXAMPLES) / name, target, fs::copy_options::recursive);
  return target;
}

}  // namespace mind::e2e

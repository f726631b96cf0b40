#pragma once
/// Timing a whole process, the way a user runs `mind`: one spawn, stdin and
/// stdout on /dev/null, wall time in milliseconds and the child's peak
/// resident set (wait4's rusage). A failing run ends the benchmark: a figure
/// for a command that did not work would mean nothing.

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

extern char** environ;

namespace mind::bench {

/// One finished run: wall time and the child's maximum RSS.
struct ProcessRun {
  double ms = 0;
  double cpu_ms = 0;  // user + system: what load from other processes changes least
  double max_rss_mib = 0;
};

/// Runs `args` (args[0] is the program) with `env`, or this process's
/// environment when `env` is empty; `quiet` sends its stderr to /dev/null too.
inline ProcessRun spawn_run(const std::vector<std::string>& args,
                            const std::vector<std::string>& env, bool quiet = false) {
  std::vector<std::string> a = args, e = env;
  std::vector<char*> argv, envp;
  for (auto& s : a) argv.push_back(s.data());
  argv.push_back(nullptr);
  for (auto& s : e) envp.push_back(s.data());
  envp.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  if (quiet) posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0);
  const auto start = std::chrono::steady_clock::now();
  pid_t pid = 0;
  if (posix_spawn(&pid, a.front().c_str(), &actions, nullptr, argv.data(),
                  e.empty() ? environ : envp.data()) != 0) {
    std::perror("posix_spawn");
    std::exit(1);
  }
  int status = 0;
  struct rusage usage {};
  wait4(pid, &status, 0, &usage);
  ProcessRun run;
  run.ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  run.cpu_ms = (usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1e3 +
               (usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e3;
  run.max_rss_mib = static_cast<double>(usage.ru_maxrss) / 1024.0;  // ru_maxrss is in KiB
  posix_spawn_file_actions_destroy(&actions);
  if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
    std::fprintf(stderr, "%s %s failed (status %d)\n", a[0].c_str(),
                 a.size() > 1 ? a[1].c_str() : "", status);
    std::exit(1);
  }
  return run;
}

/// The wall time in ms of `spawn_run`.
inline double spawn_ms(const std::vector<std::string>& args, const std::vector<std::string>& env) {
  return spawn_run(args, env).ms;
}

}  // namespace mind::bench

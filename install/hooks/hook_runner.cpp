#include "install/hooks/hook_runner.hpp"

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>

#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include "core/error.hpp"
#include "core/fd_write.hpp"
#include "core/sanitize.hpp"

extern char** environ;

namespace mind::install {
namespace {

std::string what(const HookSite& site, const PlannedHook& hook) {
  return std::string(event_name(hook.event)) + " hook " + in_quotes(hook.name) + " of " +
         in_quotes(site.item ? *site.item : site.source);
}

// The hook's stderr, streamed live to mind's stderr and kept (bounded) so it
// can be mirrored on stdout in its own frame: a log of stdout alone then shows
// what the hook complained about (the reference's `hook-stderr` frame).
constexpr std::size_t kKeptStderr = 64 * 1024;

// /bin/sh -c `command` in `dir`, stdin from /dev/null and, when `stderr_fd`
// is not -1, stderr into it: posix_spawn's result.
int spawn_shell(const std::string& command, const std::filesystem::path& dir, int stderr_fd,
                pid_t& pid) {
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);  // stdin closed
  if (stderr_fd != -1) posix_spawn_file_actions_adddup2(&actions, stderr_fd, 2);
  posix_spawn_file_actions_addchdir_np(&actions, dir.c_str());
  const char* argv[] = {"/bin/sh", "-c", command.c_str(), nullptr};
  const int rc =
      posix_spawn(&pid, "/bin/sh", &actions, nullptr, const_cast<char* const*>(argv), environ);
  posix_spawn_file_actions_destroy(&actions);
  return rc;
}

// The hook's exit code as a shell reports it (128 + the signal that ended it).
int exit_code(pid_t pid, const std::filesystem::path& dir) {
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) throw io_error("cannot wait for a hook in", dir.string(), errno);
  }
  if (WIFEXITED(status)) return WEXITSTATUS(status);
  return WIFSIGNALED(status) ? 128 + WTERMSIG(status) : 1;
}

int run_teeing_stderr(const std::string& command, const std::filesystem::path& dir,
                      std::string& kept) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) return run_shell_command(command, dir);
  pid_t pid = 0;
  const int rc = spawn_shell(command, dir, fds[1], pid);
  ::close(fds[1]);
  if (rc != 0) {
    ::close(fds[0]);
    throw Error(ErrorKind::io, "cannot start /bin/sh in '" + sanitize_display(dir.string()) + "'");
  }
  char buf[4096];
  for (;;) {
    const ssize_t n = ::read(fds[0], buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) break;
    // live, as inherited stderr would be; a closed stderr loses only the echo
    (void)write_all(2, std::string_view(buf, static_cast<std::size_t>(n)));
    if (kept.size() < kKeptStderr) {
      kept.append(buf,
                  std::min<std::size_t>(static_cast<std::size_t>(n), kKeptStderr - kept.size()));
    }
  }
  ::close(fds[0]);
  return exit_code(pid, dir);
}

void run_one(const HookGate& gate, const HookSite& site, const PlannedHook& hook) {
  const std::string label = sanitize_display(hook.name);
  if (gate.say) gate.say("running " + what(site, hook));  // HOOK-60
  if (gate.say) gate.say("====== (hook: " + label + ") ======");
  std::string err;
  const int status = gate.say ? run_teeing_stderr(hook.command, site.dir, err)
                              : run_shell_command(hook.command, site.dir);
  if (gate.say) gate.say("====== (end hook: " + label + ") ======");
  if (gate.say && !err.empty()) {  // HOOK-30: mirrored on stdout in its own frame
    if (err.back() == '\n') err.pop_back();
    gate.say("====== (hook-stderr: " + label + ") ======");
    std::size_t start = 0;  // line by line: the sanitizer makes a line break a space
    while (start <= err.size()) {
      const std::size_t nl = err.find('\n', start);
      const std::size_t end = nl == std::string::npos ? err.size() : nl;
      gate.say(sanitize_display(std::string_view(err).substr(start, end - start)));
      if (nl == std::string::npos) break;
      start = nl + 1;
    }
    gate.say("====== (end hook: " + label + ") ======");
  }
  if (status != 0) {  // HOOK-30: refers to the output above without claiming any exists
    throw Error(ErrorKind::hook_failed,
                "the " + what(site, hook) + " exited with status " + std::to_string(status) +
                    "; see any output above",
                {"the hook's side effects on this machine (if any) are not rolled back"});
  }
}

}  // namespace

bool can_abort(const HookSite& site, const PlannedHook& hook) noexcept {
  return !hook.optional && !site.item;
}

std::optional<std::string> browse_url(const std::string& url, const std::string& host,
                                      const std::string& owner, const std::string& repo,
                                      const std::string& commit) {
  if (!url.starts_with("https://") || commit.empty() || host == "local") return std::nullopt;
  for (const char* other : {"gitlab", "bitbucket"}) {
    if (host.find(other) != std::string::npos) return std::nullopt;
  }
  return "https://" + host + "/" + owner + "/" + repo + "/tree/" + commit;
}

HookRunResult run_hooks(const HookGate& gate, const HookSite& site,
                        const std::vector<PlannedHook>& hooks) {
  HookRunResult out;
  for (const PlannedHook& hook : hooks) {
    if (!gate.run_unasked && !gate.interactive) {  // HOOK-22: never run blind, never abort
      out.skipped_no_terminal.push_back(hook);
      continue;
    }
    const HookAnswer answer =
        gate.disclose ? gate.disclose(site, hook, !gate.run_unasked) : HookAnswer::run;
    if (answer == HookAnswer::abort && can_abort(site, hook)) {  // HOOK-20, HOOK-52, HOOK-83
      throw Error(ErrorKind::hook_aborted, "aborted at the " + what(site, hook),
                  {"nothing was installed; meld again to be asked again"});
    }
    if (answer != HookAnswer::run) {
      out.declined.push_back(hook);
      continue;
    }
    run_one(gate, site, hook);
    out.ran.push_back(hook);
  }
  return out;
}

HookOutcome run_recorded_hooks(const HookGate& gate, const HookSite& site,
                               const std::vector<PlannedHook>& hooks,
                               std::vector<store::HookRecord>& records, bool all,
                               const std::function<void()>& saved) {
  HookOutcome out;
  for (const PlannedHook& hook : hooks) {
    ++out.existed;
    const bool recorded = hook.event == HookEvent::install || hook.event == HookEvent::update;
    if (recorded && !all && !is_pending(records, hook, site.commit)) {
      ++out.held_back;
      continue;
    }
    HookRunResult one;
    try {
      one = run_hooks(gate, site, {hook});  // one at a time: HOOK-110
    } catch (...) {
      if (saved) saved();
      throw;
    }
    record_hooks(records, one.ran, one.skipped_no_terminal, site.commit);
    record_hooks(records, {}, one.declined, site.commit);
    if (saved) saved();
    for (auto& h : one.ran) out.result.ran.push_back(std::move(h));
    for (auto& h : one.skipped_no_terminal) out.result.skipped_no_terminal.push_back(std::move(h));
    for (auto& h : one.declined) out.result.declined.push_back(std::move(h));
  }
  return out;
}

std::filesystem::path item_hook_dir(discovery::Kind kind, const std::filesystem::path& store_path) {
  return discovery::traits(kind).shape == discovery::Shape::directory ? store_path
                                                                      : store_path.parent_path();
}

HookSite item_hook_site(const std::string& source, discovery::Kind kind, const std::string& name,
                        const std::string& commit, std::filesystem::path dir) {
  return {
      source,      std::string(discovery::kind_word(kind)) + ":" + name, "", commit, std::move(dir),
      std::nullopt};
}

int run_shell_command(const std::string& command, const std::filesystem::path& dir) {
  pid_t pid = 0;
  if (const int rc = spawn_shell(command, dir, -1, pid); rc != 0) {
    throw io_error("cannot start /bin/sh in", dir.string(), rc);
  }
  return exit_code(pid, dir);
}

}  // namespace mind::install

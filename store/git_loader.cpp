// store/git.hpp's functions, forwarded to the libgit2 code
// (store/libgit2/git_module.hpp), with libgit2 started once, by the first call
// that needs it.

#include <atomic>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "core/phase_timer.hpp"
#include "store/git.hpp"
#include "store/git_warm_up.hpp"
#include "store/libgit2/git_module.hpp"

namespace mind::store {
namespace fs = std::filesystem;
namespace {

// Starts libgit2 (once: ensure_libgit2's own static, which a second thread
// waits on). `timed`: the marks of MIND_TIMING, left out on the warm-up
// thread, whose time is not the verb's phases'. On the verb's thread the
// start's phase is the time it waited for libgit2: all of git_libgit2_init,
// or what the warm-up (store/git_warm_up.hpp) had not yet done.
void start(bool timed = true) {
  static std::atomic<bool> marked{false};
  const bool mark = timed && !marked.exchange(true);
  if (mark) phase_mark("before libgit2");
  libgit2::ensure_libgit2();
  if (mark) phase_mark("start libgit2");
}

std::mutex g_warm_mutex;
std::thread g_warm;

// Starting libgit2 reads the git configuration and sets up its subsystems: a
// question whose answer is plainly "no repository here" (no `.git` entry where a working tree would
// have one) is answered without it. A bare repository has no working tree, so neither question
// below is asked of one.
bool has_dot_git(const fs::path& dir) {
  std::error_code ec;
  return fs::exists(fs::symlink_status(dir / ".git", ec));
}

bool inside_working_tree(const fs::path& dir) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(dir, ec);
  for (fs::path at = ec ? dir : absolute; !at.empty(); at = at.parent_path()) {
    if (has_dot_git(at)) return true;
    if (at == at.root_path()) break;
  }
  return false;
}

}  // namespace

void warm_git_for_source(std::string_view argument) {
  if (argument.empty()) return;
  std::error_code ec;
  const fs::path path{std::string(argument)};
  // An existing path is read in place (issue 35's rule): git only for a working tree.
  if (fs::exists(path, ec) && !(fs::is_directory(path, ec) && inside_working_tree(path))) return;
  std::lock_guard<std::mutex> lock(g_warm_mutex);
  if (g_warm.joinable()) return;
  g_warm = std::thread([] {
    // A start that fails does so quietly here; the verb's own first call
    // reports it.
    try {
      start(false);
    } catch (...) {
    }
  });
}

void finish_warming_git() {
  std::lock_guard<std::mutex> lock(g_warm_mutex);
  if (g_warm.joinable()) g_warm.join();
}

std::optional<std::string> head_commit(const fs::path& dir) {
  if (!inside_working_tree(dir)) return std::nullopt;
  start();
  auto commit = libgit2::head_commit(dir);
  phase_mark("git: head commit");
  return commit;
}

void init_clone_repository(const fs::path& dir, const std::string& url, const GitContext& ctx) {
  start();
  libgit2::init_clone_repository(dir, url, ctx);
}

std::string fetch_origin(const fs::path& dir, const GitContext& ctx) {
  start();
  return libgit2::fetch_origin(dir, ctx);
}

std::optional<std::string> ref_commit(const fs::path& dir, const std::string& ref_name) {
  start();
  return libgit2::ref_commit(dir, ref_name);
}

std::optional<std::string> object_commit(const fs::path& dir, const std::string& hex) {
  start();
  return libgit2::object_commit(dir, hex);
}

void checkout_commit(const fs::path& dir, const std::string& commit, const GitContext& ctx) {
  start();
  libgit2::checkout_commit(dir, commit, ctx);
}

bool is_repository_root(const fs::path& dir) {
  if (!has_dot_git(dir)) return false;
  start();
  const bool root = libgit2::is_repository_root(dir);
  phase_mark("git: is a repository root");
  return root;
}

void init_repository(const fs::path& dir) {
  start();
  libgit2::init_repository(dir);
}

std::string commit_path(const fs::path& repo_dir, const std::string& relative_path,
                        const std::string& message) {
  start();
  return libgit2::commit_path(repo_dir, relative_path, message);
}

std::optional<std::vector<fs::path>> untracked_files(const fs::path& dir,
                                                     const std::vector<fs::path>& paths) {
  start();
  return libgit2::untracked_files(dir, paths);
}

}  // namespace mind::store

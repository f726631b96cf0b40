// store/git.hpp's functions, forwarded to the libgit2 module loaded on first
// use (see store/git_backend.hpp for why it is a module).

#include <dlfcn.h>
#include <unistd.h>

#include <atomic>
#include <cstdlib>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "core/environment.hpp"
#include "core/error.hpp"
#include "core/phase_timer.hpp"
#include "store/git.hpp"
#include "store/git_backend.hpp"
#include "store/git_module_locator.hpp"
#include "store/git_warm_up.hpp"

namespace mind::store {
namespace fs = std::filesystem;
namespace {

constexpr const char* kModuleFile = "mind-git.so";

fs::path executable_dir() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  return ec ? fs::path() : self.parent_path();
}

// Where the module may be, in order: MIND_GIT_MODULE alone when it is set (a
// test aid and an escape hatch); else the module an installed binary ships
// with (`<prefix>/bin/mind` -> `<prefix>/lib/mind/mind-git.so`), then, in a
// binary of the build tree only, where this build put it
// (store/git_module_locator.hpp). Nothing else: not the binary's own folder,
// not a search path.
std::vector<fs::path> candidates() {
  std::vector<fs::path> out;
  if (auto env = env_non_empty(EnvVar::mind_git_module)) {
    out.emplace_back(*env);
    return out;
  }
  if (const fs::path dir = executable_dir(); !dir.empty()) {
    out.push_back(dir.parent_path() / "lib" / "mind" / kModuleFile);
  }
  if (const char* built = build_tree_git_module(); built != nullptr) out.emplace_back(built);
  return out;
}

// Why one candidate did not load: the loader's own words for a module that is
// there, "does not exist" for one that is not.
std::optional<std::string> try_load(const fs::path& path, const GitBackend*& loaded) {
  std::error_code ec;
  if (!fs::exists(path, ec)) return "does not exist";
  // RTLD_LAZY: the module and libgit2's fifteen libraries bind a function on
  // its first call, not all ~7,000 symbols up front (the module is linked
  // with --no-undefined, so nothing is left to fail later).
  void* handle = ::dlopen(path.c_str(), RTLD_LAZY | RTLD_LOCAL);
  if (handle == nullptr) {
    const char* err = ::dlerror();
    return std::string(err != nullptr ? err : "dlopen failed");
  }
  using Entry = const GitBackend* (*)();
  auto entry = reinterpret_cast<Entry>(::dlsym(handle, "mind_git_backend_v3"));
  if (entry == nullptr) return "it is not this version's git module";
  loaded = entry();
  return std::nullopt;
}

const GitBackend* load() {
  std::string tried;
  for (const fs::path& path : candidates()) {
    const GitBackend* loaded = nullptr;
    const std::optional<std::string> why = try_load(path, loaded);
    if (!why) return loaded;
    tried += (tried.empty() ? "" : "; ") + path.string() + ": " + *why;
  }
  if (tried.empty()) tried = "no candidate (the binary's own path is unknown)";
  throw Error(ErrorKind::git, "cannot load mind's git support; tried " + tried,
              {"install libgit2 (Debian: apt-get install libgit2-1.5) if the module is there "
               "but does not load; reinstall mind if it is missing (it ships as lib/mind/" +
               std::string(kModuleFile) + " beside bin/); or point MIND_GIT_MODULE at it"});
}

std::once_flag g_loaded;
const GitBackend* g_table = nullptr;

// `timed`: the marks of MIND_TIMING, left out on the warm-up thread, whose
// time is not the verb's phases'. On the verb's thread the load's phase is
// the time it waited for the module: all of the load, or what the warm-up
// (store/git_warm_up.hpp) had not yet done.
const GitBackend& backend(bool timed = true) {
  static std::atomic<bool> marked{false};
  const bool mark = timed && !marked.exchange(true);
  if (mark) phase_mark("before the git module");
  std::call_once(g_loaded, [] { g_table = load(); });
  if (mark) phase_mark("load the git module");
  return *g_table;
}

std::mutex g_warm_mutex;
std::thread g_warm;

// Starting libgit2 maps its libraries and parses the system's CA bundle, most
// of a small verb's time: a question whose answer is plainly "no repository
// here" (no `.git` entry where a working tree would have one) is answered
// without it. A bare repository has no working tree, so neither question
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
    // A module that does not load fails here quietly; the verb's own first
    // call loads again and reports it.
    try {
      backend(false).start();
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
  const GitBackend& git = backend();
  auto commit = git.head_commit(dir);
  phase_mark("git: head commit");
  return commit;
}

void init_clone_repository(const fs::path& dir, const std::string& url, const GitContext& ctx) {
  backend().init_clone_repository(dir, url, ctx);
}

std::string fetch_origin(const fs::path& dir, const GitContext& ctx) {
  return backend().fetch_origin(dir, ctx);
}

std::optional<std::string> ref_commit(const fs::path& dir, const std::string& ref_name) {
  return backend().ref_commit(dir, ref_name);
}

std::optional<std::string> object_commit(const fs::path& dir, const std::string& hex) {
  return backend().object_commit(dir, hex);
}

void checkout_commit(const fs::path& dir, const std::string& commit, const GitContext& ctx) {
  backend().checkout_commit(dir, commit, ctx);
}

bool is_repository_root(const fs::path& dir) {
  if (!has_dot_git(dir)) return false;
  const GitBackend& git = backend();
  const bool root = git.is_repository_root(dir);
  phase_mark("git: is a repository root");
  return root;
}

void init_repository(const fs::path& dir) { backend().init_repository(dir); }

std::string commit_path(const fs::path& repo_dir, const std::string& relative_path,
                        const std::string& message) {
  return backend().commit_path(repo_dir, relative_path, message);
}

std::optional<std::vector<fs::path>> untracked_files(const fs::path& dir,
                                                     const std::vector<fs::path>& paths) {
  return backend().untracked_files(dir, paths);
}

}  // namespace mind::store

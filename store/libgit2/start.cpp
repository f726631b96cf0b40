// See start.hpp: libgit2 started once, by the first call that needs it, and
// MIND_GIT_CA_FILE handed to it before the first remote.

#include "store/libgit2/start.hpp"

#include <git2.h>

#include <mutex>
#include <optional>
#include <string>

#include "core/environment.hpp"
#include "core/error.hpp"
#include "core/phase_timer.hpp"
#include "core/sanitize.hpp"

namespace mind::store::libgit2 {
namespace {

// libgit2 wants one init per process before any call; shutdown at exit.
struct Libgit2 {
  Libgit2() { git_libgit2_init(); }
  ~Libgit2() { git_libgit2_shutdown(); }
};

std::string last_message() {
  const git_error* e = git_error_last();
  return sanitize_display(e != nullptr && e->message != nullptr ? e->message : "?");
}

bool is_local_url(const std::string& url) {
  return url.starts_with("file://") || url.starts_with("/");
}

}  // namespace

void start() {
  // The first call marks the phase (MIND_TIMING): the time libgit2's start
  // took, or the time this thread waited for another thread's.
  static std::once_flag marked;
  std::call_once(marked, [] {
    phase_mark("before libgit2");
    static Libgit2 once;
    phase_mark("start libgit2");
  });
}

void trust_for_remote(const std::string& url) {
  if (is_local_url(url)) return;
  const std::optional<std::string> file = env_non_empty(EnvVar::mind_git_ca_file);
  if (!file) return;  // libgit2's own default trust store, as its TLS backend sets it up
  static std::mutex mutex;
  static bool applied = false;
  std::lock_guard<std::mutex> lock(mutex);
  if (applied) return;
  const int rc = git_libgit2_opts(GIT_OPT_SET_SSL_CERT_LOCATIONS, file->c_str(), nullptr);
  phase_mark("git: trust store");
  if (rc < 0) {
    throw Error(ErrorKind::git,
                "cannot read the certificates to verify '" + sanitize_display(url) + "' with (" +
                    sanitize_display(*file) + "): " + last_message(),
                {"MIND_GIT_CA_FILE must name a readable PEM file of certificates"});
  }
  applied = true;
}

}  // namespace mind::store::libgit2

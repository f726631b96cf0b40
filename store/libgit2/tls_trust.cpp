// See tls_trust.hpp: the system CA bundle is parsed when an https remote
// first needs it, not at git_libgit2_init.

#include "store/libgit2/tls_trust.hpp"

#include <git2.h>

#include <atomic>
#include <mutex>
#include <optional>
#include <string>

#include "core/environment.hpp"
#include "core/error.hpp"
#include "core/phase_timer.hpp"
#include "core/sanitize.hpp"

struct mbedtls_x509_crt;  // mbedTLS's certificate chain: only passed through here

// mbedTLS's own parse and libgit2's own TLS set-up, under the names the
// linker gives them beside the wraps below.
// NOLINTNEXTLINE(bugprone-reserved-identifier,readability-identifier-naming): ld's --wrap names
extern "C" int __real_mbedtls_x509_crt_parse_file(mbedtls_x509_crt* chain, const char* path);
// NOLINTNEXTLINE(bugprone-reserved-identifier,readability-identifier-naming): ld's --wrap names
extern "C" int __real_git_mbedtls_stream_global_init();

namespace mind::store {
namespace {

std::atomic<bool> g_starting{false};  // true only inside start_libgit2's git_libgit2_init
std::atomic<bool> g_tls_held{false};  // libgit2's TLS set-up is still to be done
std::atomic<bool> g_holding{false};   // true only while that set-up runs, for its parse
std::optional<std::string> g_held;    // the bundle libgit2 asked for during its set-up
std::atomic<bool> g_pending{false};   // a trust store is still to be handed to libgit2
std::mutex g_trust_mutex;

std::string last_message() {
  const git_error* e = git_error_last();
  return sanitize_display(e != nullptr && e->message != nullptr ? e->message : "?");
}

bool is_local_url(const std::string& url) {
  return url.starts_with("file://") || url.starts_with("/");
}

}  // namespace

void start_libgit2() {
  g_starting = true;
  git_libgit2_init();
  g_starting = false;
}

void trust_for_remote(const std::string& url) {
  if (is_local_url(url) || (!g_tls_held && !g_pending)) return;
  std::lock_guard<std::mutex> lock(g_trust_mutex);
  if (g_tls_held) {
    // libgit2's mbedTLS set-up, held at init: its parse of the default bundle
    // is recorded, not done, as the rest of this file describes.
    g_holding = true;
    const int rc = __real_git_mbedtls_stream_global_init();
    g_holding = false;
    g_tls_held = false;
    phase_mark("git: TLS set-up");
    if (rc < 0) {
      throw Error(ErrorKind::git,
                  "cannot set up TLS for '" + sanitize_display(url) + "': " + last_message());
    }
    // libgit2 never asked (no default bundle on this system) and no
    // MIND_GIT_CA_FILE: it holds what it always held.
    g_pending = g_held.has_value() || env_non_empty(EnvVar::mind_git_ca_file).has_value();
  }
  if (!g_pending) return;
  const std::optional<std::string> chosen = env_non_empty(EnvVar::mind_git_ca_file);
  const std::string file = chosen ? *chosen : *g_held;
  if (git_libgit2_opts(GIT_OPT_SET_SSL_CERT_LOCATIONS, file.c_str(), nullptr) < 0) {
    throw Error(ErrorKind::git,
                "cannot read the certificates to verify '" + sanitize_display(url) + "' with (" +
                    sanitize_display(file) + "): " + last_message(),
                {chosen ? "MIND_GIT_CA_FILE must name a readable PEM file of certificates"
                        : "reinstall the system's CA certificates (Debian: ca-certificates)"});
  }
  g_pending = false;
}

}  // namespace mind::store

// libgit2's TLS set-up as git_libgit2_init calls it (every executable that
// links mind_store is linked with `--wrap=git_mbedtls_stream_global_init`,
// store/CMakeLists.txt): inside start_libgit2 it is held, and done by the
// first trust_for_remote, so a process that reads only local repositories
// never seeds mbedTLS's random generator or builds its TLS configuration
// (half a millisecond, issue 34).
// NOLINTNEXTLINE(bugprone-reserved-identifier,readability-identifier-naming): ld's --wrap names
extern "C" int __wrap_git_mbedtls_stream_global_init() {
  using namespace mind::store;
  if (!g_starting) return __real_git_mbedtls_stream_global_init();
  g_tls_held = true;
  return 0;
}

// mbedTLS's entry point as libgit2 calls it (`--wrap=mbedtls_x509_crt_parse_file`):
// the one parse libgit2's TLS set-up makes (its compile-time default bundle)
// is recorded, not done; every other call, including the one
// GIT_OPT_SET_SSL_CERT_LOCATIONS makes, is mbedTLS's.
// NOLINTNEXTLINE(bugprone-reserved-identifier,readability-identifier-naming): ld's --wrap names
extern "C" int __wrap_mbedtls_x509_crt_parse_file(mbedtls_x509_crt* chain, const char* path) {
  using namespace mind::store;
  if (g_holding && path != nullptr) {
    g_held = path;
    return 0;  // `chain` stays empty: nothing is trusted until trust_for_remote
  }
  return __real_mbedtls_x509_crt_parse_file(chain, path);
}

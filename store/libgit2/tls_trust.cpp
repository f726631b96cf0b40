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
#include "core/sanitize.hpp"

struct mbedtls_x509_crt;  // mbedTLS's certificate chain: only passed through here

// mbedTLS's own parse, under the name the linker gives it beside the wrap below.
// NOLINTNEXTLINE(bugprone-reserved-identifier,readability-identifier-naming): ld's --wrap names
extern "C" int __real_mbedtls_x509_crt_parse_file(mbedtls_x509_crt* chain, const char* path);

namespace mind::store {
namespace {

std::atomic<bool> g_holding{false};  // true only inside start_libgit2's git_libgit2_init
std::optional<std::string> g_held;   // the bundle libgit2 asked for during init
std::atomic<bool> g_pending{false};  // a trust store is still to be handed to libgit2
std::mutex g_trust_mutex;

bool is_local_url(const std::string& url) {
  return url.starts_with("file://") || url.starts_with("/");
}

}  // namespace

void start_libgit2() {
  g_holding = true;
  git_libgit2_init();
  g_holding = false;
  // libgit2 never asked (another TLS backend, or no default bundle on this
  // system) and no MIND_GIT_CA_FILE: it holds what it always held.
  g_pending = g_held.has_value() || env_non_empty(EnvVar::mind_git_ca_file).has_value();
}

void trust_for_remote(const std::string& url) {
  if (is_local_url(url) || !g_pending) return;
  std::lock_guard<std::mutex> lock(g_trust_mutex);
  if (!g_pending) return;
  const std::optional<std::string> chosen = env_non_empty(EnvVar::mind_git_ca_file);
  const std::string file = chosen ? *chosen : *g_held;
  if (git_libgit2_opts(GIT_OPT_SET_SSL_CERT_LOCATIONS, file.c_str(), nullptr) < 0) {
    const git_error* e = git_error_last();
    throw Error(ErrorKind::git,
                "cannot read the certificates to verify '" + sanitize_display(url) + "' with (" +
                    sanitize_display(file) + "): " +
                    sanitize_display(e != nullptr && e->message != nullptr ? e->message : "?"),
                {chosen ? "MIND_GIT_CA_FILE must name a readable PEM file of certificates"
                        : "reinstall the system's CA certificates (Debian: ca-certificates)"});
  }
  g_pending = false;
}

}  // namespace mind::store

// mbedTLS's entry point as libgit2 calls it: every executable that links
// mind_store is linked with `--wrap=mbedtls_x509_crt_parse_file`
// (store/CMakeLists.txt), so libgit2's calls land here, and the one parse it
// makes inside git_libgit2_init (its compile-time default bundle) is recorded,
// not done; every other call, including the one
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

#pragma once
/// Starting libgit2, once per process, by the first git call that needs it (a
/// verb or a source that needs no git never starts it: MIND_TIMING names the
/// start as a phase), and the trust store an https remote is verified against.
/// Both through libgit2's documented API only (design decision 20): libgit2 is
/// linked as the system ships it, with the TLS backend it was built with.

#include <string>

namespace mind::store::libgit2 {

/// git_libgit2_init, once (a second thread waits on the first), and
/// git_libgit2_shutdown at exit.
void start();

/// Before a network operation on `url` (the remote's effective URL, after any
/// insteadOf): when MIND_GIT_CA_FILE names a bundle, libgit2 is told to verify
/// with it (GIT_OPT_SET_SSL_CERT_LOCATIONS), once per process. A local remote
/// (file://, an absolute path) has no TLS and never reads it. Throws a `git`
/// error when the certificates cannot be read.
void trust_for_remote(const std::string& url);

}  // namespace mind::store::libgit2

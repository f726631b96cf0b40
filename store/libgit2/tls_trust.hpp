#pragma once
/// When libgit2 reads the certificates https remotes are verified against
/// (issue 34). Debian's libgit2 1.5 (mbedTLS backend) parses the whole system
/// CA bundle (/etc/ssl/certs/ca-certificates.crt, ~140 certificates, 7-9 ms)
/// inside git_libgit2_init, so every process that reads a local repository
/// paid for a TLS trust store it never used. libgit2 has no option to skip
/// that load at init (upstream neither); GIT_OPT_SET_SSL_CERT_LOCATIONS, after
/// init, is its documented way to set the trust store. So:
///   - start_libgit2() runs git_libgit2_init with libgit2's TLS set-up
///     *held*: its git_mbedtls_stream_global_init (mbedTLS's random
///     generator seeded, the TLS configuration built, the bundle parsed) is
///     wrapped (`ld --wrap`) and only recorded as still to do. A process that
///     reads local repositories only never does it.
///   - trust_for_remote(url), called before every network operation, first
///     runs that set-up, with the parse of the bundle held: libgit2's call to
///     mbedtls_x509_crt_parse_file (also wrapped; every other call goes
///     straight to mbedTLS) records the path it asked for instead of parsing
///     it, the chain staying empty (a handshake would trust nothing: fails
///     closed). It then hands libgit2 that same path (or MIND_GIT_CA_FILE when
///     set) through GIT_OPT_SET_SSL_CERT_LOCATIONS, once per process. A local
///     remote (file://, an absolute path) skips it all: libgit2's local
///     transport has no TLS.
/// An https remote is therefore verified against exactly the certificates
/// libgit2 would have loaded itself.

#include <string>

namespace mind::store {

/// git_libgit2_init, with its TLS set-up held until a remote needs it.
void start_libgit2();

/// Before a network operation on `url` (the remote's effective URL): make
/// sure libgit2 holds the trust store. Throws a `git` error when the
/// certificates cannot be read.
void trust_for_remote(const std::string& url);

}  // namespace mind::store

#pragma once
/// A shared library opened by the first call that needs it (issue 34).
///
/// libgit2 is linked into mind from Debian's static archives, with what a
/// local repository and an https remote need (mbedTLS, PCRE2, zlib,
/// http-parser). Two of its dependencies are only for network transports and
/// pull in most of the loader's work: libssh2 (with OpenSSL's libcrypto, about
/// 1.3 ms to map and relocate) and GSSAPI (Kerberos, about 0.7 ms). Their
/// entry points are supplied by lazy_ssh2.cpp and lazy_gssapi.cpp, which
/// forward each call to the real library opened here on the first one: a
/// process that never opens an SSH session or answers a Negotiate challenge
/// never maps them.

#include <atomic>
#include <mutex>
#include <optional>
#include <string>

namespace mind::store {

class LazyLibrary {
 public:
  /// `soname`: the library's ABI name (`libssh2.so.1`), the one its headers describe.
  explicit constexpr LazyLibrary(const char* soname) : soname_(soname) {}

  /// The address of `name` in the library, opened now if nothing has opened
  /// it yet; nullptr when the library does not open or lacks the symbol
  /// (failure() then says which).
  void* symbol(const char* name);

  /// symbol(name) as the function type `F` it is declared with (the forwarders'
  /// `decltype(&name)`), or nullptr as above.
  template <typename F>
  F function(const char* name) {
    return reinterpret_cast<F>(symbol(name));
  }

  /// Whether a call has opened it: what shutdown entry points ask, so that
  /// ending a library never starts it.
  [[nodiscard]] bool opened() const { return handle_.load() != nullptr; }

  /// Why the library or one of its symbols could not be had, once something asked.
  [[nodiscard]] std::optional<std::string> failure() const;

  const char* soname() const { return soname_; }

 private:
  const char* soname_;
  std::once_flag once_;
  std::atomic<void*> handle_{nullptr};
  mutable std::mutex failure_mutex_;
  std::optional<std::string> failure_;
};

/// The network libraries the forwarders open (lazy_ssh2.cpp, lazy_gssapi.cpp).
LazyLibrary& ssh2_library();
LazyLibrary& gssapi_library();

/// The first network library that failed to open, with the package to install:
/// git_module.cpp adds it to a failed git operation's error, since libgit2's
/// own message ("failed to initialize SSH session") cannot say why.
std::optional<std::string> network_library_failure();

}  // namespace mind::store

// libssh2's global init, held from git_libgit2_init to the first SSH session.
//
// libgit2 1.5 calls libssh2_init(0) inside git_libgit2_init, and Debian's
// libssh2 (OpenSSL backend) then initialises OpenSSL's libcrypto: about half
// a millisecond of every process that reads a local repository and never
// opens an SSH connection (issue 34, measured with the other inits held).
// The module supplies libssh2_init (ELF interposition, as tls_trust.cpp does
// for the CA bundle): during start_libgit2 it reports success and does
// nothing; every other call is libssh2's own. libssh2 initialises itself
// before its first session (libssh2_session_init_ex calls libssh2_init when
// nothing has), and that call reaches libssh2 through here, outside the
// window, so an SSH remote gets exactly the init it always had, only later.
// libgit2's libssh2_exit at shutdown is a no-op for a library never started.

#include <dlfcn.h>

#include "store/libgit2/tls_trust.hpp"

extern "C" __attribute__((visibility("default"))) int libssh2_init(int flags) {
  if (mind::store::starting_libgit2()) return 0;
  using Init = int (*)(int);
  static const auto real = reinterpret_cast<Init>(::dlsym(RTLD_NEXT, "libssh2_init"));
  return real != nullptr ? real(flags) : -1;
}

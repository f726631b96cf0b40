// libssh2's entry points, for the libgit2 linked into mind: each call goes to
// the real libssh2, opened by the first call that needs it (lazy_library.hpp).
//
// The list is what Debian's libgit2 1.5 calls (`nm -u libgit2.a`); each
// definition repeats the declaration in <libssh2.h>, so a prototype that drifts
// from the header does not compile. libssh2_init, which git_libgit2_init
// calls, opens nothing: libssh2 starts itself in its first
// libssh2_session_init_ex (it calls libssh2_init when nothing has), so an SSH
// remote gets the init it always had, only later, and a process without one
// never maps libssh2 and OpenSSL's libcrypto. libssh2_exit ends only a library
// that was opened.

#include <libssh2.h>

#include "store/libgit2_network/lazy_library.hpp"

namespace {

template <typename F>
F real(const char* name) {
  return mind::store::ssh2_library().function<F>(name);
}

}  // namespace

// `failed`: what the call answers when libssh2 cannot be opened. libgit2 asks
// libssh2_session_init_ex first and stops at its nullptr ("failed to
// initialize SSH session"), so the other answers are only for completeness.
#define MIND_SSH2(ret, name, params, args, failed)              \
  extern "C" ret name params {                                  \
    static const auto forward = real<decltype(&(name))>(#name); \
    if (forward == nullptr) return failed;                      \
    return forward args;                                        \
  }
#define MIND_SSH2_VOID(name, params, args)                      \
  extern "C" void name params {                                 \
    static const auto forward = real<decltype(&(name))>(#name); \
    if (forward != nullptr) forward args;                       \
  }

constexpr int kUnavailable = LIBSSH2_ERROR_BAD_USE;

extern "C" int libssh2_init(int /*flags*/) { return 0; }

extern "C" void libssh2_exit(void) {
  if (!mind::store::ssh2_library().opened()) return;
  static const auto forward = real<decltype(&libssh2_exit)>("libssh2_exit");
  if (forward != nullptr) forward();
}

MIND_SSH2(LIBSSH2_SESSION*, libssh2_session_init_ex,
          (LIBSSH2_ALLOC_FUNC((*my_alloc)), LIBSSH2_FREE_FUNC((*my_free)),
           LIBSSH2_REALLOC_FUNC((*my_realloc)), void* abstract),
          (my_alloc, my_free, my_realloc, abstract), nullptr)
MIND_SSH2(void**, libssh2_session_abstract, (LIBSSH2_SESSION * session), (session), nullptr)
MIND_SSH2(int, libssh2_session_disconnect_ex,
          (LIBSSH2_SESSION * session, int reason, const char* description, const char* lang),
          (session, reason, description, lang), kUnavailable)
MIND_SSH2(int, libssh2_session_free, (LIBSSH2_SESSION * session), (session), kUnavailable)
MIND_SSH2(int, libssh2_session_handshake, (LIBSSH2_SESSION * session, libssh2_socket_t sock),
          (session, sock), kUnavailable)
MIND_SSH2(const char*, libssh2_session_hostkey, (LIBSSH2_SESSION * session, size_t* len, int* type),
          (session, len, type), nullptr)
MIND_SSH2(int, libssh2_session_last_error,
          (LIBSSH2_SESSION * session, char** errmsg, int* errmsg_len, int want_buf),
          (session, errmsg, errmsg_len, want_buf), kUnavailable)
MIND_SSH2(int, libssh2_session_method_pref,
          (LIBSSH2_SESSION * session, int method_type, const char* prefs),
          (session, method_type, prefs), kUnavailable)
MIND_SSH2_VOID(libssh2_session_set_blocking, (LIBSSH2_SESSION * session, int blocking),
               (session, blocking))
MIND_SSH2(const char*, libssh2_hostkey_hash, (LIBSSH2_SESSION * session, int hash_type),
          (session, hash_type), nullptr)

MIND_SSH2(LIBSSH2_CHANNEL*, libssh2_channel_open_ex,
          (LIBSSH2_SESSION * session, const char* channel_type, unsigned int channel_type_len,
           unsigned int window_size, unsigned int packet_size, const char* message,
           unsigned int message_len),
          (session, channel_type, channel_type_len, window_size, packet_size, message, message_len),
          nullptr)
MIND_SSH2(int, libssh2_channel_process_startup,
          (LIBSSH2_CHANNEL * channel, const char* request, unsigned int request_len,
           const char* message, unsigned int message_len),
          (channel, request, request_len, message, message_len), kUnavailable)
MIND_SSH2(ssize_t, libssh2_channel_read_ex,
          (LIBSSH2_CHANNEL * channel, int stream_id, char* buf, size_t buflen),
          (channel, stream_id, buf, buflen), kUnavailable)
MIND_SSH2(ssize_t, libssh2_channel_write_ex,
          (LIBSSH2_CHANNEL * channel, int stream_id, const char* buf, size_t buflen),
          (channel, stream_id, buf, buflen), kUnavailable)
MIND_SSH2_VOID(libssh2_channel_set_blocking, (LIBSSH2_CHANNEL * channel, int blocking),
               (channel, blocking))
MIND_SSH2(int, libssh2_channel_close, (LIBSSH2_CHANNEL * channel), (channel), kUnavailable)
MIND_SSH2(int, libssh2_channel_free, (LIBSSH2_CHANNEL * channel), (channel), kUnavailable)

MIND_SSH2(LIBSSH2_KNOWNHOSTS*, libssh2_knownhost_init, (LIBSSH2_SESSION * session), (session),
          nullptr)
MIND_SSH2(int, libssh2_knownhost_readfile,
          (LIBSSH2_KNOWNHOSTS * hosts, const char* filename, int type), (hosts, filename, type),
          kUnavailable)
MIND_SSH2(int, libssh2_knownhost_checkp,
          (LIBSSH2_KNOWNHOSTS * hosts, const char* host, int port, const char* key, size_t keylen,
           int typemask, struct libssh2_knownhost** knownhost),
          (hosts, host, port, key, keylen, typemask, knownhost), LIBSSH2_KNOWNHOST_CHECK_FAILURE)
MIND_SSH2_VOID(libssh2_knownhost_free, (LIBSSH2_KNOWNHOSTS * hosts), (hosts))

MIND_SSH2(LIBSSH2_AGENT*, libssh2_agent_init, (LIBSSH2_SESSION * session), (session), nullptr)
MIND_SSH2(int, libssh2_agent_connect, (LIBSSH2_AGENT * agent), (agent), kUnavailable)
MIND_SSH2(int, libssh2_agent_list_identities, (LIBSSH2_AGENT * agent), (agent), kUnavailable)
MIND_SSH2(int, libssh2_agent_get_identity,
          (LIBSSH2_AGENT * agent, struct libssh2_agent_publickey** store,
           struct libssh2_agent_publickey* prev),
          (agent, store, prev), kUnavailable)
MIND_SSH2(int, libssh2_agent_userauth,
          (LIBSSH2_AGENT * agent, const char* username, struct libssh2_agent_publickey* identity),
          (agent, username, identity), kUnavailable)
MIND_SSH2(int, libssh2_agent_disconnect, (LIBSSH2_AGENT * agent), (agent), kUnavailable)
MIND_SSH2_VOID(libssh2_agent_free, (LIBSSH2_AGENT * agent), (agent))

MIND_SSH2(char*, libssh2_userauth_list,
          (LIBSSH2_SESSION * session, const char* username, unsigned int username_len),
          (session, username, username_len), nullptr)
MIND_SSH2(int, libssh2_userauth_authenticated, (LIBSSH2_SESSION * session), (session), 0)
MIND_SSH2(int, libssh2_userauth_password_ex,
          (LIBSSH2_SESSION * session, const char* username, unsigned int username_len,
           const char* password, unsigned int password_len,
           LIBSSH2_PASSWD_CHANGEREQ_FUNC((*passwd_change_cb))),
          (session, username, username_len, password, password_len, passwd_change_cb), kUnavailable)
MIND_SSH2(int, libssh2_userauth_keyboard_interactive_ex,
          (LIBSSH2_SESSION * session, const char* username, unsigned int username_len,
           LIBSSH2_USERAUTH_KBDINT_RESPONSE_FUNC((*response_callback))),
          (session, username, username_len, response_callback), kUnavailable)
MIND_SSH2(int, libssh2_userauth_publickey,
          (LIBSSH2_SESSION * session, const char* username, const unsigned char* pubkeydata,
           size_t pubkeydata_len, LIBSSH2_USERAUTH_PUBLICKEY_SIGN_FUNC((*sign_callback)),
           void** abstract),
          (session, username, pubkeydata, pubkeydata_len, sign_callback, abstract), kUnavailable)
MIND_SSH2(int, libssh2_userauth_publickey_fromfile_ex,
          (LIBSSH2_SESSION * session, const char* username, unsigned int username_len,
           const char* publickey, const char* privatekey, const char* passphrase),
          (session, username, username_len, publickey, privatekey, passphrase), kUnavailable)
MIND_SSH2(int, libssh2_userauth_publickey_frommemory,
          (LIBSSH2_SESSION * session, const char* username, size_t username_len,
           const char* publickeyfiledata, size_t publickeyfiledata_len,
           const char* privatekeyfiledata, size_t privatekeyfiledata_len, const char* passphrase),
          (session, username, username_len, publickeyfiledata, publickeyfiledata_len,
           privatekeyfiledata, privatekeyfiledata_len, passphrase),
          kUnavailable)

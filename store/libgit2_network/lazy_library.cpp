// See lazy_library.hpp: a network library opened on first use.

#include "store/libgit2_network/lazy_library.hpp"

#include <dlfcn.h>

namespace mind::store {

void* LazyLibrary::symbol(const char* name) {
  std::call_once(once_, [this] {
    // RTLD_LOCAL: its symbols serve only the forwarders, never another
    // library's lookups; RTLD_NOW: a broken install fails here, once.
    void* handle = ::dlopen(soname_, RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
      const char* err = ::dlerror();
      std::lock_guard<std::mutex> lock(failure_mutex_);
      failure_ = err != nullptr ? err : std::string(soname_) + ": dlopen failed";
    }
    handle_.store(handle);
  });
  void* handle = handle_.load();
  if (handle == nullptr) return nullptr;
  void* address = ::dlsym(handle, name);
  if (address == nullptr) {
    std::lock_guard<std::mutex> lock(failure_mutex_);
    if (!failure_) failure_ = std::string(soname_) + " has no " + name;
  }
  return address;
}

std::optional<std::string> LazyLibrary::failure() const {
  std::lock_guard<std::mutex> lock(failure_mutex_);
  return failure_;
}

LazyLibrary& ssh2_library() {
  static LazyLibrary library("libssh2.so.1");
  return library;
}

LazyLibrary& gssapi_library() {
  static LazyLibrary library("libgssapi_krb5.so.2");
  return library;
}

std::optional<std::string> network_library_failure() {
  if (auto why = ssh2_library().failure()) {
    return *why + " (SSH remotes need libssh2: Debian: apt-get install libssh2-1)";
  }
  if (auto why = gssapi_library().failure()) {
    return *why +
           " (Negotiate authentication needs GSSAPI: Debian: apt-get install "
           "libgssapi-krb5-2)";
  }
  return std::nullopt;
}

}  // namespace mind::store

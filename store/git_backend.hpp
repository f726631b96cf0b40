#pragma once
/// The seam between store/git.hpp and the libgit2 code in store/libgit2/, the
/// only files that include git2.h: store/git_loader.cpp starts libgit2 once
/// (git_libgit2_init, with the CA bundle's parse held: tls_trust.hpp) and
/// forwards each store/git.hpp function to this table. libgit2 is linked in
/// from Debian's static archives; its network libraries (libssh2, GSSAPI) are
/// opened on first use (store/libgit2_network/lazy_library.hpp).

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "store/git.hpp"

namespace mind::store {

struct GitBackend {
  std::optional<std::string> (*head_commit)(const std::filesystem::path&);
  void (*init_clone_repository)(const std::filesystem::path&, const std::string&,
                                const GitContext&);
  std::string (*fetch_origin)(const std::filesystem::path&, const GitContext&);
  std::optional<std::string> (*ref_commit)(const std::filesystem::path&, const std::string&);
  std::optional<std::string> (*object_commit)(const std::filesystem::path&, const std::string&);
  void (*checkout_commit)(const std::filesystem::path&, const std::string&, const GitContext&);
  bool (*is_repository_root)(const std::filesystem::path&);
  void (*init_repository)(const std::filesystem::path&);
  std::string (*commit_path)(const std::filesystem::path&, const std::string&, const std::string&);
  std::optional<std::vector<std::filesystem::path>> (*untracked_files)(
      const std::filesystem::path&, const std::vector<std::filesystem::path>&);
  /// Starts libgit2 (git_libgit2_init) ahead of the first call that needs it.
  void (*start)();
};

/// The table (store/libgit2/git_module.cpp).
const GitBackend& git_backend();

}  // namespace mind::store

#pragma once
/// The seam between mind and its libgit2 module. libgit2 and the fifteen
/// libraries it pulls in (TLS, SSH, Kerberos, PCRE, ...) cost about 7 ms to map
/// and relocate at every process start, more than a no-op verb's own work, and
/// most verbs never touch git. So store/libgit2/ is built as a separate module
/// (`mind-git.so`) that store/git_loader.cpp dlopens the first time a git
/// function in store/git.hpp is called; the functions here are its table.
///
/// Both sides are built from this tree by the same compiler, so the table
/// passes C++ types; mind::Error thrown inside the module is caught outside it
/// like any other (the module stays loaded for the life of the process).

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

}  // namespace mind::store

/// The module's one exported symbol. The version in the name changes with the
/// table's layout (v2: untracked_files; v3: start), so a stale module fails to load instead of
/// misbehaving.
extern "C" const mind::store::GitBackend* mind_git_backend_v3();

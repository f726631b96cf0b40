#pragma once
/// The libgit2 side of store/git.hpp: each function there is one here, called
/// by store/git_loader.cpp once libgit2 is started. Only store/libgit2/
/// includes git2.h; libgit2 is linked in from Debian's static archives and
/// its network libraries (libssh2, GSSAPI) are opened on first use
/// (store/libgit2_network/lazy_library.hpp). A namespace of its own, since
/// store/git_loader.cpp defines store/git.hpp's names.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "store/git.hpp"

namespace mind::store::libgit2 {

/// git_libgit2_init, once per process (its TLS set-up held: tls_trust.hpp),
/// and git_libgit2_shutdown at exit.
void ensure_libgit2();

std::optional<std::string> head_commit(const std::filesystem::path& dir);
void init_clone_repository(const std::filesystem::path& dir, const std::string& url,
                           const GitContext& ctx);
std::string fetch_origin(const std::filesystem::path& dir, const GitContext& ctx);
std::optional<std::string> ref_commit(const std::filesystem::path& dir,
                                      const std::string& ref_name);
std::optional<std::string> object_commit(const std::filesystem::path& dir, const std::string& hex);
void checkout_commit(const std::filesystem::path& dir, const std::string& commit,
                     const GitContext& ctx);
bool is_repository_root(const std::filesystem::path& dir);
void init_repository(const std::filesystem::path& dir);
std::string commit_path(const std::filesystem::path& repo_dir, const std::string& relative_path,
                        const std::string& message);
std::optional<std::vector<std::filesystem::path>> untracked_files(
    const std::filesystem::path& dir, const std::vector<std::filesystem::path>& paths);

}  // namespace mind::store::libgit2

#pragma once
/// mind's git API, declared once: libgit2 in process, never a `git` subprocess
/// (design decision 2). Defined in store/libgit2/git.cpp, the one room that
/// includes git2.h (style.md); libgit2 is started by the first call that needs
/// it (store/libgit2/start.hpp). Each libgit2 handle is owned by a
/// unique_ptr with its free function; every negative return becomes a
/// mind::Error of kind `git` naming the source and carrying libgit2's own
/// message, sanitized (CLI-186). Ref names reaching here were validated by
/// store/pin (DSC-66) and are only ever looked up as full ref names, never
/// parsed as options.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

namespace mind::store {

/// What every network-touching call needs: whom to name in errors, and
/// whether to report progress on stderr (not under --json; store/progress_line.hpp
/// decides its style from whether stderr is a terminal).
struct GitContext {
  std::string source;  // the source identity, already safe to print
  bool progress = false;
};

/// The 40-hex commit HEAD points at in the repository containing `dir`, or
/// nullopt when `dir` is not inside a git repository or HEAD is unborn.
std::optional<std::string> head_commit(const std::filesystem::path& dir);

/// Creates a repository at `dir` (which must not exist or be empty) whose
/// `origin` is `url`, fetching branches into `refs/remotes/origin/*` and tags
/// into `refs/tags/*` (both forced, so a force-push or a moved tag is followed).
void init_clone_repository(const std::filesystem::path& dir, const std::string& url,
                           const GitContext& ctx);

/// Fetches `origin` of the repository at `dir`. Returns the remote's default
/// branch short name (`main`, `trunk`), or empty when the remote has none.
std::string fetch_origin(const std::filesystem::path& dir, const GitContext& ctx);

/// The commit a full ref name (`refs/tags/v1`, `refs/remotes/origin/main`)
/// peels to, or nullopt when the ref does not exist.
std::optional<std::string> ref_commit(const std::filesystem::path& dir,
                                      const std::string& ref_name);

/// The commit a hex object id or unique prefix (4..40 hex) names, or nullopt.
std::optional<std::string> object_commit(const std::filesystem::path& dir, const std::string& hex);

/// Detaches HEAD at `commit` and makes the working tree match it exactly
/// (a hard reset: local changes in mind's clone are discarded).
void checkout_commit(const std::filesystem::path& dir, const std::string& commit,
                     const GitContext& ctx);

/// True when `dir` is the working directory of a git repository (not merely
/// inside one): absorb only moves items into a repository root (ABS-5).
bool is_repository_root(const std::filesystem::path& dir);

/// `git init` at `dir` (created if missing), with `main` as its first branch;
/// used for absorb's built-in `personal/` destination (ABS-3, ABS-5).
void init_repository(const std::filesystem::path& dir);

/// Stages `relative_path` (a file or a directory, added recursively; removals
/// under it included) and commits it on HEAD with `message`, using the
/// repository's configured identity, else `mind <mind@localhost>`. Returns the
/// new commit. Works on an unborn HEAD (the first commit).
std::string commit_path(const std::filesystem::path& repo_dir, const std::string& relative_path,
                        const std::string& message);

/// The files among `paths` (absolute, inside the working tree of the repository
/// that contains `dir`) that git does not track: untracked or ignored, so a
/// clone of the repository would not have them (`review`'s `unshipped-tooling`,
/// CLI-190, CLI-193). nullopt when `dir` is not inside a git working tree.
/// Reads the index and the working tree; never writes.
std::optional<std::vector<std::filesystem::path>> untracked_files(
    const std::filesystem::path& dir, const std::vector<std::filesystem::path>& paths);

}  // namespace mind::store

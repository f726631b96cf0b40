#include "store/git.hpp"

#include <git2.h>

#include <memory>

#include "core/error.hpp"

namespace mind::store {
namespace {

// libgit2 wants one init per process before any call; shutdown at exit.
struct Libgit2 {
  Libgit2() { git_libgit2_init(); }
  ~Libgit2() { git_libgit2_shutdown(); }
};

void ensure_libgit2() { static Libgit2 once; }

using RepoPtr = std::unique_ptr<git_repository, decltype(&git_repository_free)>;
using RefPtr = std::unique_ptr<git_reference, decltype(&git_reference_free)>;

}  // namespace

std::optional<std::string> head_commit(const std::filesystem::path& dir) {
  ensure_libgit2();
  git_repository* raw_repo = nullptr;
  if (git_repository_open_ext(&raw_repo, dir.c_str(), 0, nullptr) != 0) return std::nullopt;
  RepoPtr repo(raw_repo, &git_repository_free);
  git_reference* raw_head = nullptr;
  if (git_repository_head(&raw_head, repo.get()) != 0) return std::nullopt;  // unborn HEAD
  RefPtr head(raw_head, &git_reference_free);
  const git_oid* oid = git_reference_target(head.get());
  if (oid == nullptr) return std::nullopt;
  char hex[GIT_OID_HEXSZ + 1];
  git_oid_tostr(hex, sizeof hex, oid);
  return std::string(hex);
}

}  // namespace mind::store

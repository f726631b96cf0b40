// store/git.hpp's functions: the one declaration of mind's git API, defined
// here on libgit2, started by the first call that needs it (start.hpp).

#include "store/git.hpp"

#include "core/environment.hpp"
#include "core/phase_timer.hpp"
#include "store/git_auth.hpp"
#include "store/git_network.hpp"
#include "store/libgit2/start.hpp"
#include "store/local_clone.hpp"
#include "store/progress_line.hpp"

#include <git2.h>
// libgit2 1.8+ declares git_error_set_str and git_error_clear here (1.5: in git2.h).
#if __has_include(<git2/sys/errors.h>)
#include <git2/sys/errors.h>
#endif
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <memory>

#include "core/error.hpp"
#include "core/sanitize.hpp"

namespace mind::store {
namespace {

namespace fs = std::filesystem;
using libgit2::start;

using RepoPtr = std::unique_ptr<git_repository, decltype(&git_repository_free)>;
using RefPtr = std::unique_ptr<git_reference, decltype(&git_reference_free)>;
using RemotePtr = std::unique_ptr<git_remote, decltype(&git_remote_free)>;
using ObjectPtr = std::unique_ptr<git_object, decltype(&git_object_free)>;

// Branches and tags both forced: sync follows a force-pushed branch and a moved tag (CLI-55).
constexpr const char* kBranchRefspec = "+refs/heads/*:refs/remotes/origin/*";
constexpr const char* kTagRefspec = "+refs/tags/*:refs/tags/*";

std::string last_git_message() {
  const git_error* e = git_error_last();
  return mind::sanitize_display(e != nullptr && e->message != nullptr ? e->message
                                                                      : "unknown libgit2 error");
}

// Turns a negative libgit2 return into the `git` error naming the source, or
// `git-auth` when the remote wanted credentials mind could not give (DSC-68),
// with the remedies for a remote (CLI-177).
void check(int rc, const GitContext& ctx, const std::string& what) {
  if (rc >= 0) return;
  const git_error* last = git_error_last();
  const int error_class = last != nullptr ? last->klass : GIT_ERROR_NONE;
  const std::string message = last_git_message();
  std::string text = "source '" + ctx.source + "': " + what + ": " + message;
  if (rc == GIT_EAUTH || is_auth_failure_message(message)) {
    throw Error(ErrorKind::git_auth, text,
                {"for a private repository use its SSH form (git@host:owner/repo.git) with a "
                 "key in your ssh-agent",
                 "or set MIND_GIT_USERNAME and MIND_GIT_PASSWORD (a token) for https",
                 "a repository that no longer exists can also answer this way"});
  }
  // Issue 43: the host did not resolve or answer; the caller may take the run as offline.
  if ((error_class == GIT_ERROR_NET || error_class == GIT_ERROR_OS) &&
      is_unreachable_message(message)) {
    note_network_unreachable();
  }
  throw Error(ErrorKind::git, text);
}

RepoPtr open_repo(const std::filesystem::path& dir, const GitContext& ctx) {
  start();
  git_repository* raw = nullptr;
  check(git_repository_open_ext(&raw, dir.c_str(), GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr), ctx,
        "cannot open the clone at " + mind::sanitize_display(dir.string()));
  return RepoPtr(raw, &git_repository_free);
}

std::string oid_hex(const git_oid* oid) {
  char hex[GIT_OID_HEXSZ + 1];
  git_oid_tostr(hex, sizeof hex, oid);
  return hex;
}

std::string kib(std::size_t bytes) { return std::to_string(bytes / 1024) + " KiB"; }

// State shared with the callbacks of one network operation.
struct TransferState {
  const GitContext* ctx = nullptr;
  int credential_attempts = 0;
  ProgressLine line;
  git_indexer_progress last{};     // for the summary
  std::string username, password;  // MIND_GIT_USERNAME / MIND_GIT_PASSWORD, if set
};

// SSH through the user's agent (CLI-19); https through a username/token from
// the environment, else libgit2's default (negotiate) credentials. A few
// attempts at most: libgit2 calls again after each rejection.
int credentials(git_credential** out, const char* url, const char* username_from_url,
                unsigned int allowed, void* payload) {
  auto* state = static_cast<TransferState*>(payload);
  if (++state->credential_attempts > 3) {
    git_error_set_str(GIT_ERROR_NET,
                      "authentication failed (tried ssh-agent and the configured credentials)");
    return GIT_EAUTH;
  }
  if ((allowed & GIT_CREDENTIAL_SSH_KEY) != 0) {
    return git_credential_ssh_key_from_agent(
        out, username_from_url != nullptr ? username_from_url : "git");
  }
  if ((allowed & GIT_CREDENTIAL_USERPASS_PLAINTEXT) != 0 && !state->username.empty()) {
    git_credential_userpass_payload creds{state->username.c_str(), state->password.c_str()};
    return git_credential_userpass(out, url, username_from_url, allowed, &creds);
  }
  if ((allowed & GIT_CREDENTIAL_DEFAULT) != 0) return git_credential_default_new(out);
  return GIT_PASSTHROUGH;
}

// Phases: receiving objects, then resolving deltas; the summary names both.
int transfer_progress(const git_indexer_progress* stats, void* payload) {
  auto* state = static_cast<TransferState*>(payload);
  state->last = *stats;
  const std::string& source = state->ctx->source;
  if (stats->received_objects < stats->total_objects) {
    state->line.show(0, source + ": receiving objects " + std::to_string(stats->received_objects) +
                            "/" + std::to_string(stats->total_objects) + " (" +
                            kib(stats->received_bytes) + ")");
  } else if (stats->indexed_deltas < stats->total_deltas) {
    state->line.show(1, source + ": resolving deltas " + std::to_string(stats->indexed_deltas) +
                            "/" + std::to_string(stats->total_deltas));
  }
  return 0;
}

std::string transfer_summary(const TransferState& state) {
  if (state.last.total_objects == 0) return {};
  return state.ctx->source + ": received " + std::to_string(state.last.total_objects) +
         " objects (" + kib(state.last.received_bytes) + "), resolved " +
         std::to_string(state.last.total_deltas) + " deltas";
}

struct CheckoutProgress {
  const GitContext* ctx;
  ProgressLine line;
  std::size_t total;
};

void checkout_progress(const char*, std::size_t completed, std::size_t total, void* payload) {
  auto* progress = static_cast<CheckoutProgress*>(payload);
  progress->total = total;
  if (total == 0 || completed >= total) return;
  progress->line.show(2, progress->ctx->source + ": checking out files " +
                             std::to_string(completed) + "/" + std::to_string(total));
}

std::string env_or_empty(EnvVar var) { return env_value(var).value_or(""); }

git_remote_callbacks callbacks_for(TransferState& state) {
  git_remote_callbacks cb = GIT_REMOTE_CALLBACKS_INIT;
  cb.credentials = &credentials;
  if (state.ctx->progress) cb.transfer_progress = &transfer_progress;
  cb.payload = &state;
  return cb;
}

// Ends the progress line with the summary, so the next output starts on a
// fresh line (also when the fetch fails: then without a summary).
struct ProgressLineEnd {
  TransferState& state;
  bool completed = false;
  ~ProgressLineEnd() { state.line.finish(completed ? transfer_summary(state) : std::string()); }
};

// Starting libgit2 reads the git configuration and sets up its subsystems: a
// question whose answer is plainly "no repository here" (no `.git` entry where
// a working tree would have one) is answered without it. A bare repository has
// no working tree, so neither question below is asked of one.
bool has_dot_git(const fs::path& dir) {
  std::error_code ec;
  return fs::exists(fs::symlink_status(dir / ".git", ec));
}

bool inside_working_tree(const fs::path& dir) {
  std::error_code ec;
  const fs::path absolute = fs::absolute(dir, ec);
  for (fs::path at = ec ? dir : absolute; !at.empty(); at = at.parent_path()) {
    if (has_dot_git(at)) return true;
    if (at == at.root_path()) break;
  }
  return false;
}

// HEAD's commit, read once libgit2 is started.
std::optional<std::string> read_head_commit(const std::filesystem::path& dir) {
  git_repository* raw_repo = nullptr;
  if (git_repository_open_ext(&raw_repo, dir.c_str(), 0, nullptr) != 0) return std::nullopt;
  RepoPtr repo(raw_repo, &git_repository_free);
  git_reference* raw_head = nullptr;
  if (git_repository_head(&raw_head, repo.get()) != 0) return std::nullopt;  // unborn HEAD
  RefPtr head(raw_head, &git_reference_free);
  const git_oid* oid = git_reference_target(head.get());
  if (oid == nullptr) return std::nullopt;
  return oid_hex(oid);
}

}  // namespace

std::optional<std::string> head_commit(const std::filesystem::path& dir) {
  if (!inside_working_tree(dir)) return std::nullopt;
  start();
  auto commit = read_head_commit(dir);
  phase_mark("git: head commit");
  return commit;
}

namespace {

// git_clone's remote, made with mind's forced branch refspec (CLI-55).
int make_origin(git_remote** out, git_repository* repo, const char* name, const char* url,
                void* /*payload*/) {
  return git_remote_create_with_fetchspec(out, repo, name, url, kBranchRefspec);
}

// A local source's objects copied as files, never linked (local_clone.hpp),
// then left as the transport's clone would be: origin with both refspecs,
// no local branch, HEAD detached at the tip (the checkout moves it).
void copy_local_clone(const std::filesystem::path& dir, const std::string& url,
                      const GitContext& ctx) {
  git_clone_options opts = GIT_CLONE_OPTIONS_INIT;
  opts.local = GIT_CLONE_LOCAL_NO_LINKS;
  opts.checkout_opts.checkout_strategy = GIT_CHECKOUT_NONE;  // checkout_commit checks out the pin
  opts.fetch_opts.download_tags = GIT_REMOTE_DOWNLOAD_TAGS_NONE;  // fetch_origin's tag refspec
  opts.remote_cb = &make_origin;
  git_repository* raw_repo = nullptr;
  check(git_clone(&raw_repo, url.c_str(), dir.c_str(), &opts), ctx,
        "cannot copy the local repository " + mind::sanitize_display(url));
  RepoPtr repo(raw_repo, &git_repository_free);
  check(git_remote_add_fetch(repo.get(), "origin", kTagRefspec), ctx, "cannot add the remote");
  git_reference* raw_head = nullptr;
  if (git_repository_head(&raw_head, repo.get()) == 0) {  // not for an empty source
    RefPtr head(raw_head, &git_reference_free);
    const git_oid tip = *git_reference_target(head.get());
    check(git_repository_set_head_detached(repo.get(), &tip), ctx, "cannot move HEAD");
    check(git_reference_delete(head.get()), ctx, "cannot remove the clone's branch");
  }
}

}  // namespace

void init_clone_repository(const std::filesystem::path& dir, const std::string& url,
                           const GitContext& ctx) {
  start();
  if (copyable_local_source(url)) {
    copy_local_clone(dir, url, ctx);
    return;
  }
  git_repository* raw_repo = nullptr;
  check(git_repository_init(&raw_repo, dir.c_str(), 0), ctx, "cannot create the clone");
  RepoPtr repo(raw_repo, &git_repository_free);
  git_remote* raw_remote = nullptr;
  check(git_remote_create_with_fetchspec(&raw_remote, repo.get(), "origin", url.c_str(),
                                         kBranchRefspec),
        ctx, "cannot add the remote");
  RemotePtr remote(raw_remote, &git_remote_free);
  check(git_remote_add_fetch(repo.get(), "origin", kTagRefspec), ctx, "cannot add the remote");
}

std::string fetch_origin(const std::filesystem::path& dir, const GitContext& ctx) {
  RepoPtr repo = open_repo(dir, ctx);
  git_remote* raw_remote = nullptr;
  check(git_remote_lookup(&raw_remote, repo.get(), "origin"), ctx, "the clone has no origin");
  RemotePtr remote(raw_remote, &git_remote_free);

  TransferState state{&ctx,
                      0,
                      {},
                      {},
                      env_or_empty(EnvVar::mind_git_username),
                      env_or_empty(EnvVar::mind_git_password)};
  ProgressLineEnd end_line{state};
  git_remote_callbacks cb = callbacks_for(state);
  git_fetch_options opts = GIT_FETCH_OPTIONS_INIT;
  opts.callbacks = cb;
  opts.prune = GIT_FETCH_PRUNE;
  opts.download_tags = GIT_REMOTE_DOWNLOAD_TAGS_NONE;  // the tag refspec fetches them, forced

  // The effective URL (after any insteadOf), the one the transport is chosen by.
  libgit2::trust_for_remote(git_remote_url(remote.get()));
  const std::string url = mind::sanitize_display(git_remote_url(remote.get()));
  check(git_remote_connect(remote.get(), GIT_DIRECTION_FETCH, &cb, &opts.proxy_opts, nullptr), ctx,
        "cannot reach " + url);
  std::string default_branch;
  git_buf buf = GIT_BUF_INIT;
  if (git_remote_default_branch(&buf, remote.get()) == 0) {
    std::string full(buf.ptr, buf.size);
    if (full.starts_with("refs/heads/")) default_branch = full.substr(11);
  }
  git_buf_dispose(&buf);
  git_error_clear();
  check(git_remote_download(remote.get(), nullptr, &opts), ctx, "cannot fetch from " + url);
  check(git_remote_update_tips(remote.get(), &cb, 1, GIT_REMOTE_DOWNLOAD_TAGS_NONE, "mind: fetch"),
        ctx, "cannot update refs from " + url);
  git_remote_disconnect(remote.get());
  end_line.completed = true;
  return default_branch;
}

std::optional<std::string> ref_commit(const std::filesystem::path& dir,
                                      const std::string& ref_name) {
  const GitContext quiet{dir.string(), false};
  RepoPtr repo = open_repo(dir, quiet);
  int valid = 0;
  if (git_reference_name_is_valid(&valid, ref_name.c_str()) < 0 || valid == 0) return std::nullopt;
  git_reference* raw_ref = nullptr;
  if (git_reference_lookup(&raw_ref, repo.get(), ref_name.c_str()) != 0) return std::nullopt;
  RefPtr ref(raw_ref, &git_reference_free);
  git_object* raw_commit = nullptr;
  if (git_reference_peel(&raw_commit, ref.get(), GIT_OBJECT_COMMIT) != 0) return std::nullopt;
  ObjectPtr commit(raw_commit, &git_object_free);
  return oid_hex(git_object_id(commit.get()));
}

std::optional<std::string> object_commit(const std::filesystem::path& dir, const std::string& hex) {
  if (hex.size() < 4 || hex.size() > GIT_OID_HEXSZ) return std::nullopt;
  for (char c : hex) {
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F')))
      return std::nullopt;
  }
  const GitContext quiet{dir.string(), false};
  RepoPtr repo = open_repo(dir, quiet);
  git_oid prefix;
  if (git_oid_fromstrn(&prefix, hex.c_str(), hex.size()) != 0) return std::nullopt;
  git_object* raw = nullptr;
  if (git_object_lookup_prefix(&raw, repo.get(), &prefix, hex.size(), GIT_OBJECT_ANY) != 0) {
    return std::nullopt;
  }
  ObjectPtr object(raw, &git_object_free);
  git_object* raw_commit = nullptr;
  if (git_object_peel(&raw_commit, object.get(), GIT_OBJECT_COMMIT) != 0) return std::nullopt;
  ObjectPtr commit(raw_commit, &git_object_free);
  return oid_hex(git_object_id(commit.get()));
}

void checkout_commit(const std::filesystem::path& dir, const std::string& commit,
                     const GitContext& ctx) {
  RepoPtr repo = open_repo(dir, ctx);
  git_oid oid;
  check(git_oid_fromstr(&oid, commit.c_str()), ctx, "bad commit id");
  git_object* raw = nullptr;
  check(git_object_lookup(&raw, repo.get(), &oid, GIT_OBJECT_COMMIT), ctx,
        "commit " + commit + " is not in the clone");
  ObjectPtr target(raw, &git_object_free);
  check(git_repository_set_head_detached(repo.get(), &oid), ctx, "cannot move HEAD");
  git_checkout_options checkout = GIT_CHECKOUT_OPTIONS_INIT;
  checkout.checkout_strategy = GIT_CHECKOUT_FORCE | GIT_CHECKOUT_REMOVE_UNTRACKED;
  CheckoutProgress progress{&ctx, {}, 0};
  if (ctx.progress) {  // the third phase: checking out
    checkout.progress_cb = &checkout_progress;
    checkout.progress_payload = &progress;
  }
  check(git_reset(repo.get(), target.get(), GIT_RESET_HARD, &checkout), ctx,
        "cannot check out " + commit);
  progress.line.finish(progress.total == 0 ? std::string()
                                           : ctx.source + ": checked out " +
                                                 std::to_string(progress.total) + " files");
}

namespace {

using IndexPtr = std::unique_ptr<git_index, decltype(&git_index_free)>;
using TreePtr = std::unique_ptr<git_tree, decltype(&git_tree_free)>;
using SignaturePtr = std::unique_ptr<git_signature, decltype(&git_signature_free)>;
using CommitPtr = std::unique_ptr<git_commit, decltype(&git_commit_free)>;

GitContext local_context(const std::filesystem::path& dir) {
  return {mind::sanitize_display(dir.string()), false};
}

}  // namespace

bool is_repository_root(const std::filesystem::path& dir) {
  if (!has_dot_git(dir)) return false;
  start();
  git_repository* raw = nullptr;
  const bool root =
      git_repository_open_ext(&raw, dir.c_str(), GIT_REPOSITORY_OPEN_NO_SEARCH, nullptr) >= 0 &&
      git_repository_is_bare(raw) == 0;
  git_repository_free(raw);
  phase_mark("git: is a repository root");
  return root;
}

void init_repository(const std::filesystem::path& dir) {
  start();
  git_repository_init_options opts = GIT_REPOSITORY_INIT_OPTIONS_INIT;
  opts.flags = GIT_REPOSITORY_INIT_MKPATH;
  opts.initial_head = "main";
  git_repository* raw = nullptr;
  check(git_repository_init_ext(&raw, dir.c_str(), &opts), local_context(dir),
        "cannot initialize a repository");
  git_repository_free(raw);
}

std::string commit_path(const std::filesystem::path& repo_dir, const std::string& relative_path,
                        const std::string& message) {
  const GitContext ctx = local_context(repo_dir);
  RepoPtr repo = open_repo(repo_dir, ctx);
  git_index* raw_index = nullptr;
  check(git_repository_index(&raw_index, repo.get()), ctx, "cannot open the index");
  IndexPtr index(raw_index, &git_index_free);
  // The literal path, never a pattern: the name came from a lobe entry.
  std::string spec = relative_path;
  char* specs[] = {spec.data()};
  const git_strarray paths = {specs, 1};
  const unsigned int flags = GIT_INDEX_ADD_FORCE | GIT_INDEX_ADD_DISABLE_PATHSPEC_MATCH;
  if (std::filesystem::is_directory(repo_dir / relative_path)) {
    std::string dir_spec = relative_path + "/";
    char* dir_specs[] = {dir_spec.data()};
    const git_strarray dir_paths = {dir_specs, 1};
    check(git_index_remove_all(index.get(), &dir_paths, nullptr, nullptr), ctx, "cannot stage");
    check(git_index_add_all(index.get(), &dir_paths, GIT_INDEX_ADD_FORCE, nullptr, nullptr), ctx,
          "cannot stage " + mind::sanitize_display(relative_path));
  } else {
    check(git_index_add_all(index.get(), &paths, flags, nullptr, nullptr), ctx,
          "cannot stage " + mind::sanitize_display(relative_path));
  }
  check(git_index_write(index.get()), ctx, "cannot write the index");
  git_oid tree_id, commit_id;
  check(git_index_write_tree(&tree_id, index.get()), ctx, "cannot write the tree");
  git_tree* raw_tree = nullptr;
  check(git_tree_lookup(&raw_tree, repo.get(), &tree_id), ctx, "cannot read the tree");
  TreePtr tree(raw_tree, &git_tree_free);
  git_signature* raw_sig = nullptr;
  if (git_signature_default(&raw_sig, repo.get()) < 0) {
    check(git_signature_now(&raw_sig, "mind", "mind@localhost"), ctx, "cannot make a signature");
  }
  SignaturePtr sig(raw_sig, &git_signature_free);
  git_oid parent_id;
  const git_commit* parents[1] = {nullptr};
  CommitPtr parent(nullptr, &git_commit_free);
  std::size_t parent_count = 0;
  if (git_reference_name_to_id(&parent_id, repo.get(), "HEAD") == 0) {
    git_commit* raw_parent = nullptr;
    check(git_commit_lookup(&raw_parent, repo.get(), &parent_id), ctx, "cannot read HEAD");
    parent.reset(raw_parent);
    parents[0] = raw_parent;
    parent_count = 1;
  }
  check(git_commit_create(&commit_id, repo.get(), "HEAD", sig.get(), sig.get(), nullptr,
                          message.c_str(), tree.get(), parent_count, parents),
        ctx, "cannot commit");
  return oid_hex(&commit_id);
}

std::optional<std::vector<fs::path>> untracked_files(const fs::path& dir,
                                                     const std::vector<fs::path>& paths) {
  start();
  git_repository* raw_repo = nullptr;
  if (git_repository_open_ext(&raw_repo, dir.c_str(), 0, nullptr) != 0) return std::nullopt;
  RepoPtr repo(raw_repo, &git_repository_free);
  const char* workdir = git_repository_workdir(repo.get());
  if (workdir == nullptr) return std::nullopt;  // a bare repository has no working tree
  const fs::path root = fs::path(workdir).lexically_normal();
  std::vector<fs::path> out;
  for (const fs::path& path : paths) {
    const std::string rel = path.lexically_normal().lexically_relative(root).generic_string();
    if (rel.empty() || rel.starts_with("..")) continue;  // outside this working tree
    unsigned int flags = 0;
    if (git_status_file(&flags, repo.get(), rel.c_str()) != 0) continue;  // unknown: say nothing
    if ((flags & (GIT_STATUS_WT_NEW | GIT_STATUS_IGNORED)) != 0) out.push_back(path);
  }
  return out;
}

}  // namespace mind::store

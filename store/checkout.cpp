#include "store/checkout.hpp"

#include <cstdint>
#include <cstdlib>

#include "core/error.hpp"
#include "core/sanitize.hpp"

namespace mind::store {
namespace fs = std::filesystem;
namespace {

constexpr const char* kStagePrefix = "clone-";
constexpr std::size_t kMaxLeafBytes = 120;

std::string encode_item_path(const std::string& item_path) {
  std::string out;
  for (char c : item_path) {
    if (c == '%')
      out += "%25";
    else if (c == '/')
      out += "%2F";
    else
      out += c;
  }
  return out;
}

std::string fnv1a_hex(const std::string& text) {
  std::uint64_t hash = 0xcbf29ce484222325ULL;
  for (unsigned char c : text) {
    hash ^= c;
    hash *= 0x100000001b3ULL;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(hash));
  return buf;
}

bool is_under(const fs::path& path, const fs::path& root) {
  auto p = path.begin();
  for (auto r = root.begin(); r != root.end(); ++r, ++p) {
    if (r->empty()) continue;  // a trailing separator
    if (p == path.end() || *p != *r) return false;
  }
  return p != path.end();  // strictly below
}

std::optional<std::string> resolve_pin(const fs::path& dir, const Pin& pin,
                                       const std::string& default_branch) {
  switch (pin.kind) {
    case Pin::Kind::follow_branch:
      return ref_commit(dir, "refs/remotes/origin/" + pin.value);
    case Pin::Kind::tag:
      return ref_commit(dir, "refs/tags/" + pin.value);
    case Pin::Kind::ref:
      return object_commit(dir, pin.value);
    case Pin::Kind::default_branch:
      break;
  }
  if (!default_branch.empty()) return ref_commit(dir, "refs/remotes/origin/" + default_branch);
  // The remote did not say (or has no HEAD): fall back to the usual names.
  for (const char* guess : {"main", "master"}) {
    if (auto commit = ref_commit(dir, std::string("refs/remotes/origin/") + guess)) return commit;
  }
  return std::nullopt;
}

[[noreturn]] void unresolved(const GitContext& ctx, const std::string& what) {
  throw Error(ErrorKind::git,
              "source '" + ctx.source + "': " + what + " does not resolve on the remote",
              {"check the name with the remote; a pin is HEAD, a tag, branch or commit, "
               "branch=<name>, or tag=<name>"});
}

void check_recorded(const Pin& pin, const GitContext& ctx) {
  if (pin.kind == Pin::Kind::default_branch) return;
  if (auto why = unsafe_ref_reason(pin.value)) {  // DSC-66, even for a hand-edited registry
    throw Error(ErrorKind::invalid_ref, "source '" + ctx.source + "': recorded pin '" +
                                            mind::sanitize_display(pin.value) + "': " + *why);
  }
}

}  // namespace

std::string clone_leaf(const Source& source) {
  std::string leaf = source.repo;
  if (source.item_path) {
    std::string enc = encode_item_path(*source.item_path);
    const std::size_t alias_len = source.as_alias ? source.as_alias->size() + 1 : 0;
    if (leaf.size() + 1 + enc.size() + alias_len > kMaxLeafBytes)
      enc = fnv1a_hex(*source.item_path);
    leaf += "#" + enc;
  }
  if (source.as_alias) leaf += "@" + *source.as_alias;
  return leaf;
}

fs::path clone_path_unchecked(const MindPaths& paths, const Source& source) {
  return paths.sources() / source.host / source.owner / clone_leaf(source);
}

fs::path clone_path(const MindPaths& paths, const Source& source) {
  const fs::path path = clone_path_unchecked(paths, source);
  bool dotdot = false;
  for (const auto& part : path) dotdot = dotdot || part == "..";
  if (dotdot || !is_under(path, paths.sources())) {
    throw Error(ErrorKind::unsafe_clone_path,
                "refusing clone path '" + mind::sanitize_display(path.string()) + "' of source '" +
                    mind::sanitize_display(source.name) + "': it is not confined under " +
                    paths.sources().string(),
                {"the registry entry looks edited by hand; `mind unmeld` it and meld again"});
  }
  return path;
}

CheckoutPoint resolve_checkout_point(const fs::path& repo_dir, const Pin& recorded,
                                     const std::optional<PinRequest>& request,
                                     const std::string& default_branch, const GitContext& ctx) {
  check_recorded(recorded, ctx);
  if (!request) {
    auto commit = resolve_pin(repo_dir, recorded, default_branch);
    if (!commit) unresolved(ctx, "pin '" + describe_pin(recorded) + "'");
    return {recorded, *commit};
  }
  if (auto floating = floating_pin(*request)) {
    auto commit = resolve_pin(repo_dir, *floating, default_branch);
    if (!commit) unresolved(ctx, "pin '" + describe_pin(*floating) + "'");
    return {*floating, *commit};
  }
  std::optional<std::string> commit;
  if (request->kind == PinRequest::Kind::freeze_head) {  // CLI-200: the tip that would be melded
    commit = resolve_pin(repo_dir, recorded, default_branch);
    if (!commit) unresolved(ctx, "HEAD");
  } else {  // a tag, a branch, or a commit, frozen to its current commit
    commit = ref_commit(repo_dir, "refs/tags/" + request->value);
    if (!commit) commit = ref_commit(repo_dir, "refs/remotes/origin/" + request->value);
    if (!commit) commit = object_commit(repo_dir, request->value);
    if (!commit) unresolved(ctx, "ref '" + mind::sanitize_display(request->value) + "'");
  }
  return {Pin{Pin::Kind::ref, *commit}, *commit};
}

StagedClone::StagedClone(const MindPaths& paths, const std::string& url, const Pin& recorded,
                         const std::optional<PinRequest>& request, const GitContext& ctx) {
  std::error_code ec;
  fs::create_directories(paths.tmp(), ec);
  if (ec) throw io_error("cannot create directory", paths.tmp().string(), ec.value());
  std::string pattern = (paths.tmp() / (std::string(kStagePrefix) + "XXXXXX")).string();
  if (::mkdtemp(pattern.data()) == nullptr)
    throw io_error("cannot create a clone stage", pattern, errno);
  dir_ = pattern;
  try {  // a throwing constructor runs no destructor: remove the stage here
    init_clone_repository(dir_, url, ctx);
    const std::string default_branch = fetch_origin(dir_, ctx);
    point_ = resolve_checkout_point(dir_, recorded, request, default_branch, ctx);
    checkout_commit(dir_, point_.commit, ctx);
  } catch (...) {
    std::error_code ec;
    fs::remove_all(dir_, ec);
    throw;
  }
}

StagedClone::~StagedClone() {
  if (moved_) return;
  std::error_code ec;
  fs::remove_all(dir_, ec);
}

void StagedClone::move_into_place(const fs::path& target) {
  std::error_code ec;
  fs::create_directories(target.parent_path(), ec);
  if (ec) throw io_error("cannot create directory", target.parent_path().string(), ec.value());
  if (fs::symlink_status(target, ec).type() != fs::file_type::not_found) {
    fs::remove_all(target, ec);  // a stale clone no registry entry owns
    if (ec) throw io_error("cannot remove stale clone", target.string(), ec.value());
  }
  fs::rename(dir_, target, ec);
  if (ec) throw io_error("cannot move the clone into place", target.string(), ec.value());
  moved_ = true;
}

CheckoutPoint update_clone(const fs::path& repo_dir, const Pin& recorded,
                           const std::optional<PinRequest>& request, const GitContext& ctx) {
  const std::string default_branch = fetch_origin(repo_dir, ctx);
  CheckoutPoint point = resolve_checkout_point(repo_dir, recorded, request, default_branch, ctx);
  checkout_commit(repo_dir, point.commit, ctx);
  return point;
}

bool has_clone(const fs::path& dir) {
  std::error_code ec;
  return fs::is_directory(dir / ".git", ec);
}

void remove_clone(const MindPaths& paths, const Source& source) {
  if (source.is_linked()) return;  // CLI-27: never the user's working tree
  const fs::path path = clone_path(paths, source);
  std::error_code ec;
  fs::remove_all(path, ec);
  if (ec) throw io_error("cannot remove clone", path.string(), ec.value());
  // Its owner and host folders, once empty, go too (issue 35): never
  // `sources/` itself, and fs::remove leaves a folder that still holds another.
  const fs::path sources = paths.sources().lexically_normal();
  for (fs::path dir = path.parent_path();
       dir.lexically_normal() != sources && dir.string().starts_with(sources.string() + "/");
       dir = dir.parent_path()) {
    std::error_code rm;
    if (!fs::remove(dir, rm) || rm) break;
  }
}

void sweep_stale_stages(const MindPaths& paths) {
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(paths.tmp(), ec)) {
    if (entry.path().filename().string().starts_with(kStagePrefix)) {
      std::error_code rm;
      fs::remove_all(entry.path(), rm);
    }
  }
}

}  // namespace mind::store

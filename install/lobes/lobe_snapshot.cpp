#include "install/lobes/lobe_snapshot.hpp"

#include <algorithm>
#include <filesystem>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/link_plan.hpp"
#include "install/lobes/agent_forms.hpp"
#include "install/lobes/lobe_backfill.hpp"
#include "install/lobes/lobes.hpp"
#include "store/paths.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

bool inside_git_work_tree(fs::path dir) {
  std::error_code ec;
  for (; !dir.empty(); dir = dir.parent_path()) {
    if (fs::exists(dir / ".git", ec)) return true;
    if (dir == dir.root_path()) break;
  }
  return false;
}

// One item's frozen copy at `dest`: the store copy as real files (an agent's
// translated form where the lobe reads one, decision 15).
void freeze_one(const Session& session, const store::InstalledItem& item, const fs::path& dest,
                bool force) {
  std::error_code ec;
  const bool present = fs::symlink_status(dest, ec).type() != fs::file_type::not_found;
  if (present && !is_own_link(dest, session.paths)) {
    if (!force) {
      throw Error(ErrorKind::link_occupied,
                  "'" + sanitize_display(dest.string()) +
                      "' already exists and mind did not "
                      "place it",
                  {"remove it, or re-run with --force to replace it"});
    }
  }
  if (present) {
    std::error_code rec;
    fs::remove_all(dest, rec);
    if (rec) throw io_error("cannot replace", dest.string(), rec.value());
  }
  ec.clear();
  fs::create_directories(dest.parent_path(), ec);
  if (ec) throw io_error("cannot create directory", dest.parent_path().string(), ec.value());
  const std::string store_path = (session.paths.root / item.store).string();
  const std::string target = link_target(store_path, dest.string(), item.kind);
  if (target != store_path) {
    if (auto form = form_of_path(target)) {
      write_translated(store_path, dest.string(), *form);
      return;
    }
  }
  fs::copy(store_path, dest, fs::copy_options::recursive, ec);  // symlinks followed: real files
  if (ec) throw io_error("cannot copy to", dest.string(), ec.value());
}

}  // namespace

LobeSnapshotResult run_snapshot_lobe(Session& session, const LobeTargetRequest& target,
                                     bool force) {
  const ResolvedLobeTarget resolved = resolve_lobe_target(target);  // HARN-10: before any change
  const Lobe lobe{store::absolute_lobe_path(resolved.spec.path), resolved.spec.kinds};
  LobeSnapshotResult out;
  out.path = lobe.path.string();
  for (const auto& [key, item] : session.manifest.items) {
    if (!lobe.admits(item.kind)) continue;
    const std::string rel = relative_link_path(session, item);
    if (rel.empty()) continue;
    try {
      freeze_one(session, item, lobe.path / rel, force);
    } catch (const Error& e) {
      if (out.failures.empty()) out.failure_kind = e.kind();
      out.failures.push_back(sanitize_display(key) + ": " + e.what());
      continue;
    }
    out.frozen.push_back(key);
    if (item.kind != discovery::Kind::skill) out.skills_only = false;
  }
  std::sort(out.frozen.begin(), out.frozen.end());
  out.in_git = inside_git_work_tree(lobe.path);
  return out;
}

}  // namespace mind::install

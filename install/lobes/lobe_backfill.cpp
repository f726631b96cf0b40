#include "install/lobes/lobe_backfill.hpp"

#include <algorithm>
#include <filesystem>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/link_plan.hpp"
#include "install/lobes/agent_forms.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

// `lobe/x/y` -> `x/y` when `link` lies under `lobe`, else empty.
std::string under(const fs::path& lobe, const fs::path& link) {
  const fs::path rel = link.lexically_relative(lobe);
  if (rel.empty() || rel.native().starts_with("..")) return "";
  return rel.string();
}

void link_one(const Session& session, const store::InstalledItem& item, const fs::path& link,
              bool force) {
  std::error_code ec;
  const bool present = fs::symlink_status(link, ec).type() != fs::file_type::not_found;
  if (present && !is_own_link(link, session.paths)) {
    if (!force) {
      throw Error(
          ErrorKind::link_occupied,
          "'" + sanitize_display(link.string()) + "' already exists and mind did not create it",
          {"remove it, or re-run with --force to replace it"});
    }
    fs::remove_all(link, ec);
  } else if (present) {
    fs::remove(link, ec);  // our own link, possibly stale: re-point it
  }
  fs::create_directories(link.parent_path(), ec);
  if (ec) throw io_error("cannot create directory", link.parent_path().string(), ec.value());
  const std::string store_path = (session.paths.root / item.store).string();
  const std::string target = link_target(store_path, link.string(), item.kind);
  if (target != store_path) {  // decision 15: the agent's own form, written beside the store copy
    if (auto form = form_of_path(target)) write_translated(store_path, target, *form);
  }
  fs::create_symlink(target, link, ec);
  if (ec) throw io_error("cannot create link", link.string(), ec.value());
}

}  // namespace

std::string relative_link_path(const Session& session, const store::InstalledItem& item) {
  for (const std::string& link : item.links) {
    for (const Lobe& lobe : session.lobes) {
      if (std::string rel = under(lobe.path, link); !rel.empty()) return rel;
    }
  }
  const auto rel = default_link_path(item.kind, item.name, item.bare_name);
  return rel.value_or("");
}

BackfillOutcome backfill_lobe(Session& session, const Lobe& lobe, bool force) {
  BackfillOutcome out;
  for (auto& [key, item] : session.manifest.items) {
    if (!lobe.admits(item.kind)) continue;  // HARN-1: a quiet no-op for this lobe
    // Design decision 15 at any order: the link another lobe has, in the
    // form THIS lobe reads (a Gemini lobe added after install gets TOML).
    const std::string rel =
        link_rel_for_lobe(lobe.path, item.kind, relative_link_path(session, item));
    if (rel.empty()) continue;
    const fs::path link = lobe.path / rel;
    if (std::find(item.links.begin(), item.links.end(), link.string()) != item.links.end() &&
        is_own_link(link, session.paths)) {
      continue;
    }
    try {
      link_one(session, item, link, force);
    } catch (const Error& e) {
      out.failures.push_back(sanitize_display(key) + ": " + e.what());
      continue;
    }
    if (std::find(item.links.begin(), item.links.end(), link.string()) == item.links.end()) {
      item.links.push_back(link.string());
    }
    const std::string store_path = (session.paths.root / item.store).string();
    const std::string target = link_target(store_path, link.string(), item.kind);
    if (target != store_path) {
      const std::string rel = item.store + target.substr(store_path.size());
      if (std::find(item.forms.begin(), item.forms.end(), rel) == item.forms.end()) {
        item.forms.push_back(rel);
      }
    }
    session.save_manifest();
    out.linked.push_back(key);
  }
  return out;
}

}  // namespace mind::install

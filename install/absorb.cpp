#include "install/absorb.hpp"

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "core/environment.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/mind_toml.hpp"
#include "install/file_moves.hpp"
#include "install/sources/item_ref.hpp"
#include "install/learn.hpp"
#include "install/meld.hpp"
#include "store/git.hpp"
#include "store/paths.hpp"
#include "store/source_spec.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

// Copies a lobe entry without following any symlink in it: a symlink is
// copied as a symlink (discovery will not follow it either, DSC-108).
void copy_entry(const fs::path& from, const fs::path& to) {
  std::error_code ec;
  fs::create_directories(to.parent_path(), ec);
  if (ec) throw io_error("cannot create directory", to.parent_path().string(), ec.value());
  const fs::file_type type = fs::symlink_status(from, ec).type();
  if (type == fs::file_type::symlink) {
    fs::copy_symlink(from, to, ec);
  } else {
    fs::copy(from, to, fs::copy_options::recursive | fs::copy_options::copy_symlinks, ec);
  }
  if (ec) throw io_error("cannot copy '" + from.string() + "' to", to.string(), ec.value());
}

// DSC-50: the convention path is under the destination's first scan root.
fs::path first_scan_root(const fs::path& destination) {
  std::ifstream in(destination / "mind.toml", std::ios::binary);
  if (!in) return destination;
  std::ostringstream text;
  text << in.rdbuf();
  const discovery::MindTomlParse parsed = discovery::parse_mind_toml(text.str());
  if (!parsed.toml || !parsed.toml->roots || parsed.toml->roots->empty()) return destination;
  return (destination / parsed.toml->roots->front()).lexically_normal();
}

fs::path convention_path(const fs::path& root, const UnmanagedItem& item) {
  const discovery::KindTraits& t = discovery::traits(item.kind);
  return root / t.container / (item.name + std::string(t.extension));
}

void prepare_destination(const store::MindPaths& paths, const fs::path& destination) {
  std::error_code ec;
  if (destination == personal_destination(paths) && !fs::exists(destination, ec)) {
    store::init_repository(destination);  // ABS-3, ABS-5: created on demand
    return;
  }
  if (!store::is_repository_root(destination)) {
    throw Error(ErrorKind::destination_not_repo,
                "absorb destination '" + sanitize_display(destination.string()) +
                    "' is not a git repository",
                {"run `git init` there, or choose another destination with --to"});
  }
}

// The lobe entries, moved aside so learn can link where they were; restored on failure.
class LobeEntryBackup {
 public:
  LobeEntryBackup(const store::MindPaths& paths, const UnmanagedItem& item)
      : item_(item),
        dir_(paths.tmp() / "absorb-backup" / discovery::kind_word(item.kind) / item.name) {}
  ~LobeEntryBackup() {
    if (!kept_) restore();
  }

  void take() {
    remove_tree(dir_);
    for (std::size_t i = 0; i < item_.paths.size(); ++i) {
      copy_entry(item_.paths[i], dir_ / std::to_string(i));
    }
    for (const fs::path& p : item_.paths) {
      std::error_code ec;
      fs::remove_all(p, ec);
      if (ec) throw io_error("cannot clear the lobe entry", p.string(), ec.value());
      cleared_ = true;
    }
  }
  void keep() {
    kept_ = true;
    remove_tree(dir_);
  }

 private:
  void restore() {
    if (!cleared_) {
      remove_tree(dir_);
      return;
    }
    for (std::size_t i = 0; i < item_.paths.size(); ++i) {
      const fs::path& p = item_.paths[i];
      std::error_code ec;
      if (fs::symlink_status(p, ec).type() == fs::file_type::symlink) fs::remove(p, ec);
      if (fs::symlink_status(p, ec).type() != fs::file_type::not_found) continue;
      fs::rename(dir_ / std::to_string(i), p, ec);
      if (ec) copy_entry(dir_ / std::to_string(i), p);
    }
    remove_tree(dir_);
  }

  const UnmanagedItem& item_;
  fs::path dir_;
  bool cleared_ = false;
  bool kept_ = false;
};

const OfferedItem* find_offered(const std::vector<OfferedItem>& offered, const std::string& source,
                                const UnmanagedItem& item) {
  for (const OfferedItem& o : offered) {
    if (o.source->name == source && o.item->kind == item.kind && o.item->bare_name == item.name) {
      return &o;
    }
  }
  return nullptr;
}

}  // namespace

std::optional<std::string> configured_absorb_destination(const std::optional<std::string>& flag,
                                                         const store::Config& config) {
  if (flag && !flag->empty()) return flag;
  if (auto env = env_non_empty(EnvVar::mind_absorb_to)) return env;
  return config.absorb_to;
}

fs::path personal_destination(const store::MindPaths& paths) { return paths.root / "personal"; }

UnmanagedItem select_absorb_item(Session& session, const std::string& ref_text) {
  const ItemRef ref = parse_item_ref(ref_text);
  if (ref.is_glob()) {
    throw Error(ErrorKind::invalid_item_ref,
                "absorb takes one item, not a glob ('" + sanitize_display(ref_text) + "')",
                {"name the item exactly, e.g. skill:notes"});
  }
  UnmanagedScan scan = scan_unmanaged(session.paths, session.lobes, session.manifest);
  for (auto& w : scan.warnings) session.warnings.push_back(std::move(w));
  std::vector<UnmanagedItem> hits = select_unmanaged(scan.items, ref_text, false);
  if (hits.empty()) {
    throw Error(ErrorKind::not_installed,
                "no unmanaged item matches '" + sanitize_display(ref_text) + "'",
                {"run `mind recall` to see the unmanaged items"});
  }
  if (hits.size() > 1) {
    std::string list;
    for (const auto& h : hits) list += "\n  " + sanitize_display(h.key()) + " (unmanaged)";
    throw Error(ErrorKind::ambiguous_item,
                "'" + sanitize_display(ref_text) + "' matches several items:" + list,
                {"add a kind prefix, e.g. skill:name"});
  }
  return hits.front();
}

AbsorbOutcome absorb(Session& session, const AbsorbRequest& request) {
  const UnmanagedItem& item = request.item;
  const fs::path destination = store::lexically_absolute(request.destination);
  prepare_destination(session.paths, destination);
  const fs::path target = convention_path(first_scan_root(destination), item);
  std::error_code ec;
  if (fs::symlink_status(target, ec).type() != fs::file_type::not_found) {
    if (!request.force) {  // ABS-6
      throw Error(ErrorKind::absorb_collision,
                  "destination already has '" + sanitize_display(target.string()) +
                      "'; use --force to overwrite",
                  {"or choose another destination with --to"});
    }
    remove_tree(target);
  }

  LobeEntryBackup backup(session.paths, item);
  bool copied = false;
  AbsorbOutcome out;
  try {
    copy_entry(item.paths.front(), target);  // ABS-7: the content comes from one path
    copied = true;
    backup.take();
    out.commit = store::commit_path(destination, target.lexically_relative(destination).string(),
                                    "absorb " + item.key());
  } catch (...) {
    if (copied) remove_tree(target);  // before the commit: the destination is as it was
    throw;
  }
  out.moved_to = target;

  out.source =
      meld_spec(session, destination.string(), std::nullopt).identity();  // as meld names it
  const bool registered = session.registry.find(out.source) != nullptr;
  try {
    if (!registered) {
      MeldRequest meld_request;
      meld_request.spec = destination.string();
      meld(session, meld_request);
      out.melded = true;
    }
    const auto catalogs =
        scan_sources(session.paths, session.registry, session.scan, session.warnings);
    const auto offered = offered_items(catalogs);
    const OfferedItem* found = find_offered(offered, out.source, item);
    if (found == nullptr) {
      throw Error(ErrorKind::item_not_found,
                  "the absorbed " + sanitize_display(item.key()) + " is not offered by '" +
                      sanitize_display(out.source) + "'",
                  {"check the destination's mind.toml: it may not export this path"});
    }
    out.key = store::manifest_key(item.kind, found->effective_name().str());
    install_offered(session, catalogs, {*found}, InstallOfferedOptions{});
  } catch (...) {
    if (out.melded) {  // ABS-12: best-effort unregister of what this call melded
      std::erase_if(session.registry.sources,
                    [&](const store::Source& s) { return s.name == out.source; });
      try {
        session.save_registry();
      } catch (...) {
      }
    }
    session.warnings.push_back("the commit " + out.commit.substr(0, 7) + " in '" +
                               sanitize_display(destination.string()) +
                               "' was kept (that repository is yours)");
    throw;  // the backup restores the lobe entries
  }
  backup.keep();
  return out;
}

}  // namespace mind::install

#include "install/lobes/unmanaged.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/name_safety.hpp"
#include "discovery/workflow_file.hpp"
#include "install/link_plan.hpp"
#include "install/sources/item_ref.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

using discovery::Kind;

struct Entry {
  Kind kind;
  std::string name;
  fs::path path;
  fs::file_type type;
};

// The kind's derived name for an entry, or nullopt when the entry is not one (Reference C).
std::optional<std::string> derived_name(Kind kind, const std::string& file, fs::file_type type) {
  const discovery::KindTraits& t = discovery::traits(kind);
  if (t.shape == discovery::Shape::directory) return file;    // any entry inside `skills/`
  if (type == fs::file_type::directory) return std::nullopt;  // subdirectories are not descended
  if (!file.ends_with(t.extension)) return std::nullopt;
  return file.substr(0, file.size() - t.extension.size());
}

std::set<std::string> managed_paths(const store::Manifest& manifest) {
  std::set<std::string> managed;
  for (const auto& [key, item] : manifest.items) {
    for (const std::string& link : item.links) managed.insert(link);
  }
  return managed;
}

// Lists the unmanaged entries of every lobe (of kind `only`, when set);
// `warnings` gets the UNM-9 skips.
std::vector<Entry> unmanaged_entries(const store::MindPaths& paths, const std::vector<Lobe>& lobes,
                                     const store::Manifest& manifest,
                                     std::vector<std::string>* warnings,
                                     std::optional<Kind> only = std::nullopt) {
  const std::set<std::string> managed = managed_paths(manifest);
  std::vector<Entry> entries;
  for (const Lobe& lobe : lobes) {
    for (Kind kind : discovery::kAllKinds) {
      const discovery::KindTraits& t = discovery::traits(kind);
      if (!t.linked) continue;  // tools are never in a lobe
      if (only && *only != kind) continue;
      const fs::path container = lobe.path / t.container;
      std::error_code ec;
      // A container that is itself a symlink is the lobe's to control: never followed.
      if (fs::symlink_status(container, ec).type() != fs::file_type::directory) continue;
      fs::directory_iterator it(container, ec);
      if (ec) continue;
      for (const fs::directory_entry& de : it) {
        const fs::file_type type = de.symlink_status(ec).type();
        if (ec) continue;
        const std::string file = de.path().filename().string();
        if (file.starts_with(".") && file.ends_with(".mind-new")) continue;  // our own temp link
        const auto name = derived_name(kind, file, type);
        if (!name) continue;
        if (managed.contains(de.path().string()) || is_own_link(de.path(), paths)) continue;
        if (auto why = discovery::unsafe_name_reason(*name)) {  // UNM-9
          if (warnings != nullptr) {
            warnings->push_back("skipping unmanaged " + std::string(discovery::kind_word(kind)) +
                                " '" + sanitize_display(*name) + "' in " +
                                sanitize_display(container.string()) + ": " + *why);
          }
          continue;
        }
        entries.push_back({kind, *name, de.path(), type});
      }
    }
  }
  return entries;
}

}  // namespace

std::string UnmanagedItem::key() const {
  return std::string(discovery::kind_word(kind)) + ":" + name;
}

UnmanagedScan scan_unmanaged(const store::MindPaths& paths, const std::vector<Lobe>& lobes,
                             const store::Manifest& manifest) {
  UnmanagedScan scan;
  std::map<std::pair<int, std::string>, UnmanagedItem> merged;  // by (kind, name)
  for (Entry& e : unmanaged_entries(paths, lobes, manifest, &scan.warnings)) {
    UnmanagedItem& item = merged[{static_cast<int>(e.kind), e.name}];
    item.kind = e.kind;
    item.name = e.name;
    item.paths.push_back(e.path);
  }
  for (auto& [k, item] : merged) {
    std::sort(item.paths.begin(), item.paths.end());
    scan.items.push_back(std::move(item));
  }
  return scan;
}

std::vector<UnmanagedWorkflow> unmanaged_workflows(const store::MindPaths& paths,
                                                   const std::vector<Lobe>& lobes,
                                                   const store::Manifest& manifest,
                                                   std::uint64_t metadata_cap) {
  std::vector<UnmanagedWorkflow> out;
  try {
    for (const Entry& e : unmanaged_entries(paths, lobes, manifest, nullptr, Kind::workflow)) {
      UnmanagedWorkflow w{e.name, e.path, {}};
      if (e.type == fs::file_type::regular) {
        std::error_code ec;
        const auto size = fs::file_size(e.path, ec);
        if (!ec) w.meta = discovery::read_workflow_file(e.path, size, metadata_cap).meta;
      }
      out.push_back(std::move(w));
    }
  } catch (const std::exception&) {
    return {};  // WF-61: best-effort; a scan failure yields no claims
  }
  std::sort(out.begin(), out.end(),
            [](const UnmanagedWorkflow& a, const UnmanagedWorkflow& b) { return a.path < b.path; });
  return out;
}

std::vector<UnmanagedItem> select_unmanaged(const std::vector<UnmanagedItem>& items,
                                            const std::string& ref_text, bool allow_glob) {
  if (ref_text.empty()) return items;
  const ItemRef ref = parse_item_ref(ref_text);
  if (ref.selector) return {};  // UNM-4: unmanaged items have no source
  if (ref.is_glob() && !allow_glob) return {};
  std::vector<UnmanagedItem> hits;
  for (const UnmanagedItem& item : items) {
    if (ref.matches(item.kind, item.name)) hits.push_back(item);
  }
  return hits;
}

std::vector<DisplacedFile> remove_unmanaged(const store::MindPaths& paths,
                                            const UnmanagedItem& item) {
  std::vector<DisplacedFile> kept;
  // A rename moves a foreign link itself, never its target.
  for (const fs::path& p : item.paths) kept.push_back(displace(paths, p, p, item.key()));
  return kept;
}

}  // namespace mind::install

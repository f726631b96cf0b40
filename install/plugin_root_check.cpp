#include "install/plugin_root_check.hpp"

#include <map>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "store/plugin_root.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

struct RecordedRoot {
  std::string hash;
  const store::InstalledItem* first = nullptr;  // an item that records it
};

// The copy made again from the plugin's folder, when that folder is still the
// version recorded; false when it is not (then only `upgrade` may change it).
bool remake(const store::MindPaths& paths, const std::string& rel, const RecordedRoot& root,
            const discovery::CatalogItem& item) {
  if (store::hash_plugin_tree(item.plugin_dir, *item.plugin) != root.hash) return false;
  const fs::path target = paths.root / rel;
  const fs::path staging = paths.tmp() / "staging" / rel.substr(6);
  std::error_code ec;
  fs::remove_all(staging, ec);
  fs::create_directories(staging.parent_path(), ec);
  if (store::copy_plugin_tree(item.plugin_dir, staging, *item.plugin) != root.hash) {
    fs::remove_all(staging, ec);
    return false;
  }
  fs::remove_all(target, ec);
  fs::create_directories(target.parent_path(), ec);
  fs::rename(staging, target, ec);
  if (ec) throw io_error("cannot move to", target.string(), ec.value());
  return true;
}

}  // namespace

std::vector<Issue> check_plugin_roots(const store::MindPaths& paths,
                                      const store::Manifest& manifest,
                                      const SourceItemOf& source_item, bool fix) {
  std::map<std::string, RecordedRoot> roots;
  for (const auto& [key, item] : manifest.items) {
    if (item.plugin_root && item.plugin_root_hash) {
      roots.emplace(*item.plugin_root, RecordedRoot{*item.plugin_root_hash, &item});
    }
  }
  std::vector<Issue> issues;
  for (const auto& [rel, root] : roots) {
    const fs::path dir = paths.root / rel;
    std::error_code ec;
    const bool present = fs::symlink_status(dir, ec).type() == fs::file_type::directory;
    std::string kind = "missing-plugin-root";
    if (present) {
      std::string now;
      try {
        now = store::hash_plugin_tree(dir, rel);
      } catch (const std::exception&) {
      }
      if (now == root.hash) continue;
      kind = "plugin-root-drifted";
    }
    issues.push_back({kind, sanitize_display(rel),
                      "the plugin root " +
                          std::string(present ? "was changed in the store" : "is gone") +
                          "; `mind introspect --fix` copies it again from its plugin, or, when "
                          "the plugin changed since, `mind upgrade` installs its new version"});
    if (!fix) continue;
    const discovery::CatalogItem* item = source_item(*root.first);
    try {
      if (item != nullptr && item->plugin) remake(paths, rel, root, *item);
    } catch (const std::exception& e) {
      issues.push_back({"repair-failed", sanitize_display(rel),
                        "cannot copy the plugin root again: " + sanitize_display(e.what())});
    }
  }
  return issues;
}

}  // namespace mind::install

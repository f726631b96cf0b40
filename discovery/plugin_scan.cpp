#include "discovery/plugin_scan.hpp"

#include "discovery/convention_scan.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;

void scan_plugin(ItemBuilder& builder, std::vector<CatalogItem>& out) {
  ConventionLayout layout;
  layout.plugin = true;
  scan_convention_root(builder, builder.root(), layout, out);
}

void scan_marketplace(ItemBuilder& builder, const MarketplaceManifest& manifest, bool own_items,
                      std::vector<CatalogItem>& out) {
  for (const MarketplaceEntry& entry : manifest.plugins) {
    if (entry.external) {  // MKT-7: a nested source, melded by the super-source issue
      NestedSource nested;
      nested.spec = entry.source;
      nested.namespace_ = entry.name;
      nested.pin = entry.ref;
      nested.from_marketplace = true;
      builder.catalog().nested_sources.push_back(std::move(nested));
      continue;
    }
    if (!own_items) continue;  // MKT-15: suppressed by an own-item directive
    // MKT-14: scanned in place; a root that is missing or reached through a
    // symlink (it could escape the clone) is skipped silently.
    const fs::path normal = fs::path(entry.source).lexically_normal();
    const bool at_root = normal.empty() || normal == "." || normal == "./";
    if (!at_root && has_symlink_component(builder.root(), normal.generic_string())) continue;
    const fs::path root = at_root ? builder.root() : builder.root() / normal;
    if (!is_real_directory(root)) continue;
    ConventionLayout layout;
    layout.plugin = true;
    if (!entry.skills.empty()) layout.skill_dirs = entry.skills;
    std::vector<CatalogItem> items;
    scan_convention_root(builder, root, layout, items);
    const bool prefixed = usable_plugin_prefix(entry.name, /*marketplace_entry=*/true);
    for (CatalogItem& item : items) {
      if (prefixed) item.marketplace_entry = entry.name;  // MKT-8
      item.plugin = entry.name;                           // design decision 8
      out.push_back(std::move(item));
    }
  }
}

}  // namespace mind::discovery

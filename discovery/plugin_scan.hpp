#pragma once
/// The Claude plugin layer (MKT-3, MKT-7, MKT-8, MKT-14, MKT-18, WF-40..42):
/// a `plugin.json` source is one plugin rooted at the repo root; a
/// `marketplace.json` source offers each in-repo entry's plugin (scanned in
/// place, its items tagged with the entry name for the MKT-8 prefix) and
/// records each external entry as a nested source for the super-source
/// machinery (MKT-7). The component paths a `plugin.json` (or a marketplace
/// entry) names are followed as Claude Code follows them (design decision 9);
/// `workflows` paths are not (WF-41).

#include <vector>

#include "discovery/item_builder.hpp"
#include "discovery/plugin_manifest.hpp"

namespace mind::discovery {

void scan_plugin(ItemBuilder& builder, const ComponentPaths& components, const std::string& name,
                 std::vector<CatalogItem>& out);

void scan_marketplace(ItemBuilder& builder, const MarketplaceManifest& manifest, bool own_items,
                      std::vector<CatalogItem>& out);

}  // namespace mind::discovery

#pragma once
/// `learn` and `meld` warnings for a plugin's references that point at
/// nothing once installed (design decision 18, issue 44): an installed item
/// of a Claude plugin that names a sibling by plugin-qualified name
/// (`agentType: 'p:a'`, `/p:c`, ...) whose target is not installed (not
/// selected, refused) or that the plugin does not offer at all. Install
/// rewrote each resolvable reference to the sibling's installed name
/// (namespacing/plugin_staging); this says which of them lead nowhere, from
/// the reading `recall --tree` draws too (install/plugin_reference_edges).

#include <span>
#include <string>
#include <vector>

#include "install/sources/source_catalog.hpp"
#include "store/manifest.hpp"

namespace mind::install {

/// The items one install pass took from: the catalogs and the offered items
/// it installed from them (a meld's source, then each nested source).
struct InstalledBatch {
  const std::vector<SourceCatalog>* catalogs = nullptr;
  const std::vector<OfferedItem>* offered = nullptr;
};

/// At most kMaxPluginReferenceLines lines, one per touched item (manifest
/// keys) with such references, each naming a bounded list of them and the
/// remedy; then one line counting the other items.
std::vector<std::string> plugin_reference_warnings(std::span<const InstalledBatch> batches,
                                                   const store::Manifest& manifest,
                                                   const std::vector<std::string>& touched);

inline constexpr std::size_t kMaxPluginReferenceLines = 5;

}  // namespace mind::install

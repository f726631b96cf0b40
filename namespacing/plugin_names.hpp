#pragma once
/// The names a Claude plugin's items take once installed (design decision 18,
/// docs/architecture.md "Plugin names"). Claude Code names a plugin's item
/// `<plugin>:<name>`; in user scope it accepts that name for a workflow (its
/// `meta.name`), a command (its file name) and a skill (its folder name), and
/// refuses a colon in an agent's `name` ("reserved for plugin namespacing").
/// mind's prefix already supplies the `<plugin>:` part (MKT-5, MKT-8); what is
/// left is the segment after it, which for a workflow is the name Claude Code
/// reads, `meta.name`, not its file stem.

#include <string>
#include <string_view>

#include "discovery/catalog.hpp"

namespace mind::namespacing {

/// Whether `item` takes its installed name from its workflow `meta.name`: a
/// workflow found through a Claude plugin whose `meta.name` was read and is a
/// plain, safe name (no colon, no token, no path syntax), its stem's or not:
/// the staged `meta.name` then takes the prefix.
bool takes_meta_name(const discovery::CatalogItem& item);

/// The segment the item installs under after its prefix: `meta.name` where
/// takes_meta_name, else the bare name (identity stays the bare name).
std::string installed_segment(const discovery::CatalogItem& item);

/// The name Claude Code gives the item inside its plugin, without the
/// `<plugin>:` part: an agent's frontmatter `name` (else its file stem), a
/// workflow's `meta.name` (else its stem), any other item's bare name. What a
/// sibling's plugin-qualified reference (`agentType: 'p:<this>'`) names.
std::string plugin_local_name(const discovery::CatalogItem& item);

}  // namespace mind::namespacing

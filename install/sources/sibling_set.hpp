#pragma once
/// The sibling set tokens resolve against (NS-11, TOOL-15, WF-23): every item of
/// one source and one plugin (design decision 8: a marketplace's plugins share
/// names, and a plugin's tokens name its own items), the installing item included, with its kind,
/// its own effective name, an agent's link name and a tool's resolved entrypoint. Built once per
/// source and shared by every item of it that installs.

#include <vector>

#include "install/sources/source_catalog.hpp"
#include "namespacing/token_expansion.hpp"

namespace mind::install {

/// A tool's entrypoint (TOOL-5): `[[items]].bin` > `TOOL.md` `bin:` (both already
/// in the catalog item), else a regular file at the tool root carrying the
/// tool's own name. nullopt: the tool has none.
std::optional<std::string> resolve_tool_bin(const discovery::CatalogItem& tool);

std::vector<namespacing::Sibling> sibling_set(const SourceCatalog& catalog,
                                              const std::optional<std::string>& plugin);

}  // namespace mind::install

#pragma once
/// The installed dependency forest (DEP-61, DEP-63, DEP-64): the installed
/// items as nodes, each edge a catalog dependency (`{{ns:}}` token or
/// `requires:`, DEP-1..5) between two INSTALLED items of one source, matched
/// by stable identity (the manifest entry's source, not only its key). Roots
/// are the installed items nothing installed depends on, plus one promoted
/// representative (the smallest key) of each component that is only a cycle,
/// so every installed item appears. `recall --tree` renders it.

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "install/session.hpp"
#include "install/sources/source_catalog.hpp"

namespace mind::install {

struct ForestNode {
  std::string key;         // manifest key, `kind:effective`
  bool cycle = false;      // a back-edge leaf (DEP-63)
  bool truncated = false;  // depth or node budget reached (DEP-64)
  std::vector<ForestNode> dependencies;
};

struct InstalledGraph {
  std::map<std::string, std::vector<std::string>> edges;  // key -> direct installed deps
  std::vector<std::string> roots;                         // in key order
};

/// The installed graph over `catalogs` (the melded sources, scanned).
InstalledGraph installed_graph(const store::Manifest& manifest,
                               const std::vector<SourceCatalog>& catalogs);

/// The tree under `key`, cycles cut with a marked back-edge, depth at most
/// 200 and at most 10 000 nodes in all (DEP-64).
ForestNode forest_tree(const InstalledGraph& graph, const std::string& key);

}  // namespace mind::install

#pragma once
/// The installed dependency forest (DEP-61, DEP-63, DEP-64): the installed
/// items as nodes, each edge a catalog dependency (`{{ns:}}` token or
/// `requires:`, DEP-1..5) between two INSTALLED items of one source, matched
/// by stable identity (the manifest entry's source, not only its key). Roots
/// are the installed items nothing installed depends on, plus one promoted
/// representative (the smallest key) of each component that is only a cycle,
/// so every installed item appears. `recall --tree` renders it.
///
/// A Claude plugin's item that names a sibling by plugin-qualified name
/// (design decision 18: `agentType: 'p:a'`, `workflow('p:w')`, `Skill(p:s)`,
/// `/p:c`) depends on it too: the edge leads to the sibling under the name
/// mind installed it (install/plugin_reference_edges, the reading `learn`
/// warns from), and the node keeps each such reference with where it leads,
/// an unresolved one (sibling not installed, or not offered) included.

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "install/plugin_reference_edges.hpp"
#include "install/session.hpp"
#include "install/sources/source_catalog.hpp"

namespace mind::install {

struct ForestNode {
  std::string key;         // manifest key, `kind:effective`
  bool cycle = false;      // a back-edge leaf (DEP-63)
  bool truncated = false;  // depth or node budget reached (DEP-64)
  std::vector<ForestNode> dependencies;
  /// Its plugin-qualified references (decision 18), resolved or not; empty
  /// on a back-edge leaf.
  std::vector<PluginReferenceEdge> references = {};
};

struct InstalledGraph {
  std::map<std::string, std::vector<std::string>> edges;  // key -> direct installed deps
  std::vector<std::string> roots;                         // in key order
  /// key -> its plugin-qualified references (decision 18), when it has any.
  std::map<std::string, std::vector<PluginReferenceEdge>> references = {};
};

/// The installed graph over `catalogs` (the melded sources, scanned).
InstalledGraph installed_graph(const store::Manifest& manifest,
                               const std::vector<SourceCatalog>& catalogs);

/// The tree under `key`, cycles cut with a marked back-edge, depth at most
/// 200 and at most 10 000 nodes in all (DEP-64).
ForestNode forest_tree(const InstalledGraph& graph, const std::string& key);

}  // namespace mind::install

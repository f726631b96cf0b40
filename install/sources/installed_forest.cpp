#include "install/sources/installed_forest.hpp"

#include <algorithm>
#include <set>

#include "core/error.hpp"
#include "discovery/capped_read.hpp"
#include "install/drift.hpp"
#include "install/sources/closure.hpp"
#include "install/sources/sibling_set.hpp"

namespace mind::install {
namespace {

constexpr std::size_t kMaxDepth = 200;
constexpr std::size_t kMaxNodes = 10000;

void reach(const InstalledGraph& g, const std::string& key, std::set<std::string>& seen) {
  std::vector<std::string> stack{key};
  while (!stack.empty()) {
    const std::string k = std::move(stack.back());
    stack.pop_back();
    if (!seen.insert(k).second) continue;
    if (auto it = g.edges.find(k); it != g.edges.end()) {
      for (const std::string& d : it->second) stack.push_back(d);
    }
  }
}

struct Builder {
  const InstalledGraph& graph;
  std::size_t nodes = 0;
  std::vector<std::string> path;

  ForestNode build(const std::string& key) {
    ForestNode node{key, false, false, {}};
    ++nodes;
    if (std::find(path.begin(), path.end(), key) != path.end()) {
      node.cycle = true;
      return node;
    }
    if (auto refs = graph.references.find(key); refs != graph.references.end()) {
      node.references = refs->second;
    }
    const auto it = graph.edges.find(key);
    if (it == graph.edges.end() || it->second.empty()) return node;
    if (path.size() >= kMaxDepth || nodes >= kMaxNodes) {
      node.truncated = true;
      return node;
    }
    path.push_back(key);
    for (const std::string& dep : it->second) {
      if (nodes >= kMaxNodes) {
        node.truncated = true;
        break;
      }
      node.dependencies.push_back(build(dep));
    }
    path.pop_back();
    return node;
  }
};

void add_edge(std::vector<std::string>& out, const std::string& from, const std::string& to) {
  if (to == from) return;
  if (std::find(out.begin(), out.end(), to) == out.end()) out.push_back(to);
}

// Decision 18: a plugin item's references to its siblings by plugin-qualified
// name, each installed target an edge; the siblings built once per plugin.
void add_plugin_references(InstalledGraph& g, const store::Manifest& manifest,
                           const SourceCatalog& sc,
                           const std::map<const discovery::CatalogItem*, std::string>& installed) {
  std::map<std::string, std::vector<namespacing::Sibling>> siblings;  // by plugin
  for (const auto& [item, key] : installed) {
    if (!item->plugin) continue;
    auto it = siblings.find(*item->plugin);
    if (it == siblings.end()) {
      it = siblings.emplace(*item->plugin, sibling_set(sc, item->plugin)).first;
    }
    std::vector<PluginReferenceEdge> refs =
        plugin_reference_edges(*item, it->second, manifest, discovery::kDefaultMetadataCap);
    if (refs.empty()) continue;
    std::vector<std::string>& out = g.edges[key];
    for (const PluginReferenceEdge& r : refs) {
      if (r.installed) add_edge(out, key, *r.target);
    }
    std::sort(out.begin(), out.end());
    g.references[key] = std::move(refs);
  }
}

}  // namespace

InstalledGraph installed_graph(const store::Manifest& manifest,
                               const std::vector<SourceCatalog>& catalogs) {
  InstalledGraph g;
  for (const auto& [key, item] : manifest.items) g.edges[key];  // every installed item is a node
  for (const SourceCatalog& sc : catalogs) {
    const DependencyGraph deps(sc.catalog.items, sc.source->item_path.has_value());
    std::map<const discovery::CatalogItem*, std::string> installed;  // by identity (DEP-61)
    const std::vector<OfferedItem> offered = offered_items(sc);
    for (const OfferedItem& o : offered) {
      if (installed_record(manifest, o) != nullptr) installed.emplace(o.item, o.manifest_key());
    }
    for (const auto& [item, key] : installed) {
      std::vector<std::string>& out = g.edges[key];
      try {
        for (const discovery::CatalogItem* dep : deps.of(item)) {
          auto it = installed.find(dep);
          if (it != installed.end()) add_edge(out, key, it->second);
        }
      } catch (const Error&) {
        // A bad `requires:` (DEP-6) is learn's error; the tree shows what resolves.
      }
      std::sort(out.begin(), out.end());
    }
    add_plugin_references(g, manifest, sc, installed);
  }
  std::set<std::string> depended;
  for (const auto& [key, deps] : g.edges) depended.insert(deps.begin(), deps.end());
  std::set<std::string> seen;
  for (const auto& [key, deps] : g.edges) {
    if (depended.contains(key)) continue;
    g.roots.push_back(key);
    reach(g, key, seen);
  }
  for (const auto& [key, deps] : g.edges) {  // DEP-63: a component that is only a cycle
    if (seen.contains(key)) continue;
    g.roots.push_back(key);
    reach(g, key, seen);
  }
  return g;
}

ForestNode forest_tree(const InstalledGraph& graph, const std::string& key) {
  Builder b{graph, 0, {}};
  return b.build(key);
}

}  // namespace mind::install

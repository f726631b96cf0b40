// The bounded tree renderer of closure.hpp (DEP-22, DEP-64), a template so
// each caller labels nodes its own way.
#pragma once

#include <set>

namespace mind::install {

namespace closure_detail {
inline constexpr int kMaxTreeDepth = 200;  // DEP-64
}

template <typename Label>
std::string dependency_tree_text(const DependencyGraph& graph, const discovery::CatalogItem* root,
                                 Label label) {
  std::string out;
  std::set<const discovery::CatalogItem*> expanded;
  std::vector<const discovery::CatalogItem*> path;
  auto visit = [&](auto&& self, const discovery::CatalogItem* node, int depth) -> void {
    const std::string indent(static_cast<std::size_t>(depth) * 2 + 2, ' ');
    if (depth >= closure_detail::kMaxTreeDepth) {
      out += indent + "(truncated: max depth reached)\n";
      return;
    }
    bool on_path = false;
    for (const auto* p : path) on_path = on_path || p == node;
    if (on_path) {
      out += indent + label(node) + " (cycle)\n";
      return;
    }
    if (!expanded.insert(node).second) {
      out += indent + label(node) + " (seen)\n";
      return;
    }
    out += indent + label(node) + "\n";
    path.push_back(node);
    for (const auto* dep : graph.of(node)) self(self, dep, depth + 1);
    path.pop_back();
  };
  visit(visit, root, 0);
  return out;
}

}  // namespace mind::install

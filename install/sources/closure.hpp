#pragma once
/// Within-source dependency closure for `learn` (DEP-1..7, DEP-10..12,
/// DEP-20..23, DEP-30..32, DEP-64). An item depends on the siblings its
/// `{{ns:NAME}}` / `<<ns:NAME>>` tokens name (DEP-1, DEP-3) and on its
/// `requires:` entries (DEP-4, DEP-5); edges never leave the source (DEP-2).
/// The closure is transitive and cycle-safe, and gives a dependencies-first
/// install order plus a bounded display tree.

#include <map>
#include <string>
#include <vector>

#include "discovery/catalog.hpp"

namespace mind::install {

/// The sibling names an item's text references through a `{{ns:NAME}}` or
/// `<<ns:NAME>>` token. Only the files tokens expand in are read (NS-53: a
/// markdown file, every file of a workflow, an `expand:` entry; DEP-1).
/// A plain scan for the two spellings: it stands in for the namespacing
/// lexer until that is wired here.
std::vector<std::string> referenced_sibling_names(const discovery::CatalogItem& item);

/// The `requires:` entries of `item` that name no item among `siblings`
/// (LNK-18: what a single-item link drops and records, LNK-19). A malformed
/// or cross-source entry is still `bad-reference` with the DEP-7 cause.
std::vector<std::string> unmatched_requires(const discovery::CatalogItem& item,
                                            const std::vector<discovery::CatalogItem>& siblings);

/// One source's dependency graph over `siblings` (which must outlive it):
/// each item's direct dependencies, read on first use so a closure touches
/// only the items it reaches. A bad `requires:` entry is `bad-reference` with
/// the DEP-7 cause, naming the item (DEP-6); for an item link's catalog
/// (`drops_unmatched_requires`) an entry naming no item is no edge (LNK-18).
class DependencyGraph {
 public:
  explicit DependencyGraph(const std::vector<discovery::CatalogItem>& siblings,
                           bool drops_unmatched_requires = false);
  const std::vector<const discovery::CatalogItem*>& of(const discovery::CatalogItem* item) const;

 private:
  const std::vector<discovery::CatalogItem>* siblings_;
  bool drops_unmatched_requires_ = false;
  std::map<std::string, std::vector<const discovery::CatalogItem*>> by_name_;
  mutable std::map<const discovery::CatalogItem*, std::vector<const discovery::CatalogItem*>>
      edges_;
};

/// The closure of `selected` (DEP-11): every member in install order,
/// dependencies first (DEP-21, DEP-22), and which members were not selected.
struct Closure {
  std::vector<const discovery::CatalogItem*> order;
  std::vector<const discovery::CatalogItem*> added;
};

Closure dependency_closure(const DependencyGraph& graph,
                           const std::vector<const discovery::CatalogItem*>& selected);

/// The display tree under `root` (DEP-31): one line per node, indented by
/// depth, each node expanded once per call (`(seen)`), back-edges marked
/// `(cycle)`, depth capped at 200 (DEP-64). `label` renders a node.
template <typename Label>
std::string dependency_tree_text(const DependencyGraph& graph, const discovery::CatalogItem* root,
                                 Label label);

}  // namespace mind::install

#include "install/sources/closure_tree.ipp"

#include "install/sources/closure.hpp"

#include <algorithm>
#include <set>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/capped_read.hpp"
#include "namespacing/expansion_gate.hpp"
#include "namespacing/token_lexer.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

using discovery::CatalogItem;

// NS-53, NS-57, WF-25: the files whose tokens expand are the files whose tokens
// are edges; the gate and the lexer are namespacing's, so the closure sees
// exactly the tokens install expands (DEP-1, DEP-3).
bool admitted(const CatalogItem& item, const std::string& file) {
  return namespacing::admit_file(item.kind, file, item.expand) != namespacing::Admission::copied;
}

void scan_tokens(std::string_view text, std::set<std::string>& names) {
  for (const namespacing::Token& token : namespacing::lex_name_tokens(text).tokens) {
    if (!token.name.empty()) names.emplace(token.name);
  }
}

std::string read_text(const fs::path& file) {
  try {
    return discovery::read_metadata_file(file, discovery::kDefaultMetadataCap);
  } catch (const std::exception&) {
    return {};  // unreadable or over the cap: no edges from it (expansion reports it)
  }
}

[[noreturn]] void bad_requires(const CatalogItem& item, const std::string& entry,
                               const std::string& cause) {
  throw Error(
      ErrorKind::bad_reference,
      "'" + sanitize_display(std::string(discovery::kind_word(item.kind)) + ":" + item.bare_name) +
          "' requires '" + sanitize_display(entry) + "', which " + cause,
      {"fix the `requires:` entry in the item's frontmatter"});
}

// DEP-5..7: `kind:name` or a bare name, resolved among siblings. With
// `missing_ok` (a single-item link, LNK-18) a well-formed entry that names no
// sibling is nullptr instead of an error; a malformed or cross-source one is
// still the DEP-7 error.
const CatalogItem* resolve_requires(const CatalogItem& item, const std::string& entry,
                                    const std::vector<CatalogItem>& siblings,
                                    bool missing_ok = false) {
  if (entry.find('#') != std::string::npos || entry.find('/') != std::string::npos) {
    bad_requires(item, entry, "crosses sources; a requires entry is intra-source only");
  }
  std::optional<discovery::Kind> kind;
  std::string name = entry;
  if (const auto colon = entry.find(':'); colon != std::string::npos) {
    kind = discovery::parse_kind(entry.substr(0, colon));
    if (!kind) bad_requires(item, entry, "is not a valid item ref");
    name = entry.substr(colon + 1);
  }
  if (name.empty()) bad_requires(item, entry, "is not a valid item ref");
  std::vector<const CatalogItem*> hits;
  for (const CatalogItem& s : siblings) {  // design decision 8: within the item's plugin
    if (s.bare_name == name && (!kind || s.kind == *kind) && s.plugin == item.plugin) {
      hits.push_back(&s);
    }
  }
  if (hits.size() > 1) bad_requires(item, entry, "is ambiguous across kinds; add a kind qualifier");
  if (hits.empty() && missing_ok) return nullptr;
  if (hits.empty()) bad_requires(item, entry, "does not match any item");
  return hits.front();
}

}  // namespace

std::vector<std::string> referenced_sibling_names(const CatalogItem& item) {
  std::set<std::string> names;
  // The file the scan read whole is lexed from its bytes, not read again: a
  // listing of 1,000 items with their dependencies (DEP-62) read each item's
  // main file a second time (issue 34).
  const discovery::ScannedFile* kept = item.scanned_file.get();
  auto tokens_of = [&](const fs::path& file, std::string_view rel) {
    if (kept != nullptr && kept->is_at(item.path, rel)) {
      scan_tokens(kept->bytes, names);
    } else {
      scan_tokens(read_text(file), names);
    }
  };
  std::error_code ec;
  if (fs::is_directory(fs::symlink_status(item.path, ec))) {
    for (fs::recursive_directory_iterator it(item.path, ec), end; !ec && it != end;
         it.increment(ec)) {
      if (!it->is_regular_file(ec) || it->is_symlink(ec)) continue;
      // Lexical: the walk's paths are under item.path as written (fs::relative
      // would resolve both through the file system, per file).
      const std::string rel = it->path().lexically_relative(item.path).generic_string();
      if (admitted(item, rel)) tokens_of(it->path(), rel);
    }
  } else if (admitted(item, item.path.filename().string())) {
    tokens_of(item.path, {});
  }
  return {names.begin(), names.end()};
}

std::vector<std::string> unmatched_requires(const CatalogItem& item,
                                            const std::vector<CatalogItem>& siblings) {
  std::vector<std::string> dropped;
  for (const std::string& entry : item.requires_refs) {
    if (resolve_requires(item, entry, siblings, true) == nullptr) dropped.push_back(entry);
  }
  return dropped;
}

DependencyGraph::DependencyGraph(const std::vector<CatalogItem>& siblings,
                                 bool drops_unmatched_requires)
    : siblings_(&siblings), drops_unmatched_requires_(drops_unmatched_requires) {
  for (const CatalogItem& s : siblings) by_name_[s.bare_name].push_back(&s);
}

const std::vector<const CatalogItem*>& DependencyGraph::of(const CatalogItem* item) const {
  if (auto it = edges_.find(item); it != edges_.end()) return it->second;
  std::vector<const CatalogItem*> deps;
  auto add = [&](const CatalogItem* d) {
    if (d != item && std::find(deps.begin(), deps.end(), d) == deps.end()) deps.push_back(d);
  };
  for (const std::string& entry : item->requires_refs) {
    const CatalogItem* d = resolve_requires(*item, entry, *siblings_, drops_unmatched_requires_);
    if (d != nullptr) add(d);  // LNK-18: a link's dangling entry is no edge
  }
  for (const std::string& name : referenced_sibling_names(*item)) {  // DEP-3: every namesake
    if (auto it = by_name_.find(name); it != by_name_.end()) {
      for (const CatalogItem* d : it->second) {
        if (d->plugin == item->plugin) add(d);  // a plugin's tokens name its own items
      }
    }
  }
  return edges_.emplace(item, std::move(deps)).first->second;
}

Closure dependency_closure(const DependencyGraph& graph,
                           const std::vector<const CatalogItem*>& selected) {
  Closure out;
  std::set<const CatalogItem*> visited;
  const std::set<const CatalogItem*> roots(selected.begin(), selected.end());
  // Iterative post-order DFS: dependencies first, cycles in discovery order
  // (DEP-22), no recursion on a crafted long chain.
  for (const CatalogItem* root : selected) {
    if (!visited.insert(root).second) continue;
    std::vector<std::pair<const CatalogItem*, std::size_t>> stack{{root, 0}};
    while (!stack.empty()) {
      auto& [node, next] = stack.back();
      const auto& deps = graph.of(node);
      if (next < deps.size()) {
        const CatalogItem* dep = deps[next++];
        if (visited.insert(dep).second) stack.emplace_back(dep, 0);
        continue;
      }
      out.order.push_back(node);
      if (!roots.contains(node)) out.added.push_back(node);
      stack.pop_back();
    }
  }
  return out;
}

}  // namespace mind::install

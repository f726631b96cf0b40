#include "install/policy_admission.hpp"

#include <map>
#include <set>
#include <string>

#include "core/bounded_list.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/drift.hpp"
#include "install/policy_gate.hpp"
#include "install/sources/closure.hpp"
#include "namespacing/effective_name.hpp"

namespace mind::install {
namespace {

const SourceCatalog* catalog_of(const std::vector<SourceCatalog>& catalogs,
                                const OfferedItem& item) {
  for (const SourceCatalog& c : catalogs) {
    if (c.source && item.source && c.source->name == item.source->name) return &c;
  }
  return nullptr;
}

// The first refused item `item` depends on (transitively, within its source),
// or null. Asked only when something was refused, so a clean batch pays
// nothing; one graph a source, kept across the batch, so each item's tokens
// are read once however many closures pass through it.
class RefusedDependencies {
 public:
  RefusedDependencies(const std::vector<SourceCatalog>& catalogs,
                      const std::set<const discovery::CatalogItem*>& refused)
      : catalogs_(catalogs), refused_(refused) {}

  const discovery::CatalogItem* of(const OfferedItem& item) {
    const SourceCatalog* catalog = catalog_of(catalogs_, item);
    if (catalog == nullptr) return nullptr;
    auto it = graphs_.find(catalog);
    if (it == graphs_.end())
      it = graphs_
               .try_emplace(catalog, catalog->catalog.items, catalog->source->item_path.has_value())
               .first;
    const Closure closure = dependency_closure(it->second, {item.item});
    for (const discovery::CatalogItem* member : closure.order) {
      if (member != item.item && refused_.contains(member)) return member;
    }
    return nullptr;
  }

 private:
  const std::vector<SourceCatalog>& catalogs_;
  const std::set<const discovery::CatalogItem*>& refused_;
  std::map<const SourceCatalog*, DependencyGraph> graphs_;
};

std::string dependent_refusal_text(const OfferedItem& item, const discovery::CatalogItem& dep) {
  const std::string dep_key =
      store::manifest_key(dep.kind, namespacing::EffectiveName{item.prefix, dep.bare_name}.str());
  return "refused " + shown_name(item.manifest_key()) + ": it depends on " + shown_name(dep_key) +
         ", which the managed policy refused";
}

}  // namespace

void admit_by_policy(Session& session, const std::vector<SourceCatalog>& catalogs,
                     std::vector<const OfferedItem*>& ordered, bool batch) {
  if (!session.policy) return;
  std::vector<const OfferedItem*> kept;
  std::vector<std::string> refused_lines;
  std::set<const discovery::CatalogItem*> refused;
  for (const OfferedItem* o : ordered) {
    const std::string key = o->manifest_key();
    if (installed_record(session.manifest, *o) != nullptr) {
      kept.push_back(o);
      continue;
    }
    if (o->source != nullptr && !source_allowed(session, *o->source)) {
      if (!batch) {
        throw policy_error(session, ErrorKind::source_not_allowed, "sources.allow",
                           "learn of " + shown_name(key) + " is refused: its source '" +
                               shown_name(o->source->name) + "' matches no `allow` pattern");
      }
      refused_lines.push_back(disallowed_source_line(session, key, "learn"));
      refused.insert(o->item);
      continue;
    }
    const ReviewVerdict verdict = review_item(session, *o->item);
    if (verdict.refused) {
      if (!batch) throw review_refusal(session, key, *verdict.refused);
      refused_lines.push_back(review_refusal_text(session, key, *verdict.refused));
      refused.insert(o->item);
      continue;
    }
    if (!verdict.warned.empty())
      session.warnings.push_back(review_warning_text(key, verdict.warned));
    kept.push_back(o);
  }
  if (!refused.empty()) {  // a dependent of a refused item is refused with it
    std::vector<const OfferedItem*> admitted;
    RefusedDependencies refused_dependency(catalogs, refused);
    for (const OfferedItem* o : kept) {
      const discovery::CatalogItem* dep = nullptr;
      if (installed_record(session.manifest, *o) == nullptr) dep = refused_dependency.of(*o);
      if (dep == nullptr) {
        admitted.push_back(o);
      } else {
        refused_lines.push_back(dependent_refusal_text(*o, *dep));
      }
    }
    kept = std::move(admitted);
  }
  // Bounded: the first few refused items each get their line, the rest one count.
  for (std::size_t i = 0; i < refused_lines.size() && i < kMaxNamedInReport; ++i) {
    session.warnings.push_back(refused_lines[i]);
  }
  if (refused_lines.size() > kMaxNamedInReport) {
    session.warnings.push_back("and " + std::to_string(refused_lines.size() - kMaxNamedInReport) +
                               " more item(s) refused by the managed policy");
  }
  ordered = std::move(kept);
}

}  // namespace mind::install

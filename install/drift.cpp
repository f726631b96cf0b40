#include "install/drift.hpp"

#include "store/content_hash.hpp"

namespace mind::install {

namespace {

bool same_names(const store::InstalledItem& record, const OfferedItem& offered) {
  return offered.item->kind == record.kind && offered.item->bare_name == record.bare_name &&
         offered.source->name == record.source;
}

}  // namespace

bool installed_as(const store::InstalledItem& record, const OfferedItem& offered) {
  if (record.plugin_recorded) return record.identity() == offered.identity();
  return same_names(record, offered) && offered.effective_name().str() == record.name;
}

const OfferedItem* find_by_identity(const std::vector<OfferedItem>& offered,
                                    const store::InstalledItem& record) {
  const OfferedItem* only = nullptr;
  std::size_t same_bare = 0;
  for (const OfferedItem& o : offered) {
    if (!same_names(record, o)) continue;
    if (installed_as(record, o)) return &o;
    only = &o;
    ++same_bare;
  }
  return !record.plugin_recorded && same_bare == 1 ? only : nullptr;
}

const store::InstalledItem* installed_record(const store::Manifest& manifest,
                                             const OfferedItem& offered) {
  const store::InstalledItem* record = manifest.find(offered.manifest_key());
  return record != nullptr && installed_as(*record, offered) ? record : nullptr;
}

Drift item_drift(const store::InstalledItem& record, const OfferedItem& offered) {
  Drift d;
  d.source_hash = store::hash_item_tree(
      offered.item->path, discovery::traits(offered.item->kind).shape, offered.item->ignore);
  d.effective_name = offered.effective_name().str();
  // Design decisions 1 and 12: a hash from an older walk or another algorithm
  // is never compared; it is recomputed (and recorded by the next write).
  d.rehash = !store::is_current_hash(record.hash);
  d.content = !d.rehash && d.source_hash != record.hash;
  d.renamed = d.effective_name != record.name;
  return d;
}

bool is_out_of_date(const store::MindPaths& paths, const store::Registry& registry,
                    const discovery::ScanOptions& scan, const store::InstalledItem& record) {
  const store::Source* source = registry.find(record.source);
  if (source == nullptr) return false;
  try {
    std::vector<std::string> ignored;
    const auto sc = scan_source_catalog(paths, *source, scan, ignored);
    if (!sc) return false;
    const std::vector<OfferedItem> offered = offered_items(*sc);
    const OfferedItem* match = find_by_identity(offered, record);
    return match != nullptr && item_drift(record, *match).any();
  } catch (const std::exception&) {
    return false;
  }
}

}  // namespace mind::install

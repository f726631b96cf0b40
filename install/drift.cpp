#include "install/drift.hpp"

#include "store/content_hash.hpp"
#include "store/plugin_root.hpp"

namespace mind::install {

namespace {

bool same_names(const store::InstalledItem& record, const OfferedItem& offered) {
  return offered.item->kind == record.kind && offered.item->bare_name == record.bare_name &&
         offered.source->name == record.source;
}

std::string names_key(const std::string& source, discovery::Kind kind, const std::string& bare) {
  std::string key = source;
  key += '\0';
  key += discovery::kind_word(kind);
  key += '\0';
  key += bare;
  return key;
}

}  // namespace

bool installed_as(const store::InstalledItem& record, const OfferedItem& offered) {
  if (record.plugin_recorded) return record.identity() == offered.identity();
  return same_names(record, offered) && offered.effective_name().str() == record.name;
}

OfferedIndex::OfferedIndex(const std::vector<OfferedItem>& offered) {
  by_names_.reserve(offered.size());
  for (const OfferedItem& o : offered) {
    by_names_[names_key(o.source->name, o.item->kind, o.item->bare_name)].push_back(&o);
  }
}

const OfferedItem* OfferedIndex::find_by_identity(const store::InstalledItem& record) const {
  const auto found = by_names_.find(names_key(record.source, record.kind, record.bare_name));
  if (found == by_names_.end()) return nullptr;
  const std::vector<const OfferedItem*>& same_bare = found->second;  // in catalog order
  for (const OfferedItem* o : same_bare) {
    if (installed_as(record, *o)) return o;
  }
  return !record.plugin_recorded && same_bare.size() == 1 ? same_bare.front() : nullptr;
}

const OfferedItem* find_by_identity(const std::vector<OfferedItem>& offered,
                                    const store::InstalledItem& record) {
  return OfferedIndex(offered).find_by_identity(record);
}

const store::InstalledItem* installed_record(const store::Manifest& manifest,
                                             const OfferedItem& offered) {
  const store::InstalledItem* record = manifest.find(offered.manifest_key());
  return record != nullptr && installed_as(*record, offered) ? record : nullptr;
}

Drift item_drift(const store::InstalledItem& record, const OfferedItem& offered) {
  Drift d;
  d.source_hash =
      store::hash_item_tree(offered.item->path, discovery::traits(offered.item->kind).shape,
                            offered.item->ignore, offered.item->scanned_file.get());
  d.effective_name = offered.effective_name().str();
  // Design decisions 1 and 12: a hash from an older walk or another algorithm
  // is never compared; it is recomputed (and recorded by the next write).
  d.rehash = !store::is_current_hash(record.hash);
  d.content = !d.rehash && d.source_hash != record.hash;
  d.renamed = d.effective_name != record.name;
  const discovery::CatalogItem& item = *offered.item;
  if (record.plugin_root_hash && item.plugin && !item.plugin_dir.empty()) {
    try {
      std::string now = store::hash_plugin_tree(item.plugin_dir, *item.plugin);
      d.plugin_root = now != *record.plugin_root_hash;
      if (d.plugin_root) d.plugin_root_hash = std::move(now);
    } catch (const std::exception&) {
      d.plugin_root = true;  // upgrade's copy then says why it cannot be made
    }
    d.content = d.content || d.plugin_root;
  }
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

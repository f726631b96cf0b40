#include "install/unguarded_scan.hpp"

#include <vector>

#include "discovery/capped_read.hpp"
#include "install/item_files.hpp"
#include "namespacing/unguarded_references.hpp"

namespace mind::install {

std::optional<std::string> unguarded_reference_warning(
    const discovery::CatalogItem& item, std::string_view item_label, std::string_view prefix,
    std::span<const namespacing::Sibling> siblings) {
  if (prefix.empty()) return std::nullopt;  // NS-23: bare mentions are then correct
  // Every file the item installs, read as `review` reads it: the one capped reader.
  std::vector<namespacing::UnguardedReference> refs;  // first mention first
  for_each_item_file(item, discovery::kDefaultMetadataCap, [&](const ItemFile& file) {
    if (!file.text) return;  // over the cap, binary or unreadable: not prose
    namespacing::merge_unguarded_references(
        refs, namespacing::find_unguarded_references(*file.text, siblings, item.bare_name));
  });
  if (refs.empty()) return std::nullopt;
  return namespacing::unguarded_reference_message(item_label, prefix, refs);
}

}  // namespace mind::install

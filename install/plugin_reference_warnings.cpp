#include "install/plugin_reference_warnings.hpp"

#include <algorithm>
#include <map>
#include <utility>

#include "core/sanitize.hpp"
#include "discovery/capped_read.hpp"
#include "install/plugin_reference_edges.hpp"
#include "install/sources/sibling_set.hpp"
#include "namespacing/unguarded_references.hpp"

namespace mind::install {
namespace {

struct Dangling {
  std::vector<std::string> absent;       // `'p:x' (agent:p:x)`: offered, not installed
  std::vector<std::string> not_offered;  // `'p:x'`: no item of the plugin
  std::string first_absent_key;          // what the remedy names
};

void add_once(std::vector<std::string>& list, std::string entry) {
  if (std::find(list.begin(), list.end(), entry) == list.end()) list.push_back(std::move(entry));
}

Dangling dangling_of(const OfferedItem& o, const std::vector<namespacing::Sibling>& siblings,
                     const store::Manifest& manifest) {
  Dangling d;
  for (const PluginReferenceEdge& e :
       plugin_reference_edges(*o.item, siblings, manifest, discovery::kDefaultMetadataCap)) {
    const std::string shown = "'" + shown_name(e.written) + "'";
    if (!e.target) {
      add_once(d.not_offered, shown);
      continue;
    }
    if (e.installed) continue;
    if (d.first_absent_key.empty()) d.first_absent_key = *e.target;
    add_once(d.absent, shown + " (" + shown_name(*e.target) + ")");
  }
  return d;
}

std::string bounded(const std::vector<std::string>& names) {
  std::string out;
  const std::size_t shown = std::min(names.size(), namespacing::kMaxListedReferences);
  for (std::size_t i = 0; i < shown; ++i) out += (i == 0 ? "" : ", ") + names[i];
  if (names.size() > shown) out += " and " + std::to_string(names.size() - shown) + " more";
  return out;
}

std::string message(const OfferedItem& o, const Dangling& d) {
  std::string text = sanitize_display(o.manifest_key()) + " names ";
  if (!d.absent.empty()) text += bounded(d.absent) + ", not installed";
  if (!d.absent.empty() && !d.not_offered.empty()) text += ", and ";
  if (!d.not_offered.empty()) {
    text += bounded(d.not_offered) + ", which plugin '" + shown_name(*o.item->plugin) +
            "' does not offer";
  }
  text += "; installed, these references point at nothing";
  if (!d.first_absent_key.empty()) {
    text += " (`mind learn " + shown_name(d.first_absent_key) + "` installs the first)";
  }
  return text;
}

}  // namespace

std::vector<std::string> plugin_reference_warnings(std::span<const InstalledBatch> batches,
                                                   const store::Manifest& manifest,
                                                   const std::vector<std::string>& touched) {
  std::vector<std::string> lines;
  std::size_t more = 0;
  // The siblings of a plugin, built once per catalog and plugin (not per item).
  std::map<std::pair<const SourceCatalog*, std::string>, std::vector<namespacing::Sibling>>
      siblings;
  for (const InstalledBatch& batch : batches) {
    for (const OfferedItem& o : *batch.offered) {
      if (!o.item->plugin) continue;
      if (std::find(touched.begin(), touched.end(), o.manifest_key()) == touched.end()) continue;
      const auto catalog =
          std::find_if(batch.catalogs->begin(), batch.catalogs->end(),
                       [&](const auto& c) { return c.source->name == o.source->name; });
      if (catalog == batch.catalogs->end()) continue;
      auto [set, fresh] = siblings.try_emplace({&*catalog, *o.item->plugin});
      if (fresh) set->second = sibling_set(*catalog, o.item->plugin);
      const Dangling d = dangling_of(o, set->second, manifest);
      if (d.absent.empty() && d.not_offered.empty()) continue;
      if (lines.size() < kMaxPluginReferenceLines) {
        lines.push_back(message(o, d));
      } else {
        ++more;
      }
    }
  }
  if (more > 0) {
    lines.push_back(std::to_string(more) +
                    " more items name plugin items that are not installed or not offered; "
                    "`mind review` lists them");
  }
  return lines;
}

}  // namespace mind::install

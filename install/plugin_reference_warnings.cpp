#include "install/plugin_reference_warnings.hpp"

#include <algorithm>

#include "core/sanitize.hpp"
#include "discovery/capped_read.hpp"
#include "install/item_files.hpp"
#include "install/sources/sibling_set.hpp"
#include "namespacing/expansion_gate.hpp"
#include "namespacing/plugin_references.hpp"
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
  const discovery::CatalogItem& item = *o.item;
  for_each_item_file(item, discovery::kDefaultMetadataCap, [&](const ItemFile& file) {
    if (!file.text || namespacing::admit_file(item.kind, file.item_path, item.expand) ==
                          namespacing::Admission::copied) {
      return;  // only what the install rewrites
    }
    for (const auto& ref : namespacing::find_plugin_references(*file.text, *item.plugin)) {
      const std::string shown = "'" + shown_name(*item.plugin + ":" + ref.name) + "'";
      const namespacing::Sibling* target = namespacing::plugin_reference_target(siblings, ref);
      if (target == nullptr) {
        if (ref.form != namespacing::ReferenceForm::prose) add_once(d.not_offered, shown);
        continue;
      }
      const std::string key = store::manifest_key(target->kind, target->effective_name);
      if (manifest.find(key) != nullptr) continue;
      if (d.first_absent_key.empty()) d.first_absent_key = key;
      add_once(d.absent, shown + " (" + shown_name(key) + ")");
    }
  });
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

std::vector<std::string> plugin_reference_warnings(const std::vector<SourceCatalog>& catalogs,
                                                   const std::vector<OfferedItem>& offered,
                                                   const store::Manifest& manifest,
                                                   const std::vector<std::string>& touched) {
  std::vector<std::string> lines;
  std::size_t more = 0;
  for (const OfferedItem& o : offered) {
    if (!o.item->plugin) continue;
    if (std::find(touched.begin(), touched.end(), o.manifest_key()) == touched.end()) continue;
    const auto catalog = std::find_if(catalogs.begin(), catalogs.end(), [&](const auto& c) {
      return c.source->name == o.source->name;
    });
    if (catalog == catalogs.end()) continue;
    const Dangling d = dangling_of(o, sibling_set(*catalog, o.item->plugin), manifest);
    if (d.absent.empty() && d.not_offered.empty()) continue;
    if (lines.size() < kMaxPluginReferenceLines) {
      lines.push_back(message(o, d));
    } else {
      ++more;
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

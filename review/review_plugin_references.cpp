#include "review/review_plugin_references.hpp"

#include <algorithm>

#include "core/sanitize.hpp"
#include "namespacing/expansion_gate.hpp"
#include "namespacing/plugin_references.hpp"
#include "namespacing/unguarded_references.hpp"

namespace mind::review {

PluginReferenceCheck::PluginReferenceCheck(const ReviewScope& scope) {
  for (std::size_t i = 0; i < scope.catalog.items.size(); ++i) {
    const discovery::CatalogItem& item = scope.catalog.items[i];
    if (item.plugin) by_plugin_[*item.plugin].push_back(scope.siblings[i]);
  }
}

void PluginReferenceCheck::check_file(const ReviewScope& scope, std::size_t index,
                                      const install::ItemFile& file,
                                      std::vector<Finding>& out) const {
  const discovery::CatalogItem& item = scope.catalog.items[index];
  if (!item.plugin || !file.text) return;
  // Only what install rewrites: markdown and workflow files (NS-53, WF-25).
  if (namespacing::admit_file(item.kind, file.item_path, item.expand) ==
      namespacing::Admission::copied) {
    return;
  }
  const auto siblings = by_plugin_.find(*item.plugin);
  if (siblings == by_plugin_.end()) return;
  const std::vector<namespacing::PluginReference> refs =
      namespacing::unresolved_plugin_references(*file.text, *item.plugin, siblings->second);
  if (refs.empty()) return;
  std::vector<std::string> names;
  for (const namespacing::PluginReference& r : refs) {
    std::string shown = *item.plugin + ":" + r.name;
    if (std::find(names.begin(), names.end(), shown) == names.end()) names.push_back(shown);
  }
  std::string list;
  for (std::size_t i = 0; i < names.size() && i < namespacing::kMaxListedReferences; ++i) {
    list += (i == 0 ? "'" : ", '") + shown_name(names[i]) + "'";
  }
  if (names.size() > namespacing::kMaxListedReferences) {
    list += " and " + std::to_string(names.size() - namespacing::kMaxListedReferences) + " more";
  }
  out.push_back(make_finding(
      Severity::advisory, "plugin-reference",
      scope.label(index) + " names " + list + ", which plugin '" + shown_name(*item.plugin) +
          "' does not offer; installed, the reference points at nothing (add the item to the "
          "plugin, or name one it ships)",
      file.source_path, static_cast<std::uint32_t>(refs.front().line)));
}

}  // namespace mind::review

#include "namespacing/plugin_staging.hpp"

#include "namespacing/plugin_names.hpp"
#include "namespacing/plugin_references.hpp"
#include "namespacing/workflow_meta_rename.hpp"

namespace mind::namespacing {
namespace {

// The item's own installed name, from the sibling set the caller built.
std::optional<std::string> own_effective_name(const discovery::CatalogItem& item,
                                              const ExpansionScope& scope) {
  for (const Sibling& s : scope.siblings) {
    if (s.kind == item.kind && s.bare_name == item.bare_name) return s.effective_name;
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> stage_plugin_names(std::string_view text,
                                              const discovery::CatalogItem& item,
                                              const ExpansionScope& scope, bool item_file) {
  if (!item.plugin) return std::nullopt;
  PluginRewrite rewrite = rewrite_plugin_references(text, *item.plugin, scope.siblings);
  if (item_file && takes_meta_name(item)) {
    // A literal the reader cannot point at stays as written; `learn` then
    // reports the name the harness reads (WF-24) instead of mind guessing.
    const std::optional<std::string> name = own_effective_name(item, scope);
    if (name) {
      if (auto renamed = rename_workflow_meta(rewrite.text, *name)) {
        rewrite.text = std::move(*renamed);
        rewrite.changed = true;
      }
    }
  }
  if (!rewrite.changed) return std::nullopt;
  return std::move(rewrite.text);
}

}  // namespace mind::namespacing

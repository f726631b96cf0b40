#include "install/plugin_reference_edges.hpp"

#include <algorithm>

#include "install/item_files.hpp"
#include "namespacing/expansion_gate.hpp"

namespace mind::install {

using namespacing::ReferenceForm;

std::vector<PluginReferenceEdge> plugin_reference_edges(
    const discovery::CatalogItem& item, std::span<const namespacing::Sibling> siblings,
    const store::Manifest& manifest, std::uint64_t cap) {
  std::vector<PluginReferenceEdge> edges;
  if (!item.plugin) return edges;
  for_each_item_file(item, cap, [&](const ItemFile& file) {
    if (!file.text || namespacing::admit_file(item.kind, file.item_path, item.expand) ==
                          namespacing::Admission::copied) {
      return;  // only what the install rewrites: a copied file keeps its text
    }
    for (const auto& ref : namespacing::find_plugin_references(*file.text, *item.plugin)) {
      const std::string written = *item.plugin + ":" + ref.name;
      const auto seen = std::find_if(edges.begin(), edges.end(), [&](const auto& e) {
        return e.form == ref.form && e.written == written;
      });
      if (seen != edges.end()) continue;
      const namespacing::Sibling* sibling = namespacing::plugin_reference_target(siblings, ref);
      if (sibling == nullptr && ref.form == ReferenceForm::prose) continue;  // not a reference
      PluginReferenceEdge e{written, ref.form, file.source_path, ref.line, std::nullopt, false};
      if (sibling != nullptr) {
        e.target = store::manifest_key(sibling->kind, sibling->effective_name);
        e.installed = manifest.find(*e.target) != nullptr;
      }
      edges.push_back(std::move(e));
    }
  });
  return edges;
}

std::string_view reference_form_id(ReferenceForm form) {
  switch (form) {
    case ReferenceForm::agent_key:
      return "agent-key";
    case ReferenceForm::workflow_call:
      return "workflow-call";
    case ReferenceForm::skill_call:
      return "skill-call";
    case ReferenceForm::slash:
      return "slash";
    case ReferenceForm::prose:
      break;
  }
  return "prose";
}

std::string_view reference_form_text(ReferenceForm form) {
  switch (form) {
    case ReferenceForm::agent_key:
      return "agent";
    case ReferenceForm::workflow_call:
      return "workflow()";
    case ReferenceForm::skill_call:
      return "Skill()";
    case ReferenceForm::slash:
      return "slash command";
    case ReferenceForm::prose:
      break;
  }
  return "prose";
}

}  // namespace mind::install

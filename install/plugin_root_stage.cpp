#include "install/plugin_root_stage.hpp"

#include "namespacing/expansion_gate.hpp"
#include "namespacing/plugin_root_text.hpp"

namespace mind::install {

std::optional<std::string> expand_plugin_root(std::string_view text, std::string_view gate_path,
                                              const discovery::CatalogItem& item,
                                              const PluginRootText& root) {
  if (!root || !item.plugin) return std::nullopt;
  if (namespacing::admit_file(item.kind, gate_path, item.expand) ==
      namespacing::Admission::copied) {
    return std::nullopt;
  }
  if (!namespacing::mentions_plugin_root(text)) return std::nullopt;
  const std::optional<std::string> path = root();
  if (!path) return std::nullopt;
  return namespacing::substitute_plugin_root(text, *path);
}

}  // namespace mind::install

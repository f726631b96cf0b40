#include "install/sources/sibling_set.hpp"

#include "namespacing/agent_link_name.hpp"
#include "namespacing/plugin_names.hpp"

namespace mind::install {
namespace fs = std::filesystem;

std::optional<std::string> resolve_tool_bin(const discovery::CatalogItem& tool) {
  if (tool.kind != discovery::Kind::tool) return std::nullopt;
  if (tool.bin && !tool.bin->empty()) {
    std::string_view bin = *tool.bin;
    while (bin.starts_with("./")) bin.remove_prefix(2);
    return std::string(bin);
  }
  std::error_code ec;
  if (fs::is_regular_file(fs::symlink_status(tool.path / tool.bare_name, ec))) {
    return tool.bare_name;
  }
  return std::nullopt;
}

std::vector<namespacing::Sibling> sibling_set(const SourceCatalog& catalog,
                                              const std::optional<std::string>& plugin) {
  std::vector<namespacing::Sibling> siblings;
  const auto offered = plugin_offered_items(catalog, plugin);  // not all, per plugin
  siblings.reserve(offered.size());
  for (const OfferedItem& o : offered) {
    const discovery::CatalogItem& item = *o.item;
    siblings.push_back({item.kind, item.bare_name, o.effective_name().str(),
                        namespacing::agent_link_name(item), resolve_tool_bin(item),
                        item.plugin ? namespacing::plugin_local_name(item) : std::string()});
  }
  return siblings;
}

}  // namespace mind::install

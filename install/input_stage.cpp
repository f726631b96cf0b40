#include "install/input_stage.hpp"

#include <span>
#include <vector>

#include "core/path_text.hpp"
#include "install/item_stage.hpp"
#include "install/plugin_roots.hpp"
#include "namespacing/agent_link_name.hpp"

namespace mind::install {

std::string tmp_area_path(const store::MindPaths& paths, std::string_view area,
                          discovery::Kind kind, std::string_view name) {
  std::string rel = ".tmp/";
  rel.append(area).append("/").append(discovery::kind_word(kind)).append("/").append(name);
  return path_join(paths.root.native(), rel);
}

StagingInput staging_input(const InstallInput& input) {
  return {input.item,     input.effective_name, &input.source_name,
          input.siblings, &input.home,          input.plugin_roots};
}

std::string stage_input(const store::MindPaths& paths, const StagingInput& input,
                        KnownDirectories& dirs, const std::string& staging) {
  const discovery::CatalogItem& item = *input.item;
  dirs.make_parent_of(staging);  // a stale copy there is replaced by stage_item
  std::vector<namespacing::Sibling> alone;
  if (input.siblings == nullptr) {
    alone.push_back({item.kind, item.bare_name, input.effective_name,
                     namespacing::agent_link_name(item), item.bin});
  }
  const std::string store_root = path_join(paths.root.native(), "store");
  const namespacing::ExpansionScope scope{
      input.siblings != nullptr ? std::span<const namespacing::Sibling>(*input.siblings)
                                : std::span<const namespacing::Sibling>(alone),
      item.kind, item.bare_name, store_root,
      input.home != nullptr ? std::string_view(*input.home) : std::string_view()};
  const std::string label =
      std::string(discovery::kind_word(item.kind)) + ":" + input.effective_name;
  const KnownDirectories::At at = dirs.at(staging);
  const KnownDirectories::At source = dirs.read_at(item.path.native());
  // Issue 44: what `${CLAUDE_PLUGIN_ROOT}` becomes, asked only of a file that names it.
  const PluginRootText plugin_root = [&]() -> std::optional<std::string> {
    if (input.plugin_roots == nullptr) return std::nullopt;
    return input.plugin_roots->text_for(paths, item);
  };
  return stage_item({staging, at.dir, at.name, source.dir, source.name}, item, scope,
                    {label, input.source_name != nullptr ? std::string_view(*input.source_name)
                                                         : std::string_view()},
                    plugin_root);
}

}  // namespace mind::install

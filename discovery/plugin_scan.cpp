#include "discovery/plugin_scan.hpp"

#include <map>

#include "core/bounded_list.hpp"
#include "core/sanitize.hpp"
#include "discovery/capped_read.hpp"
#include "discovery/confined_link.hpp"
#include "discovery/convention_scan.hpp"
#include "discovery/plugin_hooks_check.hpp"
#include "discovery/shadowed_items.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;

namespace {

void append(std::optional<std::vector<std::string>>& to,
            const std::optional<std::vector<std::string>>& from) {
  if (!from) return;
  if (!to) to.emplace();
  to->insert(to->end(), from->begin(), from->end());
}

// An in-repo entry's plugin: the name Claude Code gives its items and its
// components.
struct EntryPlugin {
  // Claude Code names a plugin's items after its own plugin.json `name`, not the
  // marketplace entry's (measured with 2.1.334: entry `neon-postgres` whose
  // plugin.json says `neon` loads `neon:neon-postgres`; the same on three more
  // marketplaces); the entry's name where the plugin has no plugin.json.
  std::string name;
  ComponentPaths components;
};

// An in-repo entry's components: its own plugin.json (when it has one) and the
// keys the marketplace entry itself sets, together.
// nullopt: the plugin.json is invalid, and Claude Code refuses to install the plugin.
std::optional<EntryPlugin> entry_plugin(ItemBuilder& builder, const fs::path& root,
                                        const MarketplaceEntry& entry) {
  EntryPlugin plugin{entry.name, {}};
  ComponentPaths& c = plugin.components;
  const fs::path file = root / ".claude-plugin" / "plugin.json";
  if (is_real_directory(root / ".claude-plugin") && is_real_file(file)) {
    const auto parsed =
        parse_plugin_manifest(read_metadata_file(file, builder.options().metadata_cap));
    if (parsed.manifest) {
      c = parsed.manifest->components;
      const std::string own = sanitize_display(parsed.manifest->name);
      if (!own.empty()) plugin.name = own;
    } else {
      builder.warn("plugin '" + entry.name + "' is not offered: '" + builder.display_path(file) +
                   "': " + *parsed.error + " (Claude Code refuses to install it too)");
      return std::nullopt;
    }
  }
  append(c.agents, entry.components.agents);
  append(c.commands, entry.components.commands);
  c.hook_files.insert(c.hook_files.end(), entry.components.hook_files.begin(),
                      entry.components.hook_files.end());
  c.inline_hooks.insert(c.inline_hooks.end(), entry.components.inline_hooks.begin(),
                        entry.components.inline_hooks.end());
  c.inline_mcp_servers += entry.components.inline_mcp_servers;
  return plugin;
}

// Issue 43: Claude Code loads one SKILL.md once, under the first entry that
// lists it ("Skipping duplicate plugin skill 'p1:a' — .../SKILL.md already
// loaded as 'p0:a'"), while each entry still loads its own copy of an agent
// or a command. A later entry's skill at the same path is not offered.
class SharedSkills {
 public:
  bool first(const CatalogItem& item, const std::string& entry) {
    if (item.kind != Kind::skill) return true;
    const auto [it, fresh] = first_entry_.emplace(item.path, entry);
    if (!fresh)
      skipped_.push_back(sanitize_display(entry) + ":" + sanitize_display(item.bare_name));
    return fresh;
  }
  void note(ItemBuilder& builder) const {
    if (skipped_.empty()) return;
    builder.catalog().notes.push_back(
        std::to_string(skipped_.size()) +
        " skill(s) listed again by a later marketplace entry offered once, under the first "
        "entry that lists each (as Claude Code loads them): " +
        bounded_list(skipped_) + " not offered again");
  }

 private:
  std::map<fs::path, std::string> first_entry_;
  std::vector<std::string> skipped_;
};

}  // namespace

void scan_plugin(ItemBuilder& builder, const ComponentPaths& components, const std::string& name,
                 std::vector<CatalogItem>& out) {
  ConventionLayout layout;
  layout.plugin = true;
  layout.plugin_name = name;
  layout.components = &components;
  std::vector<CatalogItem> items;
  scan_convention_root(builder, builder.root(), layout, items);
  if (std::string w = drop_shadowed_items(name, items); !w.empty()) builder.warn(std::move(w));
  out.insert(out.end(), std::make_move_iterator(items.begin()),
             std::make_move_iterator(items.end()));
}

void scan_marketplace(ItemBuilder& builder, const MarketplaceManifest& manifest, bool own_items,
                      std::vector<CatalogItem>& out) {
  SharedSkills shared;
  for (const MarketplaceEntry& entry : manifest.plugins) {
    if (entry.external) {  // MKT-7: a nested source, melded by the super-source issue
      NestedSource nested;
      nested.spec = entry.source;
      nested.namespace_ = entry.name;
      // The marketplace digest: the entry's ref is validated, not applied as a pin.
      if (entry.subdir) nested.roots = std::vector<std::string>{*entry.subdir};
      nested.from_marketplace = true;
      builder.catalog().nested_sources.push_back(std::move(nested));
      continue;
    }
    if (!own_items) continue;  // MKT-15: suppressed by an own-item directive
    // MKT-14: scanned in place; a root that is missing is skipped silently. One
    // reached through a symlink is followed when its target stays inside the
    // source, as Claude Code follows it (issue 43); otherwise skipped, warned.
    const fs::path normal = fs::path(entry.source).lexically_normal();
    const bool at_root = normal.empty() || normal == "." || normal == "./";
    fs::path root = at_root ? builder.root() : builder.root() / normal;
    if (!at_root && has_symlink_component(builder.root(), normal.generic_string())) {
      LinkTarget target = confined_link_target(builder.root(), root);
      if (target.path.empty()) {
        builder.warn(refused_links_warning(
            sanitize_display(entry.name),
            {refused_link_entry(builder.display_path(root), target.refusal)}));
        continue;
      }
      root = std::move(target.path);
    }
    if (!is_real_directory(root)) continue;
    const std::optional<EntryPlugin> plugin = entry_plugin(builder, root, entry);
    if (!plugin) continue;
    if (auto refusal = refused_plugin_hooks(builder, root, &plugin->components)) {  // issue 35
      builder.warn(refused_plugin_warning(entry.name, *refusal));
      continue;
    }
    ConventionLayout layout;
    layout.plugin = true;
    layout.plugin_name = plugin->name;
    if (!entry.skills.empty()) layout.skill_dirs = entry.skills;
    layout.components = &plugin->components;
    std::vector<CatalogItem> items;
    scan_convention_root(builder, root, layout, items);
    if (std::string w = drop_shadowed_items(plugin->name, items); !w.empty()) {
      builder.warn(std::move(w));
    }
    const bool prefixed = usable_plugin_prefix(plugin->name, /*marketplace_entry=*/true);
    for (CatalogItem& item : items) {
      if (!shared.first(item, plugin->name)) continue;
      if (prefixed) item.marketplace_entry = plugin->name;  // MKT-8
      item.plugin = plugin->name;                           // design decision 8
      item.plugin_dir = root;                               // issue 44
      out.push_back(std::move(item));
    }
  }
  shared.note(builder);
}

}  // namespace mind::discovery

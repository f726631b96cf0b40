#include "discovery/scan.hpp"

#include <algorithm>
#include <map>
#include <set>
#include <system_error>

#include "core/bounded_list.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/convention_scan.hpp"
#include "discovery/declared_scan.hpp"
#include "discovery/glob.hpp"
#include "discovery/item_builder.hpp"
#include "discovery/link_scan.hpp"
#include "discovery/mind_toml.hpp"
#include "discovery/name_safety.hpp"
#include "discovery/plugin_hooks_check.hpp"
#include "discovery/plugin_manifest.hpp"
#include "discovery/plugin_scan.hpp"
#include "discovery/scan_roots.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;
namespace {

std::optional<MindToml> load_mind_toml(const fs::path& root, std::uint64_t cap) {
  const fs::path file = root / "mind.toml";
  if (!is_real_file(file)) return std::nullopt;  // DSC-36; a symlinked mind.toml is not read
  MindTomlParse parsed = parse_mind_toml(read_metadata_file(file, cap));
  if (parsed.error) {
    const std::string where =
        "mind.toml" + (parsed.error->line ? ":" + std::to_string(parsed.error->line) : "");
    throw Error(parsed.error->kind, where + ": " + parsed.error->message,
                {"fix " + where + " in the source (see docs/mind-toml.md)"});
  }
  return std::move(parsed.toml);
}

// DSC-40: a source needing a newer mind fails every scanning verb.
void check_version(const MindToml& toml, const ScanOptions& options) {
  if (!toml.min_mind_version) return;
  if (compare_versions(*toml.min_mind_version, options.running_version) > 0) {
    throw Error(ErrorKind::incompatible_version,
                "the source needs mind " + sanitize_display(*toml.min_mind_version) +
                    " or newer (mind.toml [source].min-mind-version); this mind (" +
                    std::string(kMindVersion) + ") accepts sources whose min-mind-version is " +
                    sanitize_display(options.running_version) + " or lower",
                {"upgrade mind, or meld a release of the source made for mind " +
                 sanitize_display(options.running_version)});
  }
}

void apply_source_metadata(const MindToml& toml, Catalog& c) {
  c.has_mind_toml = true;
  c.description = sanitized_nonblank(toml.description);
  c.declared_namespace = toml.namespace_;
  c.pin = toml.pin;
  c.source_ignore = toml.ignore;
  c.hooks = toml.hooks;
  c.install_hook = toml.install_hook;
  c.nested_sources = toml.sources;
}

// Design decision 9: a scan root below the source root that is itself a
// Claude plugin (a marketplace `git-subdir` entry's folder, or a `--root`
// naming one) is read the way Claude Code loads that plugin: its manifest's
// component paths, its name as the plugin part of identity (decision 8).
std::optional<PluginManifest> plugin_at(const ItemBuilder& b, const fs::path& dir,
                                        const std::string& rel) {
  if (dir == b.root() || !is_real_directory(dir / ".claude-plugin") ||
      !is_real_file(dir / ".claude-plugin/plugin.json")) {
    return std::nullopt;
  }
  auto parsed = parse_plugin_manifest(
      read_metadata_file(dir / ".claude-plugin/plugin.json", b.options().metadata_cap));
  if (parsed.error) {
    throw Error(
        ErrorKind::plugin_manifest,
        (fs::path(rel) / ".claude-plugin/plugin.json").generic_string() + ": " + *parsed.error,
        {"fix the manifest in the source, or add a mind.toml that lists the items"});
  }
  return std::move(parsed.manifest);
}

// One scan root in a convention layout, or, where the root is itself a
// Claude plugin (decision 9), as that plugin: its component paths, its name
// as the items' plugin and its folder as their ${CLAUDE_PLUGIN_ROOT}.
// Returns whether it was a plugin.
bool scan_root_folder(ItemBuilder& b, const ScanRoot& r, ConventionLayout layout,
                      std::vector<CatalogItem>& items) {
  const std::optional<PluginManifest> plugin = plugin_at(b, r.dir, r.rel);
  if (plugin) {
    layout.plugin = true;
    layout.plugin_name = plugin->name;
    layout.components = &plugin->components;
  }
  scan_convention_root(b, r.dir, layout, items);
  if (plugin && !plugin->name.empty()) {
    for (CatalogItem& item : items) {
      item.plugin = plugin->name;
      item.plugin_dir = r.dir;  // issue 44: its ${CLAUDE_PLUGIN_ROOT}
    }
  }
  return plugin.has_value();
}

void scan_convention(ItemBuilder& b, const std::vector<std::string>& roots, bool flat,
                     std::vector<CatalogItem>& out, bool command_folders = false) {
  std::map<std::pair<Kind, std::string>, std::string> seen;
  const std::vector<ScanRoot> resolved = resolve_roots(b.root(), roots);
  for (const ScanRoot& r : resolved) {
    const std::string& rel = r.rel;
    std::vector<CatalogItem> items;
    if (r.category_kind) {
      scan_convention_root(b, r.dir, category_layout(r), items);
    } else {
      ConventionLayout layout;
      layout.flat_skills = flat;
      layout.command_folders = command_folders;
      scan_root_folder(b, r, layout, items);
    }
    for (const CatalogItem& item : items) {
      auto [it, fresh] = seen.emplace(std::pair{item.kind, item.bare_name}, rel);
      if (!fresh) {  // DSC-53
        throw Error(ErrorKind::duplicate_item,
                    std::string(kind_word(item.kind)) + " " + in_quotes(item.bare_name) +
                        " appears under more than one scan root (" + in_quotes(it->second) +
                        " and " + in_quotes(rel) + ")",
                    {"narrow the roots with --root or [source].roots"});
      }
    }
    // Moved as a whole where it can be: a second growing copy of 10,000
    // items was most of a large scan's peak memory.
    if (out.empty()) {
      out = std::move(items);
      continue;
    }
    if (out.size() + items.size() > out.capacity()) {
      out.reserve(std::max(out.size() + items.size(), out.capacity() * 2));
    }
    for (CatalogItem& item : items) out.push_back(std::move(item));
  }
}

// DSC-84..87, MKT-17: each added root in both skill layouts, on top of the layer's
// items. A path the layer already offers keeps the layer's entry; among the
// added roots, the first (kind, path) wins silently; name clashes are DSC-85's.
void scan_added_roots(ItemBuilder& b, const std::vector<std::string>& roots,
                      std::vector<CatalogItem>& out) {
  std::set<std::pair<Kind, fs::path>> seen;
  for (const CatalogItem& item : out) seen.emplace(item.kind, item.path);
  const std::vector<ScanRoot> resolved = resolve_roots(b.root(), roots);
  for (const ScanRoot& r : resolved) {
    const fs::path& dir = r.dir;
    if (r.category_kind) {  // a category folder has the one layout
      std::vector<CatalogItem> items;
      scan_convention_root(b, dir, category_layout(r), items);
      for (CatalogItem& item : items) {
        if (seen.emplace(item.kind, item.path).second) out.push_back(std::move(item));
      }
      continue;
    }
    for (bool flat : {false, true}) {
      std::vector<CatalogItem> items;
      ConventionLayout layout;
      layout.flat_skills = flat;
      // issue 43: an added root that is a plugin is read as that plugin, once
      // (Claude Code names its items <plugin>:<name>; it has no flat skills)
      const bool plugin = scan_root_folder(b, r, layout, items);
      for (CatalogItem& item : items) {
        if (flat && item.kind != Kind::skill) continue;  // the second pass adds flat skills only
        if (seen.emplace(item.kind, item.path).second) out.push_back(std::move(item));
      }
      if (plugin) break;
    }
  }
}

// IGN-1, IGN-5, IGN-12: the item's declared ignore list, checked against its tree.
void apply_ignore(CatalogItem& item, const std::vector<std::string>& source_ignore) {
  if (!item.declared) item.ignore = source_ignore;  // a declared item resolved its own list
  auto ignores = [&](const std::string& rel, bool is_dir) {
    return ignored_by(item.ignore, rel, is_dir);
  };
  const char* anchor = item.kind == Kind::skill  ? "SKILL.md"
                       : item.kind == Kind::tool ? "TOOL.md"
                                                 : nullptr;
  if (anchor) {
    const std::string* p = ignores(anchor, false);
    if (p != nullptr && is_real_file(item.path / anchor)) {
      throw Error(ErrorKind::ignores_own_anchor,
                  std::string(kind_word(item.kind)) + " " + in_quotes(item.bare_name) +
                      ": ignore entry " + in_quotes(*p) + " excludes its own " + anchor,
                  {"remove the entry from the ignore list in mind.toml"});
    }
  }
  for (const std::string& e : item.expand) {
    if (const std::string* p = ignores(e, false)) {
      throw Error(ErrorKind::expands_ignored_file,
                  std::string(kind_word(item.kind)) + " " + in_quotes(item.bare_name) +
                      ": expand entry " + in_quotes(e) + " names a file ignore entry " +
                      in_quotes(*p) + " removes",
                  {"drop the file from `expand:` or from the ignore list"});
    }
  }
}

// DSC-53, DSC-34: one item per (kind, bare name); for a marketplace, per entry.
void check_unique(std::vector<CatalogItem>& items) {
  const auto before = [](const CatalogItem& a, const CatalogItem& b) {
    return std::tie(a.kind, a.bare_name, a.marketplace_entry, a.relative_path) <
           std::tie(b.kind, b.bare_name, b.marketplace_entry, b.relative_path);
  };
  // A convention scan lists each folder sorted, so its items usually arrive
  // in order: checked in one pass before paying for a sort of large records.
  if (!std::is_sorted(items.begin(), items.end(), before)) {
    std::sort(items.begin(), items.end(), before);
  }
  // Compacted in place (no second vector: the peak stays one catalog).
  std::size_t kept = 0;
  for (CatalogItem& item : items) {
    if (kept > 0) {
      CatalogItem& prev = items[kept - 1];
      if (prev.kind == item.kind && prev.bare_name == item.bare_name &&
          prev.marketplace_entry == item.marketplace_entry) {
        if (prev.relative_path == item.relative_path) {  // an [[items]] entry a glob also found
          if (item.declared) prev = std::move(item);
          continue;
        }
        throw Error(ErrorKind::duplicate_item,
                    std::string(kind_word(item.kind)) + " " + in_quotes(item.bare_name) +
                        " is offered twice, by " + in_quotes(prev.relative_path) + " and " +
                        in_quotes(item.relative_path),
                    {"rename one of them, or narrow the [discover] globs"});
      }
    }
    if (&items[kept] != &item) items[kept] = std::move(item);
    ++kept;
  }
  items.erase(items.begin() + static_cast<std::ptrdiff_t>(kept), items.end());
}

class SourceScan {
 public:
  SourceScan(const fs::path& root, const ScanOptions& options)
      : root_(root), options_(options), builder_(root, options, catalog_) {}

  Catalog run() {
    std::optional<MindToml> toml = load_mind_toml(root_, options_.metadata_cap);
    if (toml) {
      check_version(*toml, options_);
      apply_source_metadata(*toml, catalog_);
    }
    std::vector<CatalogItem> items;
    if (options_.link_path) {  // LNK-7, LNK-8: one item, no nested sources
      catalog_.nested_sources.clear();
      items.push_back(linked_item(builder_, *options_.link_path, options_.link_kind));
    } else if (toml && toml->authoritative()) {
      authoritative(*toml, items);
    } else {
      layered(toml ? &*toml : nullptr, items);
    }
    if (options_.add_roots && !options_.link_path)
      scan_added_roots(builder_, *options_.add_roots, items);
    std::erase_if(items, [](const CatalogItem& item) { return item.dropped; });  // DSC-98
    for (CatalogItem& item : items) apply_ignore(item, catalog_.source_ignore);
    check_unique(items);
    set_prefixes(items);
    catalog_.items = std::move(items);
    if (!catalog_.skipped.empty()) {
      catalog_.notes.push_back(catalog_.skipped.note(options_.list_skipped));
    }
    return std::move(catalog_);
  }

 private:
  fs::path manifest(std::string_view name) const { return root_ / ".claude-plugin" / name; }
  bool has_manifest(std::string_view name) const {
    return is_real_directory(root_ / ".claude-plugin") && is_real_file(manifest(name));
  }

  void authoritative(const MindToml& toml, std::vector<CatalogItem>& items) {
    catalog_.origin = CatalogOrigin::mind_toml;
    scan_declared(builder_, toml, items);
    if (has_manifest("plugin.json") || has_manifest("marketplace.json")) {  // MKT-2
      note("the source uses an authoritative mind.toml; its .claude-plugin/ manifest is ignored");
    }
    // DSC-52, DSC-76
    if (options_.roots) note("--root is ignored: the source's mind.toml lists its items");
    if (options_.flat_skills) {
      note("--flat-skills is ignored: the source's mind.toml lists its items");
    }
  }

  void layered(const MindToml* toml, std::vector<CatalogItem>& items) {
    // Issue 43: a root holding both manifests is read as `claude plugin
    // marketplace add` reads it: a marketplace whose entries are the plugins.
    // The root plugin is one of them only where an entry's source is the root.
    const bool market = has_manifest("marketplace.json");
    const bool plugin = !market && has_manifest("plugin.json");
    note_copilot_marketplace();
    std::string suppressed_by;  // MKT-15
    if (options_.roots)
      suppressed_by = "--root";
    else if (options_.flat_skills)
      suppressed_by = "--flat-skills";
    else if (toml && toml->roots)
      suppressed_by = "[source].roots in mind.toml";
    else if (toml && toml->flat_skills)
      suppressed_by = "[source].flat-skills in mind.toml";

    if (plugin) {
      const auto parsed =
          parse_plugin_manifest(read_metadata_file(manifest("plugin.json"), options_.metadata_cap));
      if (parsed.error) throw manifest_error(*parsed.error, ".claude-plugin/plugin.json");
      if (suppressed_by.empty()) {
        catalog_.origin = CatalogOrigin::claude_plugin;
        catalog_.version = sanitized_nonblank(parsed.manifest->version);
        if (!catalog_.description)
          catalog_.description = sanitized_nonblank(parsed.manifest->description);
        const std::string& name = parsed.manifest->name;
        if (auto refusal = refused_plugin_hooks(builder_, root_, &parsed.manifest->components)) {
          builder_.warn(refused_plugin_warning(sanitize_display(name), *refusal));  // issue 35
          return;
        }
        catalog_.shape_notes.push_back("items read from .claude-plugin/plugin.json");
        if (usable_plugin_prefix(name, false)) plugin_prefix_ = name;  // MKT-5
        scan_plugin(builder_, parsed.manifest->components, name, items);
        if (!name.empty()) {
          for (CatalogItem& item : items) {
            item.plugin = name;       // design decision 8
            item.plugin_dir = root_;  // issue 44: its ${CLAUDE_PLUGIN_ROOT}
          }
        }
        return;
      }
    }
    if (market) {
      const auto parsed = parse_marketplace_manifest(
          read_metadata_file(manifest("marketplace.json"), options_.metadata_cap));
      if (parsed.error) throw manifest_error(*parsed.error, ".claude-plugin/marketplace.json");
      scan_marketplace(builder_, *parsed.manifest, suppressed_by.empty(), items);
      if (suppressed_by.empty()) {
        note_marketplace_read(*parsed.manifest);
        catalog_.origin = CatalogOrigin::claude_marketplace;
        return;
      }
    }
    if ((plugin || market) && !suppressed_by.empty()) {
      // Issue 43: a deliberate difference from Claude Code, which reads the
      // manifest; review names it beside the file it did read.
      std::string text = "the .claude-plugin/ manifest's own items are not used: " + suppressed_by +
                         " defines where the items are (Claude Code, given this repository, "
                         "reads the manifest instead)";
      catalog_.shape_notes.push_back(text);
      note(std::move(text));
    }
    std::vector<std::string> roots{"."};
    if (options_.roots)
      roots = *options_.roots;
    else if (toml && toml->roots)
      roots = *toml->roots;
    const bool flat = options_.flat_skills || (toml && toml->flat_skills);
    scan_convention(builder_, roots, flat, items);
    if (items.empty() && !options_.roots && !(toml && toml->roots)) project_setup(flat, items);
  }

  // Issue 44: a repository that publishes its Claude Code project setup keeps
  // its items in `.claude/{skills,agents,commands,workflows}`, where Claude
  // Code finds a project's items. Read only when the root offers none and no
  // manifest or scan root says where the items are (those win, as they do for
  // Claude Code's plugin loader), never through a symlink.
  void project_setup(bool flat, std::vector<CatalogItem>& items) {
    if (!is_real_directory(root_ / ".claude")) return;
    scan_convention(builder_, {".claude"}, flat, items, /*command_folders=*/true);
    if (items.empty()) return;
    std::string text =
        "items read from .claude/, the source's Claude Code project setup (the root offers "
        "none); mind installs them in user scope";
    catalog_.shape_notes.push_back(text);
    note(std::move(text));
  }

  // Issue 43: which file defined the items, for review; and, when the root
  // also holds a plugin.json no entry names, why its components are not offered.
  void note_marketplace_read(const MarketplaceManifest& m) {
    const std::size_t n = m.plugins.size();
    std::string read = "items read from .claude-plugin/marketplace.json (" + std::to_string(n) +
                       (n == 1 ? " plugin)" : " plugins)");
    if (!has_manifest("plugin.json")) {
      catalog_.shape_notes.push_back(std::move(read));
      return;
    }
    const bool root_entry = std::any_of(m.plugins.begin(), m.plugins.end(), [](const auto& e) {
      const fs::path normal = fs::path(e.source).lexically_normal();
      return !e.external && (normal.empty() || normal == "." || normal == "./");
    });
    read +=
        ", as `claude plugin marketplace add` reads a root that also holds "
        ".claude-plugin/plugin.json";
    if (!root_entry) {
      read +=
          "; no entry's source is the root, so the root plugin's own components are "
          "not offered (Claude Code does not load them either)";
    }
    catalog_.shape_notes.push_back(read);
    note(std::move(read));
  }

  // Issue 43: `.github/plugin/marketplace.json` (GitHub Copilot's marketplace)
  // is not read: Claude Code does not read it, and its entries name plugin
  // folders whose components are assembled when the marketplace is published,
  // so the items in the tree are what the layers find. Named, never silent.
  void note_copilot_marketplace() {
    const fs::path file = root_ / ".github" / "plugin" / "marketplace.json";
    if (has_symlink_component(root_, ".github/plugin/marketplace.json") || !is_real_file(file)) {
      return;
    }
    std::string text =
        ".github/plugin/marketplace.json (a GitHub Copilot plugin marketplace) is not read: "
        "Claude Code does not read it; mind offers the items it finds in the tree "
        "(see docs/sources.md)";
    catalog_.shape_notes.push_back(text);
    note(std::move(text));
  }

  Error manifest_error(const std::string& message, std::string_view file) const {
    return Error(ErrorKind::plugin_manifest, std::string(file) + ": " + message,
                 {"fix the manifest in the source, or add a mind.toml that lists the items"});
  }

  // MKT-5, MKT-8, WF-42: the prefix each item takes when the consumer set no alias.
  void set_prefixes(std::vector<CatalogItem>& items) {
    const std::optional<std::string>& declared = catalog_.declared_namespace;
    if (declared) {
      if (!declared->empty()) catalog_.default_prefix = declared;
    } else {
      catalog_.default_prefix = plugin_prefix_;
    }
    for (CatalogItem& item : items) {
      if (!item.marketplace_entry) {
        item.default_prefix = catalog_.default_prefix;
      } else if (declared && !declared->empty()) {
        item.default_prefix = *declared + ":" + *item.marketplace_entry;
      } else {
        item.default_prefix = item.marketplace_entry;
      }
    }
  }

  void note(std::string text) { catalog_.notes.push_back(std::move(text)); }

  fs::path root_;
  const ScanOptions& options_;
  Catalog catalog_;
  ItemBuilder builder_;
  std::optional<std::string> plugin_prefix_;
};

}  // namespace

void PluginHooks::add(const RuntimeHook& hook) {
  ++count;
  if (!hook.event.empty() && std::find(events.begin(), events.end(), hook.event) == events.end()) {
    events.push_back(hook.event);
  }
  if (examples.size() < kExamples) examples.push_back(hook);
}

namespace {

// `2 hooks (SessionStart, PreToolUse) not installed: ...`: the events of every
// plugin, distinct, at most kShownEvents of them named.
std::string hooks_note(std::uint32_t count, const std::vector<PluginHooks>& plugins) {
  constexpr std::size_t kShownEvents = 8;
  std::vector<std::string> events;
  for (const PluginHooks& p : plugins) {
    for (const std::string& e : p.events) {
      if (std::find(events.begin(), events.end(), e) == events.end()) events.push_back(e);
    }
  }
  std::string out = std::to_string(count) + (count == 1 ? " hook" : " hooks");
  if (!events.empty()) {
    out += " (";
    for (std::size_t i = 0; i < events.size() && i < kShownEvents; ++i) {
      out += (i ? ", " : "") + events[i];
    }
    if (events.size() > kShownEvents) {
      out += " and " + std::to_string(events.size() - kShownEvents) + " more events";
    }
    out += ")";
  }
  return out + (count == 1 ? " not installed: it takes" : " not installed: they take") +
         " effect only through Claude Code's own plugin system "
         "(`mind review` lists their commands)";
}

// MKT-4: the unmapped entries by the folders that hold them (`commands/: 2`),
// the first few folders named; with `list`, each entry by its path.
std::string unmapped_text(const SkippedComponents& s, bool list) {
  const std::uint32_t n = s.unmapped_entries;
  std::string out = std::to_string(n) + (n == 1 ? " unmapped entry" : " unmapped entries");
  const std::size_t known = s.unmapped_paths.size();
  if (list) {
    for (std::size_t i = 0; i < known; ++i) out += (i ? ", " : ": ") + s.unmapped_paths[i];
    if (n > known) out += " and " + std::to_string(n - known) + " more";
    return out;
  }
  std::vector<std::pair<std::string, std::size_t>> folders;  // first-seen order
  for (const std::string& path : s.unmapped_paths) {
    std::string folder = fs::path(path).parent_path().generic_string();
    folder = folder.empty() ? "./" : folder + "/";
    auto it = std::find_if(folders.begin(), folders.end(),
                           [&](const auto& f) { return f.first == folder; });
    if (it == folders.end()) {
      folders.emplace_back(std::move(folder), 1);
    } else {
      ++it->second;
    }
  }
  if (folders.empty()) return out;
  out += " (";
  for (std::size_t i = 0; i < folders.size() && i < kMaxNamedInReport; ++i) {
    out += (i ? ", " : "") + folders[i].first + ": " + std::to_string(folders[i].second);
  }
  if (folders.size() > kMaxNamedInReport) {
    out += " and " + std::to_string(folders.size() - kMaxNamedInReport) + " more folders";
  }
  return out + ")";
}

}  // namespace

std::string SkippedComponents::note(bool list) const {
  std::string rest;
  auto add = [&](std::uint32_t n, const char* what) {
    if (n == 0) return;
    if (!rest.empty()) rest += ", ";
    rest += std::to_string(n) + " " + what;
  };
  add(mcp_servers, "mcp server(s)");
  add(lsp_servers, "lsp server(s)");
  add(output_styles, "output style(s)");
  if (unmapped_entries != 0) {
    if (!rest.empty()) rest += ", ";
    rest += unmapped_text(*this, list);
  }
  if (!rest.empty()) rest += " not installed (no mind equivalent)";
  if (unmapped_entries != 0 && !list) rest += "; `-v` lists them";
  if (hooks == 0) return rest;
  const std::string hooks_part = hooks_note(hooks, runtime_hooks);
  return rest.empty() ? hooks_part : hooks_part + "; " + rest;
}

std::optional<PinDirective> declared_pin_directive(const fs::path& root,
                                                   const ScanOptions& options) {
  std::optional<MindToml> toml = load_mind_toml(root, options.metadata_cap);
  return toml ? toml->pin : std::nullopt;
}

Catalog scan_source(const fs::path& root, const ScanOptions& options) {
  if (!is_real_directory(root)) {
    throw Error(ErrorKind::not_a_directory,
                "source directory '" + sanitize_display(root.string()) + "' does not exist");
  }
  return SourceScan(root, options).run();
}

}  // namespace mind::discovery

#include "discovery/convention_scan.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <system_error>

#include "discovery/entry_type.hpp"

#include "core/bounded_list.hpp"
#include "core/path_text.hpp"
#include "core/sanitize.hpp"
#include "discovery/capped_read.hpp"
#include "discovery/confined_link.hpp"
#include "discovery/file_item_name.hpp"
#include "discovery/name_safety.hpp"
#include "discovery/plugin_manifest.hpp"
#include "discovery/refused_agent.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;
namespace {

// A child as text: a scan lists every item folder, and most children only
// have a file name opened under them (see core/path_text.hpp).
struct Entry {
  std::string path;  // the directory's path, `/`, the name
  std::string name;
  fs::file_type type;
};

// A server list (`.mcp.json`, `.lsp.json`) is counted; an over-cap one counts as one.
std::uint32_t count_servers(const fs::path& file, std::uint64_t cap) {
  std::error_code ec;
  const auto size = fs::file_size(file, ec);
  if (ec || (cap != 0 && size > cap)) return 1;
  return count_mcp_servers(read_file_prefix(file, size + 1));
}

bool is_dot_entry(const std::string& name) { return !name.empty() && name.front() == '.'; }

// The immediate children of a real directory, sorted by name (deterministic).
std::vector<Entry> list_children(ItemBuilder& builder, const fs::path& dir) {
  std::error_code ec;
  std::vector<DirectoryEntry> listed = read_directory(dir.native(), ec);
  if (ec) builder.warn("cannot list '" + builder.display_path(dir) + "': " + ec.message());
  std::vector<Entry> out;
  out.reserve(listed.size());
  for (DirectoryEntry& e : listed) {
    out.push_back({path_join(dir.native(), e.name), std::move(e.name), e.type});
  }
  std::sort(out.begin(), out.end(), [](const Entry& a, const Entry& b) { return a.name < b.name; });
  return out;
}

class RootScanner {
 public:
  RootScanner(ItemBuilder& builder, const ConventionLayout& layout, std::vector<CatalogItem>& out)
      : b_(builder), layout_(layout), out_(out) {}

  void run(const fs::path& root) {
    if (layout_.category_kind) {  // the root is this kind's container itself
      const Kind kind = *layout_.category_kind;
      if (traits(kind).shape == Shape::directory) {
        directories(kind, root, /*count_unmapped=*/false);
      } else {
        files(kind, root);
      }
      return;
    }
    const ComponentPaths* named = layout_.components;
    if (layout_.skill_dirs) {
      for (const std::string& rel : *layout_.skill_dirs) skill_leaf(root, rel);
    } else if (layout_.flat_skills) {
      directories(Kind::skill, root, /*count_unmapped=*/false);
    } else {
      container(Kind::skill, root);
    }
    if (named && named->skills) {  // adds to skills/ (decision 9)
      for (const std::string& rel : *named->skills) named_skills(root, rel);
    }
    for (Kind kind : {Kind::agent, Kind::rule, Kind::command, Kind::workflow, Kind::tool}) {
      if (layout_.plugin && (kind == Kind::rule || kind == Kind::tool)) continue;  // MKT-3
      const auto* paths = !named                  ? nullptr
                          : kind == Kind::agent   ? &named->agents
                          : kind == Kind::command ? &named->commands
                                                  : nullptr;
      if (paths && *paths) {  // replaces the default folder (decision 9)
        for (const std::string& rel : **paths) named_files(kind, root, rel);
      } else {
        container(kind, root);
      }
    }
    if (layout_.plugin) count_native_components(root);
    if (!refused_agents_.empty()) {
      b_.warn(std::to_string(refused_agents_.size()) +
              " agent file(s) not offered, as Claude Code loads no agent from them: " +
              bounded_list(refused_agents_));
    }
    if (!refused_links_.empty()) {
      b_.warn(refused_links_warning(sanitize_display(layout_.plugin_name), refused_links_));
    }
  }

 private:
  // A manifest-named path: safe, inside the plugin root, reached without a
  // symlink; otherwise skipped with one warning naming the path.
  std::optional<fs::path> named_path(const fs::path& root, const std::string& raw) {
    std::string rel = raw;
    while (rel.starts_with("./")) rel.erase(0, 2);
    while (rel.size() > 1 && rel.ends_with('/')) rel.pop_back();
    if (rel.empty() || rel == ".") return root;
    std::optional<std::string> why = unsafe_relative_path_reason(rel);
    fs::path at = root / rel;
    if (!why && has_symlink_component(root, rel)) {  // followed inside the source (issue 43)
      LinkTarget target = confined_link_target(b_.root(), at);
      if (target.path.empty()) why = "it is reached through a symlink: " + target.refusal;
      at = std::move(target.path);
    }
    if (!why && !exists_no_follow(at)) why = "it does not exist";
    if (why) {
      b_.warn("plugin manifest path '" + sanitize_display(raw) + "' in '" + b_.display_path(root) +
              "' is skipped: " + *why);
      return std::nullopt;
    }
    return at;
  }

  // A plugin's symlink, followed when its target stays inside the source
  // (issue 43: Claude Code follows them); a refused one is reported once per
  // plugin and counted among the unmapped entries (MKT-4).
  std::optional<fs::path> follow(const std::string& link) {
    if (!layout_.plugin) return std::nullopt;  // DSC-108 everywhere else
    LinkTarget target = confined_link_target(b_.root(), link);
    if (target.path.empty()) {
      refused_links_.push_back(
          refused_link_entry(sanitize_display(b_.display_path(link)), target.refusal));
      return std::nullopt;
    }
    return std::move(target.path);
  }

  // A directory item reached through a followed link: named by the link, its
  // content the target's.
  void linked_directory(Kind kind, const Entry& e, bool count_unmapped) {
    const std::optional<fs::path> target = follow(e.path);
    std::optional<ScannedFile> anchored;
    const std::string_view anchor = traits(kind).anchor;
    if (target && is_real_directory(*target) && !anchor.empty()) {
      anchored = b_.read_anchor(path_join(target->native(), anchor));
    }
    if (!target || !is_real_directory(*target) || (!anchor.empty() && !anchored)) {
      if (count_unmapped && !is_dot_entry(e.name)) unmapped(e.path);
      return;
    }
    std::string name = layout_.name_prefix + e.name;
    if (!b_.usable_scanned_name(kind, name, e.path)) return;
    out_.push_back(anchored ? b_.make_anchored(kind, *target, std::move(name), std::move(*anchored))
                            : b_.make(kind, *target, std::move(name)));
  }

  void named_files(Kind kind, const fs::path& root, const std::string& raw) {
    const std::optional<fs::path> p = named_path(root, raw);
    if (!p) return;
    if (is_real_directory(*p)) {
      files(kind, *p);
      return;
    }
    std::optional<std::string> named = file_item_name(kind, p->filename().string());
    if (!is_real_file(*p) || !named) {
      if (layout_.plugin) unmapped(*p);
      return;
    }
    std::string name = std::move(*named);
    if (!b_.usable_scanned_name(kind, name, *p)) return;
    out_.push_back(b_.make(kind, *p, std::move(name)));
  }

  void named_skills(const fs::path& root, const std::string& raw) {
    const std::optional<fs::path> p = named_path(root, raw);
    if (!p || !is_real_directory(*p)) return;
    if (std::optional<ScannedFile> anchor = b_.read_anchor(path_join(p->native(), "SKILL.md"))) {
      std::string name = p->filename().string();
      if (b_.usable_scanned_name(Kind::skill, name, *p)) {
        out_.push_back(b_.make_anchored(Kind::skill, *p, std::move(name), std::move(*anchor)));
      }
      return;
    }
    directories(Kind::skill, *p, layout_.plugin);
  }

  void container(Kind kind, const fs::path& root) {
    fs::path dir = root / traits(kind).container;
    if (layout_.plugin && fs::is_symlink(fs::symlink_status(dir, ignored_))) {
      std::optional<fs::path> target = follow(dir);  // issue 43
      if (!target) return;
      dir = std::move(*target);
    }
    if (!is_real_directory(dir)) return;  // DSC-13, DSC-108
    if (traits(kind).shape == Shape::directory) {
      directories(kind, dir, layout_.plugin);
    } else {
      files(kind, dir);
    }
  }

  void directories(Kind kind, const fs::path& dir, bool count_unmapped) {
    const std::string_view anchor = traits(kind).anchor;
    const std::vector<Entry> children = list_children(b_, dir);
    reserve_for(children.size());
    // Each item's files are opened from here (ItemFolder); without it, by path.
    const int parent = ::open(dir.c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC);
    const struct Closer {
      int fd;
      ~Closer() {
        if (fd >= 0) ::close(fd);
      }
    } closer{parent};
    for (const Entry& e : children) {
      ItemFolder at{parent >= 0 ? parent : AT_FDCWD,
                    parent >= 0 ? std::string_view(e.name) : std::string_view()};
      if (e.type == fs::file_type::symlink && layout_.plugin) {
        linked_directory(kind, e, count_unmapped);  // issue 43
        continue;
      }
      if (e.type != fs::file_type::directory) {
        if (e.type == fs::file_type::symlink && count_unmapped && !is_dot_entry(e.name)) {
          unmapped(e.path);
        }
        continue;  // DSC-108: a symlinked item directory is never an item
      }
      std::optional<ScannedFile> anchored;
      if (!anchor.empty()) {
        if (parent >= 0 && folder_.open(parent, e.name.c_str())) at.listed = &folder_;
        anchored = b_.read_anchor(path_join(e.path, anchor), at);
        if (!anchored) {  // DSC-10, DSC-108: absent, or not a regular file
          if (count_unmapped && !is_dot_entry(e.name)) unmapped(e.path);
          continue;
        }
      }
      if (kind == Kind::tool && exists_no_follow(path_join(e.path, "TOOL.md")) &&
          !is_real_file(path_join(e.path, "TOOL.md"))) {
        continue;  // DSC-115: a TOOL.md that is not a regular file: not offered
      }
      std::string name = layout_.name_prefix + e.name;
      if (!b_.usable_scanned_name(kind, name, e.path)) continue;
      out_.push_back(anchored
                         ? b_.make_anchored(kind, e.path, std::move(name), std::move(*anchored), at)
                         : b_.make(kind, e.path, std::move(name)));
    }
  }

  void files(Kind kind, const fs::path& dir) {
    const std::string_view ext = traits(kind).extension;
    const std::vector<Entry> children = list_children(b_, dir);
    reserve_for(children.size());
    for (const Entry& e : children) {
      if (plugin_command_folder(kind, e)) {
        command_folder(dir, e.name);
        continue;
      }
      const bool shaped = e.name.size() > ext.size() && e.name.ends_with(ext);
      std::optional<fs::path> target;  // a plugin's link to a file inside the source (issue 43)
      if (shaped && e.type == fs::file_type::symlink && layout_.plugin) {
        target = follow(e.path);
        if (target && !is_real_file(*target)) target.reset();
      }
      if (!shaped || (e.type != fs::file_type::regular && !target)) {  // CMD-2, WF-2, DSC-108
        if (layout_.plugin && !is_dot_entry(e.name)) unmapped(e.path);
        continue;
      }
      std::string name =
          layout_.name_prefix + folder_prefix_ + *file_item_name(kind, e.name);  // `.agent.md` too
      if (!b_.usable_scanned_name(kind, name, e.path)) continue;
      CatalogItem item = b_.make(kind, target ? *target : fs::path(e.path), name);
      if (kind == Kind::agent && !layout_.plugin && refused_agent(item, name)) continue;
      out_.push_back(std::move(item));
    }
  }

  // Issue 43: Claude Code loads a plugin's `commands/<dir>/<n>.md` as
  // `<plugin>:<dir>:<n>` (Jeffallan/claude-skills; folders nest: `q/r/z.md`
  // is `q:r:z`), and a project's `.claude/commands/<dir>/<n>.md` as
  // `<dir>:<n>` (ruvnet/claude-flow), so the folder's name joins the command's with `:` (the
  // category form, issue 35), which a Claude lobe links as `<dir>:<n>.md`,
  // listed under the same name (design decision 18).
  bool plugin_command_folder(Kind kind, const Entry& e) const {
    return kind == Kind::command && (layout_.plugin || layout_.command_folders) &&
           e.type == fs::file_type::directory && !is_dot_entry(e.name) &&
           folder_depth_ < kMaxCommandFolderDepth;
  }

  void command_folder(const fs::path& dir, const std::string& folder) {
    const std::string outer = folder_prefix_;
    folder_prefix_ += folder + ":";
    ++folder_depth_;
    files(Kind::command, dir / folder);
    --folder_depth_;
    folder_prefix_ = outer;
  }

  // An agent file no client loads (issue 43), recorded for the one warning.
  bool refused_agent(const CatalogItem& item, const std::string& stem) {
    const bool read_fields = item.agent_name || item.description;
    if (read_fields) return false;
    const std::optional<std::string> why =
        refused_agent_reason(stem, read_file_prefix(item.path, kRefusedAgentHead), false);
    if (!why) return false;
    refused_agents_.push_back("'" + b_.display_path(item.path) + "' (" + *why + ")");
    return true;
  }

  // Room for every child at once: a vector doubling its ~1 KiB items held
  // two copies of a 10,000-item folder, most of a large scan's peak memory.
  // (Growth stays geometric: many small folders must not reserve one by one.)
  void reserve_for(std::size_t children) {
    const std::size_t needed = out_.size() + children;
    if (needed > out_.capacity()) out_.reserve(std::max(needed, out_.capacity() * 2));
  }

  // MKT-14: a marketplace entry's explicit skill leaf; a missing one is skipped silently.
  void skill_leaf(const fs::path& root, const std::string& rel) {
    fs::path dir = (root / rel).lexically_normal();
    if (has_symlink_component(root, rel)) {  // followed inside the source (issue 43)
      std::optional<fs::path> target = follow(dir.native());
      if (!target) return;
      dir = std::move(*target);
    }
    if (!is_real_directory(dir) || !is_real_file(dir / "SKILL.md")) return;
    std::string name = dir.filename().string();
    if (name.empty()) name = dir.parent_path().filename().string();
    if (!b_.usable_scanned_name(Kind::skill, name, dir)) return;
    out_.push_back(b_.make(Kind::skill, dir, std::move(name)));
  }

  // MKT-4: native components with no mind equivalent are counted, not installed.
  void count_native_components(const fs::path& root) {
    SkippedComponents& s = b_.catalog().skipped;
    auto count_entries = [&](const fs::path& dir) -> std::uint32_t {
      if (!is_real_directory(dir)) return 0;
      std::uint32_t n = 0;
      for (const Entry& e : list_children(b_, dir)) n += is_dot_entry(e.name) ? 0 : 1;
      return n;
    };
    const ComponentPaths* named = layout_.components;
    PluginHooks found;
    found.plugin = layout_.plugin_name;
    auto add_all = [&](const std::vector<RuntimeHook>& hooks, const fs::path& file) {
      if (!hooks.empty() && found.file.empty()) found.file = b_.display_path(file);
      for (const RuntimeHook& h : hooks) found.add(h);
    };
    add_all(read_hooks(root / "hooks" / "hooks.json"), root / "hooks" / "hooks.json");
    if (named) {
      add_all(named->inline_hooks, root / ".claude-plugin" / "plugin.json");
      s.mcp_servers += named->inline_mcp_servers;
      for (const std::string& raw : named->hook_files) {
        std::string rel = raw;
        while (rel.starts_with("./")) rel.erase(0, 2);
        if (rel == "hooks/hooks.json" || unsafe_relative_path_reason(rel)) continue;
        if (!has_symlink_component(root, rel)) add_all(read_hooks(root / rel), root / rel);
      }
    }
    if (found.count > 0) {
      s.hooks += found.count;
      s.runtime_hooks.push_back(std::move(found));
    } else if (is_real_directory(root / "hooks")) {
      // A hooks/ folder that declares no handler (scripts, no hooks.json) is
      // still a component mind does not install: each entry is counted and
      // named, never silently dropped (MKT-4; the reference's
      // marketplace-plugin example ships `hooks/post-install.sh` alone).
      for (const Entry& e : list_children(b_, root / "hooks")) {
        if (!is_dot_entry(e.name) && e.name != "hooks.json") unmapped(root / "hooks" / e.name);
      }
    }
    s.output_styles += count_entries(root / "output-styles");
    if (is_real_file(root / ".mcp.json")) {
      s.mcp_servers += count_servers(root / ".mcp.json", b_.options().metadata_cap);
    }
    if (is_real_file(root / ".lsp.json")) {
      s.lsp_servers += count_servers(root / ".lsp.json", b_.options().metadata_cap);
    }
  }

  // Hook handlers a hooks file declares (not the scripts beside it).
  std::vector<RuntimeHook> read_hooks(const fs::path& file) {
    if (!is_real_file(file)) return {};
    std::error_code ec;
    const auto size = fs::file_size(file, ec);
    const std::uint64_t cap = b_.options().metadata_cap;
    if (ec || (cap != 0 && size > cap)) {
      return {{"", "(a hooks file larger than the metadata cap: " + b_.display_path(file) + ")"}};
    }
    return read_hook_handlers(read_file_prefix(file, size + 1));
  }

  // MKT-4: counted, and named by its path in the source for the note.
  void unmapped(const fs::path& entry) {
    SkippedComponents& skipped = b_.catalog().skipped;
    ++skipped.unmapped_entries;
    if (skipped.unmapped_paths.size() < SkippedComponents::kMaxUnmappedPaths) {
      skipped.unmapped_paths.push_back(b_.display_path(entry));
    }
  }

  ItemBuilder& b_;
  std::vector<std::string> refused_agents_;  // this root's agent files no client loads
  std::vector<std::string> refused_links_;   // this root's links not followed, for one warning
  std::error_code ignored_;                  // a type test that fails reads as "not a link"
  ListedFolder folder_;  // the item folder being read; one for the scan (its buffer reused)
  const ConventionLayout& layout_;
  std::vector<CatalogItem>& out_;
  std::string folder_prefix_;  // `<dir>:` of the plugin command folders being read
  int folder_depth_ = 0;
  static constexpr int kMaxCommandFolderDepth = 8;  // a bound on hostile nesting
};

}  // namespace

void scan_convention_root(ItemBuilder& builder, const fs::path& scan_root,
                          const ConventionLayout& layout, std::vector<CatalogItem>& out) {
  RootScanner(builder, layout, out).run(scan_root);
}

}  // namespace mind::discovery

#pragma once
/// CatalogItem and Catalog: what a source offers, as discovery found it. Names
/// are BARE (no prefix) and raw (they are identity, DSC-95); descriptions are
/// sanitized once, here at capture (DSC-94). Everything a later verb needs from
/// the source's own files (custom links, ignore lists, `requires`/`expand`
/// lists, the declared namespace, a plugin's default prefix, notes about what
/// was not mapped) is carried here, so no later module re-reads the source's
/// metadata.

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "discovery/kind.hpp"
#include "discovery/meta_reader.hpp"

namespace mind::discovery {

/// Which layer defined the source's own items (DSC-3, MKT-1, MKT-2, MKT-10).
enum class CatalogOrigin { convention, mind_toml, claude_plugin, claude_marketplace };

/// A source-level default pin, `[source]` follow-branch / pin-tag / pin-ref
/// (DSC-41), validated at parse (DSC-66).
enum class PinKind { follow_branch, pin_tag, pin_ref };
struct PinDirective {
  PinKind kind = PinKind::follow_branch;
  std::string value;
  bool operator==(const PinDirective&) const = default;
};

/// A lifecycle hook as declared in `mind.toml` (`[[hooks]]`, `[[items.hooks]]`,
/// HOOK-50/86). Parsed so the strict schema accepts it; running hooks is
/// another issue's.
struct HookDecl {
  std::string run;
  std::optional<std::string> name;
  bool optional = false;
  std::string event = "install";  // install | update | uninstall
  bool operator==(const HookDecl&) const = default;
};

/// A nested source another layer asks to meld: a `[discover].sources` entry
/// (DSC-38) or an external `marketplace.json` entry (MKT-7). Recorded only;
/// melding them is the super-source issue's.
struct NestedSource {
  std::string spec;                       // the repo spec, raw (as for `meld`)
  std::optional<std::string> namespace_;  // imposed prefix (`namespace`, legacy `as`)
  std::optional<std::string> link_kind;   // `kind` for an item-link spec (DSC-100)
  bool install = false;                   // DSC-58
  std::optional<std::vector<std::string>> install_items;  // DSC-62
  std::optional<PinDirective> pin;                        // DSC-59 / MKT ref (validated, DSC-66)
  std::optional<std::vector<std::string>> roots;
  std::optional<std::vector<std::string>> add_roots;
  std::optional<bool> flat_skills;
  std::vector<HookDecl> hooks;
  std::optional<std::string> on_auth_failure_action;   // "error" | "skip" (DSC-68)
  std::optional<std::string> on_auth_failure_message;  // sanitized
  bool from_marketplace = false;                       // an external marketplace entry (MKT-10)
  bool operator==(const NestedSource&) const = default;
};

/// One handler a Claude plugin's hooks file (or its manifest's `hooks` object)
/// declares: the event it runs on and its command, both sanitized at capture.
/// Claude Code runs it; mind never installs or runs it.
struct RuntimeHook {
  std::string event;    // e.g. `PreToolUse`; "" when the file could not be read
  std::string command;  // the `command`, else `(<type> hook)`; bounded
  bool operator==(const RuntimeHook&) const = default;
};

/// The runtime hooks one plugin declares, bounded for display: the count, the
/// distinct events and the first few handlers (review lists them, MKT-4).
struct PluginHooks {
  static constexpr std::size_t kExamples = 5;
  std::string plugin;  // the plugin's name, raw ("" for an unnamed root)
  std::string file;    // the first file declaring them, inside the source (sanitized)
  std::uint32_t count = 0;
  std::vector<std::string> events;    // distinct, in the order read
  std::vector<RuntimeHook> examples;  // at most kExamples
  void add(const RuntimeHook& hook);
};

/// What a plugin ships that mind does not install (MKT-4, WF-40): counted, never
/// silently dropped. `unmapped_entries` are `commands/`/`workflows/` entries the
/// flat scan does not map (subdirectories, wrong extension), the entries of a
/// `hooks/` folder that declares no handler, and symlinks dropped from any
/// component directory (DSC-108).
struct SkippedComponents {
  std::uint32_t hooks = 0;                 // runtime hook handlers, every plugin
  std::vector<PluginHooks> runtime_hooks;  // the same hooks, per plugin
  std::uint32_t mcp_servers = 0;
  std::uint32_t lsp_servers = 0;
  std::uint32_t output_styles = 0;
  std::uint32_t unmapped_entries = 0;
  /// Each unmapped entry's path in the source, sanitized; the first
  /// kMaxUnmappedPaths only (unmapped_entries counts them all).
  std::vector<std::string> unmapped_paths;
  static constexpr std::size_t kMaxUnmappedPaths = 1000;
  bool empty() const {
    return hooks + mcp_servers + lsp_servers + output_styles + unmapped_entries == 0;
  }
  /// `2 hooks (SessionStart, PreToolUse) not installed: they take effect only
  /// through Claude Code's own plugin system; 2 unmapped entries (commands/: 1,
  /// skills/: 1) not installed (no mind equivalent; -v lists them)`, or ""
  /// when empty. `list` names each unmapped entry instead of its folder.
  std::string note(bool list = false) const;
};

/// A file the scan read whole: where it is and what it held. An install
/// stages exactly these bytes, so what was scanned (and reviewed) is what is
/// copied, and a drift check hashes them without a second read.
struct ScannedFile {
  std::string path;  // absolute, as opened (never through a symlink); text, made per item
  std::string bytes;
  std::uint32_t mode = 0;  // permission bits (07777)

  /// Whether this is the file `rel` inside the item at `item` (`rel` empty:
  /// the single-file item's own file). Compared as text, making no path.
  bool is_at(const std::filesystem::path& item, std::string_view rel) const;
};

struct CatalogItem {
  Kind kind = Kind::skill;
  std::string bare_name;                   // raw, validated by unsafe_name_reason
  std::filesystem::path path;              // absolute path of the file or directory in the source
  std::string relative_path;               // path inside the source, `/`-separated ("." = the root)
  std::optional<std::string> description;  // sanitized (DSC-94); `[[items]]` wins (DSC-32)
  /// The description is the body's first line (body_description): the
  /// frontmatter gave none. Claude Code then lists a skill for `/name` only,
  /// not to the model, which review reports (missing-description).
  bool description_from_body = false;
  /// Why its frontmatter block gave no keys ("line N: what", sanitized): a
  /// YAML error, which Claude Code cannot read either (not mind's refusal of
  /// an anchor). Review reports it (issue 43).
  std::optional<std::string> frontmatter_problem;
  std::uint32_t frontmatter_problem_line = 0;  // its line in the file; 0: unknown
  std::optional<std::string> agent_name;       // an agent's frontmatter `name` (NS-40), raw
  std::optional<WorkflowMeta> workflow;        // a workflow's meta as read (WF-5), raw
  std::uint64_t size_bytes = 0;                // a file-shaped item's size (WF-7)
  /// The metadata file as the scan read it, kept so that staging and hashing
  /// use these bytes instead of opening the file again (one read per file).
  std::shared_ptr<const ScannedFile> scanned_file;
  /// The item folder's entries as the scan listed them, when all are regular
  /// files (ListedFolder::flat_files: each name ended by '\0'; the usual
  /// skill's "SKILL.md" fits the string's own storage): the stage copies
  /// these without listing the folder again. Empty: not kept.
  std::string scanned_listing;

  bool declared = false;             // from `[[items]]` (not convention or a glob)
  std::optional<std::string> link;   // `[[items]].link`, validated (DSC-72, DSC-97)
  std::optional<std::string> bin;    // tool entrypoint: `[[items]].bin` > TOOL.md `bin` (TOOL-5)
  std::optional<std::string> build;  // tool build command (`[[items]].build` > TOOL.md)
  std::vector<std::string> requires_refs;  // frontmatter `requires`, split on whitespace (DEP-4)
  std::vector<std::string> expand;         // frontmatter `expand` entries (NS-57), raw
  std::vector<std::string> ignore;  // effective declared ignore list (IGN-1), built-ins excluded
  /// The one site's hooks (HOOK-132): the root `[[items]]` entry's when it
  /// declares any, else the item folder's own `mind.toml`, else the meta
  /// file's `install:`/`update:`/`uninstall:` scalars (HOOK-130); never merged.
  std::vector<HookDecl> hooks;
  std::string hooks_from;  // the file `hooks` came from, relative to the source root (HOOK-134)
  /// Its folder's `mind.toml` is not a hooks-only file (HOOK-131, DSC-98): the
  /// scan warned and drops the item.
  bool dropped = false;

  /// The prefix this item takes when the consumer set no alias: the source's
  /// `[source].namespace`, else the plugin's name (MKT-5, WF-42), else for a
  /// marketplace entry `<namespace>:<entry>` or `<entry>` (MKT-8). Unset: none.
  std::optional<std::string> default_prefix;
  /// The marketplace entry this item came from (MKT-8, MKT-13): its name is a
  /// prefix layer that a consumer alias adds to, never replaces.
  std::optional<std::string> marketplace_entry;
  /// The plugin this item was found through: its marketplace entry's name or
  /// its source's `plugin.json` name, raw; unset outside plugins. Part of the
  /// stable identity `(source, plugin, kind, bare name)` (design decision 8).
  std::optional<std::string> plugin;
  /// That plugin's folder (absolute), what its `${CLAUDE_PLUGIN_ROOT}` names
  /// (issue 44); empty when `plugin` is unset.
  std::filesystem::path plugin_dir;

  /// A workflow's `meta.whenToUse`, sanitized for display (WF-51, WF-62).
  std::optional<std::string> when_to_use() const;
};

struct Catalog {
  std::vector<CatalogItem> items;     // sorted by kind, then bare name
  std::vector<std::string> warnings;  // sanitized; printed on stderr by the caller
  std::vector<std::string> notes;     // sanitized; e.g. "manifest ignored", MKT-4 counts
  /// Which manifest defined the items, and which manifest-like file was not
  /// read (issue 43): what `review` prints, so a review names the file it
  /// read. The ones a meld must also say are in `notes` too.
  std::vector<std::string> shape_notes;

  CatalogOrigin origin = CatalogOrigin::convention;
  bool has_mind_toml = false;
  std::optional<std::string> description;         // `[source].description` > plugin's (sanitized)
  std::optional<std::string> version;             // a plugin's `version` (MKT-6), sanitized
  std::optional<std::string> declared_namespace;  // `[source].namespace`/`prefix`, raw (DSC-82)
  /// The prefix the source's items take when the consumer set no alias:
  /// `[source].namespace`, else a single plugin's valid `name` (MKT-5, WF-42).
  std::optional<std::string> default_prefix;
  std::optional<PinDirective> pin;           // `[source]` default pin (DSC-41)
  std::vector<std::string> source_ignore;    // `[source].ignore` (IGN-1)
  std::vector<HookDecl> hooks;               // `[[hooks]]` (later issue)
  std::optional<std::string> install_hook;   // deprecated `[source].install`
  std::vector<NestedSource> nested_sources;  // `[discover].sources` + external entries
  SkippedComponents skipped;                 // MKT-4, WF-40
};

}  // namespace mind::discovery

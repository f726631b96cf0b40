#pragma once
/// Claude plugin manifests as a discovery input (MKT-1..18, WF-40..42):
/// `.claude-plugin/plugin.json` (one plugin) and `.claude-plugin/marketplace.json`
/// (a catalog of plugins). Pure parsers of untrusted bytes: strict about the
/// fields mind uses (malformed JSON or a missing/empty required field rejects
/// the whole manifest, MKT-9) and silent about every other key (`author`,
/// `workflows` (WF-41), `x-*`, `vendor.*`).
/// They never throw. The component keys (`agents`, `commands`, `skills`,
/// `hooks`) are read as Claude Code reads them (design decision 9). The only translation unit that
/// includes nlohmann-json in discovery is plugin_manifest.cpp.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "discovery/catalog.hpp"

namespace mind::discovery {

/// The component paths a plugin manifest (or a non-strict marketplace entry)
/// names, each key a string or a list of plugin-root-relative paths (raw; the
/// scan checks each is safe). As Claude Code 2.1 loads them (checked with the
/// real client): `agents` and `commands` REPLACE the default folder, `skills`
/// ADDS to `skills/`; an entry is a file or a folder of them (a skills entry:
/// a folder holding SKILL.md, or a folder of such folders).
struct ComponentPaths {
  std::optional<std::vector<std::string>> agents, commands, skills;
  std::vector<std::string> hook_files;    // `hooks` given as paths
  std::vector<RuntimeHook> inline_hooks;  // handlers of a `hooks` object in the manifest
  std::uint32_t inline_mcp_servers = 0;   // servers of an `mcpServers` object in the manifest
  bool operator==(const ComponentPaths&) const = default;
};

struct PluginManifest {
  std::string name;                        // raw, non-empty after trimming
  std::optional<std::string> version;      // raw (MKT-6)
  std::optional<std::string> description;  // raw; sanitized at capture
  ComponentPaths components;
  bool operator==(const PluginManifest&) const = default;
};

struct MarketplaceEntry {
  std::string name;       // sanitized (MKT-8: ANSI/control-stripped before it becomes a prefix)
  bool external = false;  // the `source` names another repo (classification in marketplace.md)
  std::string source;     // in-repo path (checked safe) or an external spec, raw
  std::optional<std::string> version;
  std::optional<std::string> description;
  std::vector<std::string> skills;    // in-repo leaf skill dirs, each checked safe (MKT-14)
  ComponentPaths components;          // its `agents` / `commands` / `hooks` keys (not `skills`)
  std::optional<PinDirective> ref;    // validated (DSC-66), not applied
  std::optional<std::string> subdir;  // a `git-subdir` source's `path`, checked safe
  bool operator==(const MarketplaceEntry&) const = default;
};

struct MarketplaceManifest {
  std::string name;
  std::vector<MarketplaceEntry> plugins;
  bool operator==(const MarketplaceManifest&) const = default;
};

template <typename T>
struct ManifestParse {
  std::optional<T> manifest;
  std::optional<std::string> error;  // sanitized; the caller names the file
};

ManifestParse<PluginManifest> parse_plugin_manifest(std::string_view bytes) noexcept;
ManifestParse<MarketplaceManifest> parse_marketplace_manifest(std::string_view bytes) noexcept;

/// The number of servers a plugin's `.mcp.json` declares (its `mcpServers`
/// object, else the top-level object), at least 1 for a file that is not
/// readable JSON: it is counted, never dropped silently (MKT-4).
unsigned count_mcp_servers(std::string_view bytes) noexcept;

/// The hook handlers a hooks file declares: every command of every matcher of
/// every event in its `hooks` object (`{"hooks": {"PreToolUse": [{"hooks":
/// [...]}]}}`), each with its event and command (sanitized), and one handler
/// with an empty event for a file that is not readable JSON (MKT-4).
std::vector<RuntimeHook> read_hook_handlers(std::string_view bytes) noexcept;

/// Why Claude Code refuses a plugin for this hooks file, or nullopt when it
/// loads it (issue 35, decision 9): its schema needs a JSON object whose
/// `hooks` is an object (a record of events); `[]`, `{}`, a bare event map or
/// `"hooks": [...]` fail the load of the whole plugin ("Hook load failed:
/// expected record"). Never throws.
std::optional<std::string> hooks_file_refusal(std::string_view bytes) noexcept;

/// A plugin or entry name usable as a default prefix (MKT-5, MKT-8): a safe
/// name with no `:` and no whitespace that is not a reserved word (the full
/// NS-25/NS-29 list for a plugin.json, kind words only for a marketplace entry).
bool usable_plugin_prefix(std::string_view name, bool marketplace_entry) noexcept;

}  // namespace mind::discovery

#pragma once
/// A plugin's root in the store (issue 44, docs/plugin-root.md): the copy of a
/// Claude plugin's folder that `${CLAUDE_PLUGIN_ROOT}` (and `$CLAUDE_PLUGIN_ROOT`,
/// Agent Plugins' `${PLUGIN_ROOT}`) in its installed items names, at
/// `store/plugin/<plugin>@<hash16>`. The name carries the first 16 hex digits
/// of the folder's content hash, so one plugin version is copied once, a
/// changed plugin gets a new folder beside the old one (items switch at their
/// upgrade), and a folder no installed item records is garbage (swept when the
/// manifest is written, reported by `introspect`).
///
/// The copy is of a hostile tree, so it is confined: no `.git` (decision 12),
/// nothing but regular files, folders and symlinks that resolve inside the
/// plugin by relative paths (store/item_links.hpp; every other entry is left
/// out, never followed), nesting bounded, and the whole bounded in bytes and
/// entries with an error that names the plugin. The hash is of exactly what
/// is copied, so the copy hashes to the same value and drift is one compare.

#include <cstdint>
#include <filesystem>
#include <set>
#include <string>
#include <string_view>

#include "store/paths.hpp"

namespace mind::store {

struct Manifest;

inline constexpr std::uint64_t kMaxPluginRootBytes = 64ULL << 20U;  // 64 MiB
inline constexpr std::size_t kMaxPluginRootEntries = 20000;

struct PluginRootLimits {
  std::uint64_t bytes = kMaxPluginRootBytes;
  std::size_t entries = kMaxPluginRootEntries;
};

/// `store/plugin`, relative to the mind root: where every plugin root lives.
inline constexpr std::string_view kPluginRootArea = "store/plugin";

/// The content hash (`xxh3-128/2:<hex>`) of the plugin folder `dir`, over
/// what `copy_plugin_tree` copies of it. `plugin` names it in errors.
std::string hash_plugin_tree(const std::filesystem::path& dir, std::string_view plugin,
                             const PluginRootLimits& limits = {});

/// Copies the plugin folder `from` to the new folder `to` (its parent must
/// exist; `to` must not) and returns the hash of what it copied, which equals
/// `hash_plugin_tree(from)` while `from` is unchanged. Throws `io` naming the
/// plugin when the folder exceeds `limits` or cannot be read or written; the
/// caller removes a partial copy.
std::string copy_plugin_tree(const std::filesystem::path& from, const std::filesystem::path& to,
                             std::string_view plugin, const PluginRootLimits& limits = {});

/// `store/plugin/<plugin>@<first 16 hex digits of hash>`; a plugin name that
/// is not a safe path segment is spelled `plugin`.
std::string plugin_root_relative(std::string_view plugin, std::string_view hash);

/// Every plugin root the manifest's items record.
std::set<std::string> recorded_plugin_roots(const Manifest& manifest);

/// Removes each folder under `store/plugin` that no item of `manifest`
/// records (a plugin's last item forgotten or upgraded away from it, or a
/// copy a failed or killed install left); returns their relative paths.
std::set<std::string> sweep_plugin_roots(const MindPaths& paths, const Manifest& manifest);

}  // namespace mind::store

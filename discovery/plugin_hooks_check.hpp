#pragma once
/// Whether Claude Code would refuse a plugin for its hooks files (issue 35,
/// design decision 9): the plugin's `hooks/hooks.json` and the files its
/// manifest names in `hooks`, judged by hooks_file_refusal. A refused plugin is
/// not offered, as a plugin with an invalid plugin.json is not (plugin_scan.cpp),
/// and one warning names the file and the reason.

#include <filesystem>
#include <optional>
#include <string>

#include "discovery/item_builder.hpp"
#include "discovery/plugin_manifest.hpp"

namespace mind::discovery {

/// "'<file>': <reason>" for the first hooks file of the plugin at `root` that
/// Claude Code refuses, or nullopt. `components` (may be null) adds the files
/// the manifest names. A file over the metadata cap or reached through a
/// symlink is not judged (the scan does not read it either).
std::optional<std::string> refused_plugin_hooks(const ItemBuilder& builder,
                                                const std::filesystem::path& root,
                                                const ComponentPaths* components);

/// The warning for a refused plugin `name`, naming the file and the reason.
std::string refused_plugin_warning(const std::string& name, const std::string& refusal);

}  // namespace mind::discovery

#pragma once
/// The plugin-root step of staging (issue 44): after the `{{ns:}}` expansion
/// of a file the expansion gate admits (markdown items, workflows, `expand:`
/// files), `${CLAUDE_PLUGIN_ROOT}`, `$CLAUDE_PLUGIN_ROOT` and `${PLUGIN_ROOT}`
/// become the absolute path of the plugin's store copy. A file outside the
/// gate (a script) is copied as written, as tokens are (NS-13).

#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "discovery/catalog.hpp"

namespace mind::install {

/// The text the plugin root renders as, asked only when a file names it;
/// nothing (or an empty function): it is copied as written.
using PluginRootText = std::function<std::optional<std::string>()>;

/// `text` with the plugin root spelled out, or nothing when it is written as
/// it is (outside the gate, names no root, or no root to name).
std::optional<std::string> expand_plugin_root(std::string_view text, std::string_view gate_path,
                                              const discovery::CatalogItem& item,
                                              const PluginRootText& root);

}  // namespace mind::install

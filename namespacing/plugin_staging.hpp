#pragma once
/// The plugin step of staging one admitted file (design decision 18), run
/// where `{{ns:}}` tokens are expanded and before them, on the same staged
/// copy: plugin-qualified references to the plugin's own items become the
/// names mind installed them under (plugin_references.hpp), and a plugin
/// workflow's `meta.name` becomes its installed name (workflow_meta_rename).
/// Items found outside a Claude plugin are never touched.

#include <optional>
#include <string>
#include <string_view>

#include "discovery/catalog.hpp"
#include "namespacing/token_expansion.hpp"

namespace mind::namespacing {

/// The text as it must be staged, or nullopt when the plugin step changes
/// nothing. `item_file` is true for a single-file item's own file (the
/// workflow file whose `meta` the harness reads).
std::optional<std::string> stage_plugin_names(std::string_view text,
                                              const discovery::CatalogItem& item,
                                              const ExpansionScope& scope, bool item_file);

}  // namespace mind::namespacing

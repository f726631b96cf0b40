#pragma once
/// ItemKey: the stable identity of an item, `(source, plugin, kind, bare
/// name)` (WF-21, design decision 8). Plugins of one marketplace share bare
/// names (two plugins each with an agent `code-reviewer`), so the plugin an
/// item was found through is part of it; it is empty outside plugins. Rename
/// matching, drift, upgrade, introspect and the dependency closure compare
/// ItemKeys, never effective names. There is no implicit string conversion:
/// `display` sanitizes.

#include <compare>
#include <optional>
#include <string>

#include "discovery/kind.hpp"

namespace mind::store {

struct ItemKey {
  std::string source;                 // the registry `name`
  std::optional<std::string> plugin;  // unset outside plugins
  discovery::Kind kind = discovery::Kind::skill;
  std::string bare_name;
  auto operator<=>(const ItemKey&) const = default;
};

/// `kind:bare_name` of `source`, with ` (plugin p)` when there is one; sanitized.
std::string display(const ItemKey& key);

}  // namespace mind::store

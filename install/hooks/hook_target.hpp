#pragma once
/// What a `hooks run|list` target names (HOOK-105, CLI-194): a source, or
/// installed items. A target equal to a registered identity is that source
/// (item-link identities hold `#`), unless it also reads as an installed item:
/// then it is `ambiguous-hook-target`, naming both spellings. `source:<…>`
/// forces a source; `<source>#<kind>:<name>` forces an item; a target without
/// `#` is a source selector (suffix or glob).

#include <string>
#include <vector>

#include "install/session.hpp"

namespace mind::install {

struct HookTarget {
  std::vector<std::string> sources;    // registry identities (a source target)
  std::vector<std::string> item_keys;  // manifest keys (an item target)
  bool is_item() const noexcept { return !item_keys.empty(); }
};

/// Throws `ambiguous-hook-target`, `not-installed` / `ambiguous-item` for an
/// item target that names none / several without a glob, and the source
/// selection errors for a source target.
HookTarget resolve_hook_target(const Session& session, const std::string& target);

/// `<source>#<kind>:<name>`: the spelling of an installed item that is always
/// an item target (and the target of its paste-ready remedy, HOOK-106).
std::string item_hook_target(const store::InstalledItem& item);

}  // namespace mind::install

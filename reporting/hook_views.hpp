#pragma once
/// `hooks list` and `hooks run` output (CLI-196, CLI-220, CLI-222): the text
/// table and the one JSON document. Commands and names are sanitized here.

#include <string>
#include <vector>

#include "install/hooks/hook_listing.hpp"

namespace mind::reporting {

std::string hooks_list_text(const std::vector<install::SourceHookListing>& sources);
std::string hooks_list_json(const std::string& target,
                            const std::vector<install::SourceHookListing>& sources);

/// An item target's listing (HOOK-102, CLI-220: top-level `items`, each with
/// `item`, `source` and `hooks`).
std::string item_hooks_list_text(const std::vector<install::ListedItemHooks>& items);
std::string item_hooks_list_json(const std::string& target,
                                 const std::vector<install::ListedItemHooks>& items);

struct HooksRunTally {
  std::size_t existed = 0, ran = 0, skipped = 0;  // skipped: for lack of consent (HOOK-107)
};
std::string hooks_run_json(const std::string& target, install::HookEvent event,
                           const HooksRunTally& tally);

}  // namespace mind::reporting

#pragma once
/// What `hooks list` shows for a source, running nothing (HOOK-104, HOOK-126,
/// HOOK-134, CLI-196): every hook the source and its items declare, by
/// event, with the record state of the source's install and update hooks.

#include <optional>
#include <string>
#include <vector>

#include "install/hooks/hook_plan.hpp"
#include "install/sources/source_catalog.hpp"
#include "store/manifest.hpp"

namespace mind::install {

struct ListedHook {
  PlannedHook hook;
  bool recorded = false;  // a source install/update hook: `pending`/`ran_at` apply
  bool pending = false;
  std::optional<std::string> ran_at;
};

struct ListedItemHooks {
  std::string item;    // `kind:name`: bare in a source's listing, effective for an installed item
  std::string source;  // the source identity
  std::vector<ListedHook> hooks;
  /// An installed item its source no longer declares (or cannot be read): its
  /// hooks are unknown, so `hooks list` shows it marked instead of failing.
  bool undeclared = false;
};

struct SourceHookListing {
  std::string source;
  std::vector<ListedHook> hooks;
  std::vector<ListedItemHooks> items;  // items that declare any hook
};

/// The listing of one scanned source.
SourceHookListing list_source_hooks(const SourceCatalog& catalog);

/// The hooks `item` declares, by event; with `installed`, its install and
/// update hooks carry the state of the records on its manifest entry (HOOK-110).
ListedItemHooks list_item_hooks(const discovery::CatalogItem& item,
                                const store::InstalledItem* installed);

}  // namespace mind::install

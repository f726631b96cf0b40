#include "install/hook_listing.hpp"

namespace mind::install {
namespace {

constexpr HookEvent kEvents[] = {HookEvent::install, HookEvent::update, HookEvent::uninstall,
                                 HookEvent::build};

}  // namespace

SourceHookListing list_source_hooks(const SourceCatalog& sc) {
  SourceHookListing out;
  out.source = sc.source->name;
  const std::string commit = sc.source->commit.value_or("");
  for (HookEvent event : kEvents) {
    for (PlannedHook& h : source_hooks(sc.catalog, event)) {
      ListedHook listed{std::move(h), false, false, std::nullopt};
      if (event == HookEvent::install || event == HookEvent::update) {
        listed.recorded = true;
        listed.pending = is_pending(sc.source->install_hooks, listed.hook, commit);
        for (const store::HookRecord& r : sc.source->install_hooks) {
          if (r.command == listed.hook.command &&
              r.event.value_or("install") == event_name(event)) {
            listed.ran_at = r.ran_at;
          }
        }
      }
      out.hooks.push_back(std::move(listed));
    }
  }
  for (const discovery::CatalogItem& item : sc.catalog.items) {
    ListedItemHooks entry{std::string(discovery::kind_word(item.kind)) + ":" + item.bare_name, {}};
    for (HookEvent event : kEvents) {
      for (PlannedHook& h : item_hooks(item, event)) {
        entry.hooks.push_back({std::move(h), false, false, std::nullopt});
      }
    }
    if (!entry.hooks.empty()) out.items.push_back(std::move(entry));
  }
  return out;
}

}  // namespace mind::install

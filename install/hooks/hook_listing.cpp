#include "install/hooks/hook_listing.hpp"

#include "install/hooks/source_hooks.hpp"

namespace mind::install {
namespace {

constexpr HookEvent kEvents[] = {HookEvent::install, HookEvent::update, HookEvent::uninstall,
                                 HookEvent::build};

// A hook with the state of its record among `records` at `commit` (HOOK-104).
ListedHook with_record(PlannedHook hook, const std::vector<store::HookRecord>& records,
                       const std::string& commit) {
  ListedHook listed{std::move(hook), true, false, std::nullopt};
  listed.pending = is_pending(records, listed.hook, commit);
  for (const store::HookRecord& r : records) {
    if (r.command == listed.hook.command &&
        r.event.value_or("install") == event_name(listed.hook.event)) {
      listed.ran_at = r.ran_at;
    }
  }
  return listed;
}

bool recorded_event(HookEvent event) {
  return event == HookEvent::install || event == HookEvent::update;
}

}  // namespace

SourceHookListing list_source_hooks(const SourceCatalog& sc) {
  SourceHookListing out;
  out.source = sc.source->name;
  const std::string commit = sc.source->commit.value_or("");
  for (HookEvent event : kEvents) {
    for (PlannedHook& h : source_hooks(sc.catalog, event, install_override(*sc.source, event))) {
      out.hooks.push_back(recorded_event(event)
                              ? with_record(std::move(h), sc.source->install_hooks, commit)
                              : ListedHook{std::move(h), false, false, std::nullopt});
    }
  }
  for (const discovery::CatalogItem& item : sc.catalog.items) {
    ListedItemHooks entry = list_item_hooks(item, nullptr);
    entry.source = sc.source->name;
    if (!entry.hooks.empty()) out.items.push_back(std::move(entry));
  }
  return out;
}

ListedItemHooks list_item_hooks(const discovery::CatalogItem& item,
                                const store::InstalledItem* installed) {
  ListedItemHooks entry{installed
                            ? installed->key()
                            : std::string(discovery::kind_word(item.kind)) + ":" + item.bare_name,
                        installed ? installed->source : std::string(),
                        {}};
  for (HookEvent event : kEvents) {
    for (PlannedHook& h : item_hooks(item, event)) {
      entry.hooks.push_back(
          installed && recorded_event(event)
              ? with_record(std::move(h), installed->install_hooks, installed->commit)
              : ListedHook{std::move(h), false, false, std::nullopt});
    }
  }
  return entry;
}

}  // namespace mind::install

#include "install/unmeld.hpp"

#include <algorithm>

#include "install/forget.hpp"
#include "install/hooks/source_hooks.hpp"
#include "install/sources/source_catalog.hpp"
#include "install/sources/source_select.hpp"
#include "store/checkout.hpp"

namespace mind::install {

UnmeldPlan plan_unmeld(const Session& session, const std::string& selector) {
  UnmeldPlan plan;
  plan.sources = select_sources(session.registry, selector, true);
  for (const std::string& name : plan.sources) {
    const store::Source& source = *session.registry.find(name);
    if (!source.is_linked()) store::clone_path(session.paths, source);  // STO-69, before any change
    for (const auto& [key, item] : session.manifest.items) {
      if (item.source == name) plan.item_keys.push_back(key);
    }
  }
  return plan;
}

UnmeldOutcome unmeld(Session& session, const UnmeldPlan& plan, bool keep_items,
                     const UnmeldHooks& hooks) {
  UnmeldOutcome out;
  // HOOK-87, HOOK-54: teardown reverses setup: the items' uninstall hooks and
  // the items' removal first, then the sources' uninstall hooks; a failing
  // required source hook leaves the source melded with its items already gone.
  if (hooks.gate != nullptr && !keep_items)
    run_uninstall_hooks(session, plan.item_keys, *hooks.gate);
  if (keep_items) {
    out.orphaned = plan.item_keys;
  } else {
    out.removed = forget(session, plan.item_keys, &out.restored);  // item hooks ran above
  }
  for (const std::string& name : plan.sources) {
    if (hooks.gate == nullptr) break;
    store::Source& source = *session.registry.find_mutable(name);
    const std::optional<SourceCatalog> sc =
        scan_source_catalog(session.paths, source, session.scan, session.warnings);
    if (!sc) continue;
    const SourceHookRequest request{HookEvent::uninstall, hooks.override_command, true};
    out.hooks.emplace_back(
        name, run_source_hooks(session.paths, source, sc->catalog, request, *hooks.gate).result);
  }
  for (const std::string& name : plan.sources) {
    const store::Source* source = session.registry.find(name);
    if (source == nullptr) continue;
    store::remove_clone(session.paths, *source);
    auto& list = session.registry.sources;
    list.erase(std::remove_if(list.begin(), list.end(),
                              [&](const store::Source& s) { return s.name == name; }),
               list.end());
    session.save_registry();
    out.sources.push_back(name);
  }
  return out;
}

}  // namespace mind::install

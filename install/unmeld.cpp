#include "install/unmeld.hpp"

#include <algorithm>

#include "install/forget.hpp"
#include "install/source_select.hpp"
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

UnmeldOutcome unmeld(Session& session, const UnmeldPlan& plan, bool keep_items) {
  UnmeldOutcome out;
  if (keep_items) {
    out.orphaned = plan.item_keys;
  } else {
    out.removed = forget(session, plan.item_keys, &out.restored);
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

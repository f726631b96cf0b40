#include "install/source_hooks.hpp"

#include "install/source_catalog.hpp"
#include "store/pin.hpp"

namespace mind::install {

HookSite source_site(const store::MindPaths& paths, const store::Source& source) {
  HookSite site;
  site.source = source.name;
  site.pin = store::describe_pin(source.pin);
  site.commit = source.commit.value_or("");
  site.dir = source_dir(paths, source);
  site.browse_url = browse_url(source.url, source.host, source.owner, source.repo, site.commit);
  return site;
}

SourceHookOutcome run_source_hooks(const store::MindPaths& paths, store::Source& source,
                                   const discovery::Catalog& catalog,
                                   const SourceHookRequest& request, const HookGate& gate) {
  SourceHookOutcome out;
  const HookSite site = source_site(paths, source);
  const bool recorded = request.event == HookEvent::install || request.event == HookEvent::update;
  for (const PlannedHook& hook : source_hooks(catalog, request.event, request.override_command)) {
    ++out.existed;
    if (recorded && !request.all && !is_pending(source.install_hooks, hook, site.commit)) {
      ++out.held_back;
      continue;
    }
    const HookRunResult one = run_hooks(gate, site, {hook});  // one at a time: HOOK-110
    record_hooks(source.install_hooks, one.ran, one.skipped_no_terminal, site.commit);
    record_hooks(source.install_hooks, {}, one.declined, site.commit);
    for (const auto& h : one.ran) out.result.ran.push_back(h);
    for (const auto& h : one.skipped_no_terminal) out.result.skipped_no_terminal.push_back(h);
    for (const auto& h : one.declined) out.result.declined.push_back(h);
  }
  return out;
}

void record_update_baseline(store::Source& source, const discovery::Catalog& catalog) {
  const std::string commit = source.commit.value_or("");
  for (const PlannedHook& hook : source_hooks(catalog, HookEvent::update)) {
    if (is_pending(source.install_hooks, hook, commit)) {
      record_hooks(source.install_hooks, {hook}, {}, commit);
    }
  }
}

}  // namespace mind::install

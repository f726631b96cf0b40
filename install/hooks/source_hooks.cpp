#include "install/hooks/source_hooks.hpp"

#include "install/sources/source_catalog.hpp"
#include "store/pin.hpp"

namespace mind::install {

std::optional<std::string> install_override(const store::Source& source, HookEvent event) {
  if (event != HookEvent::install && event != HookEvent::update) return std::nullopt;
  return source.install_hook_override;
}

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
  return run_recorded_hooks(gate, source_site(paths, source),
                            source_hooks(catalog, request.event, request.override_command),
                            source.install_hooks, request.all, {});
}

SourceHookOutcome run_upgrade_source_hooks(const store::MindPaths& paths, store::Source& source,
                                           const discovery::Catalog& catalog,
                                           const HookGate& gate) {
  std::vector<PlannedHook> hooks;
  if (source.install_hook_override) {
    hooks = source_hooks(catalog, HookEvent::install, source.install_hook_override);
  } else {
    hooks = source_hooks(catalog, HookEvent::update);
    if (hooks.empty()) hooks = source_hooks(catalog, HookEvent::install);
  }
  HookGate no_abort = gate;
  no_abort.disclose = [&gate](const HookSite& site, const PlannedHook& hook, bool ask) {
    const HookAnswer answer = gate.disclose ? gate.disclose(site, hook, ask) : HookAnswer::run;
    return answer == HookAnswer::abort ? HookAnswer::skip : answer;
  };
  return run_recorded_hooks(no_abort, source_site(paths, source), hooks, source.install_hooks,
                            false, {});
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

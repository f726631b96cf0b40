#include "install/hooks/hooks_run_operation.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/hooks/declared_items.hpp"
#include "install/hooks/item_hook_run.hpp"
#include "install/hooks/source_hooks.hpp"

namespace mind::install {
namespace {

// One target's run, counted (HOOK-107, HOOK-108).
void count(HooksRunResult& r, const std::string& target, const HookOutcome& done) {
  r.existed += done.existed;
  r.ran += done.result.ran.size();
  r.skipped += done.result.skipped_no_terminal.size();
  r.held_back += done.held_back;
  if (!done.result.skipped_no_terminal.empty()) r.not_run.push_back(target);
  for (const PlannedHook& h : done.result.skipped_no_terminal) r.skipped_names.push_back(h.name);
}

void run_sources(Session& session, const HooksRunOptions& o, const HookGate& gate,
                 HooksRunResult& r) {
  for (const std::string& name : r.target.sources) {
    std::optional<SourceCatalog> sc = scan_source_catalog(
        session.paths, *session.registry.find(name), session.scan, session.warnings);
    if (!sc) continue;
    store::Source& source = *session.registry.find_mutable(name);
    HookOutcome done;
    try {
      done = run_source_hooks(session.paths, source, sc->catalog,
                              {o.event, install_override(source, o.event), o.force}, gate);
    } catch (const Error&) {
      session.save_registry();  // HOOK-110: what already ran stays recorded
      throw;
    }
    session.save_registry();
    count(r, name, done);
  }
}

void rebuild(Session& session, DeclaredItems& declared, const std::string& key,
             const HookGate& build_gate) {
  const std::string target = item_hook_target(session.manifest.items.at(key));
  const HookOutcome done = rebuild_item(session, declared, key, build_gate);
  if (done.existed == 0 && build_gate.note) {
    build_gate.note("'" + sanitize_display(target) +
                    "' declares no build hook: its copy was reinstalled from the source through "
                    "the install path, nothing was run");
  }
  if (!done.result.skipped_no_terminal.empty() && build_gate.note) {  // HOOK-72
    build_gate.note("skipped the build hook of '" + sanitize_display(target) +
                    "': no terminal to ask for consent; the installed copy is unchanged "
                    "(--dangerously-skip-build-hook-check rebuilds it)");
  }
}

// HOOK-102, HOOK-103, HOOK-108: each item in place; a build reinstalls it.
void run_items(Session& session, const HooksRunOptions& o, const HookGate& gate,
               const HookGate& build_gate, HooksRunResult& r) {
  DeclaredItems declared(session);
  for (const std::string& key : r.target.item_keys) {
    if (o.event == HookEvent::build) {
      rebuild(session, declared, key, build_gate);
      continue;  // HOOK-108: a build is not counted
    }
    const std::string target = item_hook_target(session.manifest.items.at(key));
    try {
      count(r, target, run_item_hooks(session, declared, key, o.event, o.force, gate));
    } catch (...) {
      session.save_after_failure();  // HOOK-110
      throw;
    }
  }
}

}  // namespace

HooksRunResult run_hooks_now(Session& session, const HooksRunOptions& o) {
  HooksRunResult r;
  r.target = resolve_hook_target(session, o.target);
  if (o.event == HookEvent::build && !r.target.is_item()) {
    throw Error(ErrorKind::build_event_requires_item_target,
                "--event build runs a tool's build hook, so it needs an item target "
                "(<source>#tool:<name>), not a source");
  }
  const HookGate none;
  const HookGate& gate = o.consents.source_install ? *o.consents.source_install : none;
  const HookGate& build_gate = o.consents.build ? *o.consents.build : none;
  if (r.target.is_item()) {
    run_items(session, o, gate, build_gate, r);
  } else {
    run_sources(session, o, gate, r);
  }
  return r;
}

}  // namespace mind::install

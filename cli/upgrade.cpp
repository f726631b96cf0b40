#include <unistd.h>

#include "cli/hook_gate.hpp"
#include "cli/verbs.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/upgrade.hpp"
#include "reporting/json_render.hpp"
#include "reporting/lifecycle_views.hpp"
#include "reporting/workflow_harness.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct UpgradeOptions {
  std::string item;
  bool no_sync = false;
  bool run_build_hooks = false;    // HOOK-74
  bool run_install_hooks = false;  // HOOK-11, HOOK-83
};

std::vector<std::pair<std::string, std::string>> skipped(const install::UpgradePlan& plan) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& name : plan.unscannable) out.emplace_back(name, "could not be scanned");
  return out;
}

int report_nothing(Context& ctx, const install::UpgradePlan& plan, const std::string& target) {
  if (ctx.global.json) {
    reporting::MutationResult r;
    r.action = "upgrade";
    r.target = target;
    r.outcome = "up-to-date";
    ctx.out.stdout_text(reporting::mutation_json(r, skipped(plan)));
  } else if (plan.unscannable.empty()) {
    ctx.out.stdout_text("everything is up to date\n");  // CLI-64
  } else {  // CLI-211: never "fully up to date" while a source went unchecked
    ctx.out.stdout_text("nothing pending in the sources that could be checked; " +
                        std::to_string(plan.unscannable.size()) +
                        " source(s) could not be scanned\n");
  }
  return 0;
}

int run(Context& ctx, const UpgradeOptions& o) {
  // Without a sync nothing moves the sources first, so a whole upgrade scans
  // them beside the manifest load (as recall does) instead of after it.
  const bool scan_early = o.no_sync && o.item.empty();
  install::ScannedSession* scanned =
      scan_early ? &ctx.scanned_session(install::ScanFailure::leave) : nullptr;
  install::Session& session = scanned != nullptr ? scanned->session : ctx.session();
  const install::HookGate gate = hook_gate(ctx, o.run_build_hooks);  // HOOK-73
  session.build_hooks = &gate;
  const install::HookGate item_gate = hook_gate(ctx, o.run_install_hooks);  // HOOK-11, HOOK-83
  session.item_install_hooks = &item_gate;
  install::UpgradeRequest request;
  if (!o.item.empty()) request.filter = o.item;
  request.sync = !o.no_sync;
  request.progress = !ctx.global.json && ::isatty(2) != 0;
  if (scanned != nullptr) request.scanned = &scanned->catalogs;
  const install::UpgradePlan plan = install::plan_upgrade(session, request);
  ctx.flush_warnings(session);
  const std::string target = o.item;
  if (plan.pending.empty()) {
    if (!plan.rehashed.empty()) {
      install::apply_upgrade(session, plan);  // decision 12: no drift
    } else {
      install::offer_source_hooks(session, plan);  // HOOK-11: a moved source, no item changed
    }
    return report_nothing(ctx, plan, target);
  }

  // CLI-60, CLI-61, LIFE-51: the whole pending list first, on stderr under --json.
  const std::string report = std::to_string(plan.pending.size()) + " upgrade(s) pending:\n" +
                             reporting::upgrade_plan_text(plan, ctx.style);
  if (ctx.global.json) {
    ctx.out.note(report);
  } else {
    ctx.out.stdout_text(report);
  }
  install::check_rename_collisions(session, plan);  // LIFE-46: after the list, before any change
  if (!ctx.global.yes) {
    if (ctx.global.json) {  // LIFE-45
      throw Error(ErrorKind::confirmation_required,
                  std::to_string(plan.pending.size()) + " upgrade(s) pending",
                  {"re-run with --yes to apply them"});
    }
    if (!ctx.confirm("apply?")) {  // EOF is a safe no, with or without a terminal
      ctx.out.note("nothing upgraded");
      return 0;
    }
  }
  const install::UpgradeOutcome done = install::apply_upgrade(session, plan);
  ctx.flush_warnings(session);
  // WF-24, WF-29, WF-30, WF-56: a new version can bring a defect in; warned, never fatal.
  for (const std::string& w :
       reporting::touched_workflow_warnings(session.paths, session.lobes, session.manifest,
                                            done.upgraded, session.scan.metadata_cap)) {
    ctx.out.warn(w);
  }
  if (ctx.global.json) {
    reporting::MutationResult r;
    r.action = "upgrade";
    r.target = target;
    r.outcome = done.removed.empty() ? "upgraded" : "renamed";
    r.installed = done.upgraded;
    r.removed = done.removed;
    ctx.out.stdout_text(reporting::mutation_json(r, skipped(plan)));
    return 0;
  }
  std::string text;
  for (const auto& key : done.upgraded) text += "upgraded " + mind::sanitize_display(key) + "\n";
  ctx.out.stdout_text(text);
  return 0;
}

}  // namespace

Verb add_upgrade(CLI::App& app) {
  auto o = std::make_shared<UpgradeOptions>();
  CLI::App* cmd = app.add_subcommand(
      "upgrade", "Reinstall installed items whose source content or name changed.");
  cmd->add_option("item", o->item, "only installed items matching this ref or glob");
  cmd->add_flag("--no-sync", o->no_sync, "use the current clones; do not sync the sources first");
  add_skip_build_hook_check(cmd, o->run_build_hooks);
  add_skip_install_hook_check(cmd, o->run_install_hooks, "the sources' and items'");
  return {cmd, always(StateUse::write), [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli

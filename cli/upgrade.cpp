#include <unistd.h>

#include "cli/hook_gate.hpp"
#include "cli/upgrade_pass.hpp"
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

int report_nothing(Context& ctx, const install::UpgradePlan& plan, const std::string& target) {
  if (ctx.global.json) {
    reporting::MutationResult r;
    r.action = "upgrade";
    r.target = target;
    r.outcome = "up-to-date";
    ctx.out.stdout_text(reporting::mutation_json(r, unscanned(plan)));
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
  install::UpgradeRequest request;
  if (!o.item.empty()) request.filter = o.item;
  request.sync = !o.no_sync;
  request.progress = !ctx.global.json && ::isatty(2) != 0;
  if (scanned != nullptr) request.scanned = &scanned->catalogs;
  const UpgradePass pass =
      run_upgrade_pass(ctx, session, request, {o.run_build_hooks, o.run_install_hooks});
  if (!pass.done) return pass.declined ? 0 : report_nothing(ctx, pass.plan, o.item);
  const install::UpgradeOutcome& done = *pass.done;
  if (ctx.global.json) {
    reporting::MutationResult r;
    r.action = "upgrade";
    r.target = o.item;
    r.outcome = done.removed.empty() ? "upgraded" : "renamed";
    r.installed = done.upgraded;
    r.removed = done.removed;
    ctx.out.stdout_text(reporting::mutation_json(r, unscanned(pass.plan)));
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

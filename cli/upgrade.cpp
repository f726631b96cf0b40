#include <unistd.h>

#include "cli/hook_gate.hpp"
#include "cli/upgrade_pass.hpp"
#include "cli/verbs.hpp"
#include "core/sanitize.hpp"
#include "core/shell_quote.hpp"
#include "install/upgrade_operation.hpp"
#include "reporting/json_render.hpp"
#include "reporting/lifecycle_views.hpp"

namespace mind::cli {
namespace {

struct UpgradeOptions {
  std::string item;
  bool no_sync = false;
  bool run_build_hooks = false;    // HOOK-74
  bool run_install_hooks = false;  // HOOK-11, HOOK-83
};

int run(Context& ctx, const UpgradeOptions& o) {
  // Without a sync nothing moves the sources first, so a whole upgrade scans
  // them beside the manifest load (as recall does) instead of after it.
  const bool scan_early = o.no_sync && o.item.empty();
  install::ScannedSession* scanned =
      scan_early ? &ctx.scanned_session(install::ScanFailure::leave) : nullptr;
  install::Session& session = scanned != nullptr ? scanned->session : ctx.session();
  UpgradePassGates gates;
  const std::string apply =  // issue 43: what a refusal or a "no" names
      "mind upgrade --yes" + (o.item.empty() ? "" : " " + shell_quoted(sanitize_display(o.item)));
  install::UpgradeOptions options =
      upgrade_pass_options(ctx, {o.run_build_hooks, o.run_install_hooks, apply}, gates);
  if (!o.item.empty()) options.request.filter = o.item;
  options.request.sync = !o.no_sync;
  options.request.progress = !ctx.global.json;  // off a terminal, whole lines
  if (scanned != nullptr) options.request.scanned = &scanned->catalogs;
  const install::UpgradeResult pass = install::run_upgrade(session, options);
  ctx.flush_warnings(session);
  finish_upgrade_pass(ctx, pass, apply);
  if (!ctx.global.json) {
    ctx.out.stdout_text(upgrade_pass_text(pass));
  } else if (!pass.declined) {
    reporting::MutationResult r;
    r.action = "upgrade";
    r.target = o.item;
    r.outcome = pass.outcome();
    if (pass.done) {
      r.installed = pass.done->upgraded;
      r.removed = pass.done->removed;
    }
    // Issue 44: what each item changed, its plugin root apart from its content.
    ctx.out.stdout_text(
        reporting::upgrade_json(r, unscanned(pass.plan), reporting::upgrade_changes(pass.plan)));
  }
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

#include "install/forget_operation.hpp"

#include "cli/front_end.hpp"
#include "cli/hook_gate.hpp"
#include "cli/verbs.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "reporting/json_render.hpp"
#include "reporting/lifecycle_views.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct ForgetOptions {
  std::string ref;
  bool unmanaged = false;  // UNM-7
  bool force = false;      // skips the dependents question (DEP-60)
  bool run_hooks = false;  // HOOK-83: item uninstall hooks without asking
};

int run(Context& ctx, const ForgetOptions& o) {
  install::ForgetOptions options;
  options.ref = o.ref;
  options.unmanaged_only = o.unmanaged;
  options.force = o.force;
  const install::HookGate gate = hook_gate(ctx, o.run_hooks);  // HOOK-82, HOOK-83
  options.consents.uninstall = &gate;
  options.asker = asker(ctx, !ctx.global.json && ctx.interactive());
  options.list_all = ctx.global.verbose || ctx.global.json;
  options.note = note_sink(ctx);
  install::Session& session = ctx.session();
  const install::ForgetResult done = install::run_forget(session, options);
  ctx.flush_warnings(session);
  if (done.declined) {
    ctx.out.note("cancelled; nothing removed");
    return 1;
  }
  reporting::MutationResult r;
  r.action = "forget";
  r.restored = done.restored;
  r.displaced = done.kept;
  if (ctx.global.json) {
    r.target = done.target;
    r.outcome = "removed";
    r.removed = done.removed;
    ctx.out.stdout_text(reporting::mutation_json(r));
    return 0;
  }
  std::string text;
  for (const auto& key : done.removed) text += "forgot " + mind::sanitize_display(key) + "\n";
  ctx.out.stdout_text(text + reporting::displaced_text(r));
  return 0;
}

}  // namespace

Verb add_forget(CLI::App& app) {
  auto o = std::make_shared<ForgetOptions>();
  CLI::App* cmd = app.add_subcommand("forget", "Uninstall items.");
  cmd->alias("uninstall");
  cmd->alias("unlearn");
  cmd->add_option("item", o->ref, "installed item ref or glob");
  cmd->add_flag("--unmanaged", o->unmanaged,
                "delete only unmanaged lobe items (your own files): every one, or those the ref "
                "or glob matches");
  cmd->add_flag("-f,--force", o->force, "remove it even when installed items depend on it");
  add_skip_hook_check(cmd, o->run_hooks, "item");
  // CLI-183, issue 35: a missing argument is a usage error (exit 2) worded as
  // learn's and unmeld's; only --unmanaged goes without one.
  cmd->parse_complete_callback([o] {
    if (o->ref.empty() && !o->unmanaged) throw CLI::RequiredError("item");
  });
  return {cmd, always(StateUse::write), [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli

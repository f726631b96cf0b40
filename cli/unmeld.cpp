#include "install/unmeld_operation.hpp"

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

struct UnmeldOptions {
  std::string selector;
  bool keep_items = false;
  std::string uninstall_hook;  // HOOK-59
  bool run_hooks = false;      // CLI-227
};

std::string listed(const std::vector<std::string>& names) {
  std::string list;
  for (const auto& n : names) list += "\n  " + mind::sanitize_display(n);
  return list;
}

int run(Context& ctx, const UnmeldOptions& o) {
  install::UnmeldOptions options;
  options.selector = o.selector;
  options.keep_items = o.keep_items;
  if (!o.uninstall_hook.empty()) options.uninstall_hook = o.uninstall_hook;
  const install::HookGate gate = hook_gate(ctx, o.run_hooks);
  options.consents.uninstall = &gate;
  options.asker = asker(ctx, !ctx.global.json && ctx.interactive());
  options.list_all = ctx.global.verbose || ctx.global.json;
  install::Session& session = ctx.session();
  const install::UnmeldResult result = install::run_unmeld(session, options);
  if (result.declined) {
    ctx.out.note("cancelled; nothing unmelded");
    return 1;
  }
  const install::UnmeldOutcome& done = result.done;
  for (const auto& [name, result] : done.hooks) {
    for (const auto& h : result.skipped_no_terminal) {  // HOOK-54: a note, never a remedy to paste
      ctx.out.note("skipped the uninstall hook '" + mind::shown_name(h.name) + "' of '" +
                   mind::sanitize_display(name) +
                   "': no terminal to ask for consent (--dangerously-skip-hook-check runs it)");
    }
  }
  ctx.flush_warnings(session);
  if (ctx.global.json) {
    reporting::MutationResult r;
    r.action = "unmeld";
    r.target = done.sources.size() == 1 ? done.sources.front() : o.selector;
    r.outcome = "unmelded";
    r.removed = done.removed;
    r.restored = done.restored;
    std::string doc = reporting::mutation_json(r);
    ctx.out.stdout_text(doc);
    return 0;
  }
  for (const auto& key : done.removed)
    ctx.out.stdout_text("  forgot " + mind::sanitize_display(key) + "\n");
  for (const auto& name : done.sources)
    ctx.out.stdout_text("unmelded " + mind::sanitize_display(name) + "\n");
  reporting::MutationResult r;
  r.restored = done.restored;
  ctx.out.stdout_text(reporting::displaced_text(r));
  if (!done.orphaned.empty()) {  // CLI-22
    ctx.out.note("left installed (now orphaned):" + listed(done.orphaned) +
                 "\nremove them with: mind forget <item>");
  }
  return 0;
}

}  // namespace

Verb add_unmeld(CLI::App& app) {
  auto o = std::make_shared<UnmeldOptions>();
  CLI::App* cmd = app.add_subcommand("unmeld", "Remove a source (and, by default, its items).");
  cmd->alias("remove");
  cmd->alias("rm");
  cmd->add_option("name", o->selector, "source identity, suffix, or glob")->required();
  cmd->add_flag("--keep-items", o->keep_items, "remove only the source; leave its items installed");
  cmd->add_flag("--unlink-only", o->keep_items)->group("");  // CLI-22 deprecated alias
  cmd->add_option(
      "--uninstall-hook", o->uninstall_hook,
      "run this command as the source's one uninstall hook instead of what it declares");
  add_skip_hook_check(cmd, o->run_hooks, "the source's and its items'");
  return {cmd, always(StateUse::write), [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli

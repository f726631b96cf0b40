#include "install/forget.hpp"
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

std::string unmanaged_list(const std::vector<install::UnmanagedItem>& items) {
  std::string list;
  for (const auto& u : items) {
    for (const auto& p : u.paths) {
      list += "\n  " + mind::sanitize_display(u.key()) + "  " + mind::sanitize_display(p.string());
    }
  }
  return list;
}

// UNM-5, UNM-8: deleting a user's own files always asks, even for one item.
bool confirm_unmanaged(Context& ctx, const std::vector<install::UnmanagedItem>& items) {
  const std::string statement =
      "not managed by mind: these are your own files or directories (not mind's symlinks), and "
      "they will be deleted:" +
      unmanaged_list(items);
  if (ctx.global.yes) {
    ctx.out.note(statement);
    return true;
  }
  if (ctx.global.json || !ctx.interactive()) {
    throw Error(ErrorKind::confirmation_required, statement, {"re-run with --yes to delete them"});
  }
  return ctx.confirm(statement + "\ndelete?");
}

// DEP-60, Reference D: a single-item forget of something installed items
// depend on lists them and asks [y/N]; --force or --yes skips; without a
// terminal, or under --json, it refuses. Only the target is removed (DEP-50).
bool confirm_dependents(Context& ctx, install::Session& session, const std::string& key,
                        const ForgetOptions& o) {
  if (o.force || ctx.global.yes) return true;
  const std::vector<std::string> dependents = install::installed_dependents(session, key);
  if (dependents.empty()) return true;
  std::string list;
  for (const auto& k : dependents) list += "\n  " + mind::sanitize_display(k);
  const std::string what = "'" + mind::sanitize_display(key) + "' is used by " +
                           std::to_string(dependents.size()) +
                           " installed item(s); their references to it will break:" + list;
  if (ctx.global.json || !ctx.interactive()) {
    throw Error(ErrorKind::confirmation_required, what,
                {"re-run with --yes or --force to remove it anyway"});
  }
  ctx.out.note(what);
  return ctx.confirm_no_default("remove it anyway?");
}

int run(Context& ctx, const ForgetOptions& o) {
  if (o.ref.empty() && !o.unmanaged) {
    throw Error(ErrorKind::invalid_item_ref, "forget needs an item ref (or --unmanaged)");
  }
  install::Session& session = ctx.session();
  const install::ForgetTargets targets =
      install::select_forget_targets(session, o.ref, o.unmanaged);
  ctx.flush_warnings(session);
  const std::vector<std::string>& keys = targets.keys;
  if (keys.size() > 1 && !ctx.global.yes) {  // CLI-42
    std::string list;
    for (const auto& k : keys) list += "\n  " + mind::sanitize_display(k);
    if (ctx.global.json || !ctx.interactive()) {
      throw Error(ErrorKind::confirmation_required,
                  "'" + mind::sanitize_display(o.ref) + "' selects " + std::to_string(keys.size()) +
                      " items:" + list,
                  {"re-run with --yes to remove them all"});
    }
    if (!ctx.confirm("remove " + std::to_string(keys.size()) + " items?" + list + "\n")) return 1;
  } else if (keys.size() == 1 && !confirm_dependents(ctx, session, keys.front(), o)) {
    ctx.out.note("cancelled; nothing removed");
    return 1;
  }
  if (!targets.unmanaged.empty() && !confirm_unmanaged(ctx, targets.unmanaged)) return 1;
  std::vector<install::DisplacedFile> restored;
  const install::HookGate gate = hook_gate(ctx, o.run_hooks);  // HOOK-82, HOOK-83
  std::vector<std::string> removed = install::forget(session, keys, &restored, &gate);
  std::vector<install::DisplacedFile> kept;  // decision 10: a user's item is kept aside
  for (const install::UnmanagedItem& item : targets.unmanaged) {
    for (auto& f : install::remove_unmanaged(session.paths, item)) kept.push_back(std::move(f));
    removed.push_back(item.key());  // the manifest is unchanged (UNM-4)
  }
  ctx.flush_warnings(session);
  if (ctx.global.json) {
    const std::size_t n = keys.size() + targets.unmanaged.size();
    const std::string target =
        n == 1 ? (keys.empty() ? targets.unmanaged.front().key() : keys.front()) : o.ref;
    reporting::MutationResult r;
    r.action = "forget";
    r.target = target;
    r.outcome = "removed";
    r.removed = removed;
    r.restored = restored;
    r.displaced = kept;
    ctx.out.stdout_text(reporting::mutation_json(r));
    return 0;
  }
  for (const auto& key : removed)
    ctx.out.stdout_text("forgot " + mind::sanitize_display(key) + "\n");
  reporting::MutationResult r;
  r.action = "forget";
  r.restored = restored;
  r.displaced = kept;
  ctx.out.stdout_text(reporting::displaced_text(r));
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
  return {cmd, always(StateUse::write), [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli

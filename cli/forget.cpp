#include "cli/verbs.hpp"
#include "core/error.hpp"
#include "discovery/sanitize.hpp"
#include "install/forget.hpp"
#include "reporting/json_render.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct ForgetOptions {
  std::string ref;
  bool force = false;  // skips the dependents question (DEP-60)
};

// DEP-60, Reference D: a single-item forget of something installed items
// depend on lists them and asks [y/N]; --force or --yes skips; without a
// terminal, or under --json, it refuses. Only the target is removed (DEP-50).
bool confirm_dependents(Context& ctx, install::Session& session, const std::string& key,
                        const ForgetOptions& o) {
  if (o.force || ctx.global.yes) return true;
  const std::vector<std::string> dependents = install::installed_dependents(session, key);
  if (dependents.empty()) return true;
  std::string list;
  for (const auto& k : dependents) list += "\n  " + discovery::sanitize_display(k);
  const std::string what = "'" + discovery::sanitize_display(key) + "' is used by " +
                           std::to_string(dependents.size()) +
                           " installed item(s); their references to it will break:" + list;
  if (ctx.global.json || !ctx.interactive()) {
    throw Error("confirmation-required", what, {"re-run with --yes or --force to remove it anyway"});
  }
  ctx.out.note(what);
  return ctx.confirm_no_default("remove it anyway?");
}

int run(Context& ctx, const ForgetOptions& o) {
  const store::MindPaths paths = ctx.paths();
  store::StateLock lock(paths.lock_file(), store::StateLock::Mode::exclusive);
  install::Session session =
      install::open_session(paths, ctx.scan_options(), install::Access::write);
  ctx.flush_warnings(session);
  const std::vector<std::string> keys = install::select_installed(session, o.ref);
  if (keys.size() > 1 && !ctx.global.yes) {  // CLI-42
    std::string list;
    for (const auto& k : keys) list += "\n  " + discovery::sanitize_display(k);
    if (ctx.global.json || !ctx.interactive()) {
      throw Error("confirmation-required",
                  "'" + discovery::sanitize_display(o.ref) + "' selects " +
                      std::to_string(keys.size()) + " items:" + list,
                  {"re-run with --yes to remove them all"});
    }
    if (!ctx.confirm("remove " + std::to_string(keys.size()) + " items?" + list + "\n")) return 1;
  } else if (keys.size() == 1 && !confirm_dependents(ctx, session, keys.front(), o)) {
    ctx.out.note("cancelled; nothing removed");
    return 1;
  }
  const std::vector<std::string> removed = install::forget(session, keys);
  ctx.flush_warnings(session);
  if (ctx.global.json) {
    reporting::MutationResult r{"forget", keys.size() == 1 ? keys.front() : o.ref, "removed", {},
                                removed, {}};
    ctx.out.stdout_text(reporting::mutation_json(r));
    return 0;
  }
  for (const auto& key : removed) ctx.out.stdout_text("forgot " + discovery::sanitize_display(key) + "\n");
  return 0;
}

}  // namespace

Verb add_forget(CLI::App& app) {
  auto o = std::make_shared<ForgetOptions>();
  CLI::App* cmd = app.add_subcommand("forget", "Uninstall items.");
  cmd->alias("uninstall");
  cmd->alias("unlearn");
  cmd->add_option("item", o->ref, "installed item ref (kind:name, source#name) or glob")
      ->required();
  cmd->add_flag("-f,--force", o->force, "remove it even when installed items depend on it");
  return {cmd, [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli

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
};

int run(Context& ctx, const ForgetOptions& o) {
  const store::MindPaths paths = ctx.paths();
  store::StateLock lock(paths.lock_file(), store::StateLock::Mode::exclusive);
  install::Session session = install::open_session(paths, ctx.scan_options());
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
  cmd->add_option("item", o->ref, "installed item ref or glob")->required();
  return {cmd, [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli

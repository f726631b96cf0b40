#include <unistd.h>

#include "cli/hook_gate.hpp"
#include "cli/item_filter.hpp"
#include "cli/upgrade_pass.hpp"
#include "cli/verbs.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/sync.hpp"
#include "reporting/json_render.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct SyncOptions {
  std::string filter;
  bool upgrade = false;            // CLI-53
  bool run_build_hooks = false;    // HOOK-74
  bool run_install_hooks = false;  // HOOK-11, HOOK-83
};

// CLI-53, CLI-232: the upgrade pass over the sources this sync matched, after
// they all synced; nothing is fetched again.
reporting::SyncUpgrade upgrade_synced(Context& ctx, install::Session& session,
                                      const install::SyncOutcome& synced, const SyncOptions& o) {
  install::UpgradeRequest request;
  request.sync = false;
  request.sources.emplace();
  for (const auto& s : synced.sources) request.sources->insert(s.name);
  const UpgradePass pass =
      run_upgrade_pass(ctx, session, request, {o.run_build_hooks, o.run_install_hooks});
  if (!ctx.global.json) ctx.out.stdout_text(upgrade_pass_text(pass));
  reporting::SyncUpgrade out{upgrade_pass_outcome(pass), {}, {}, unscanned(pass.plan)};
  if (pass.done) {
    out.installed = pass.done->upgraded;
    out.removed = pass.done->removed;
  }
  return out;
}

std::string short_commit(const std::optional<std::string>& commit) {
  return commit ? commit->substr(0, 7) : "-";
}

int run(Context& ctx, const SyncOptions& o, const CLI::App& cmd) {
  install::Session& session = ctx.session();
  const std::optional<std::string> filter =
      cmd.count("filter") > 0 ? std::optional<std::string>(o.filter) : std::nullopt;
  const bool progress = !ctx.global.json && ::isatty(2) != 0;
  const install::SyncOutcome synced = install::sync(session, filter, progress);
  ctx.flush_warnings(session);

  if (synced.sources.empty()) {  // CLI-51
    if (ctx.global.json) {
      ctx.out.stdout_text(reporting::sync_json(filter.value_or(""), "no-sources", {}));
    } else {
      ctx.out.stdout_text(std::string(kNoSourcesMessage) + "\n");
    }
    return 0;
  }
  std::vector<reporting::SyncRow> rows;
  std::string failures;
  for (const auto& s : synced.sources) {
    rows.push_back({s.name, s.outcome, s.old_commit, s.commit, s.error_kind, s.error});
    if (s.outcome == "failed") failures += "\n  " + mind::sanitize_display(s.name) + ": " + s.error;
  }
  if (!ctx.global.json) {
    for (const auto& s : synced.sources) {
      const std::string name = mind::sanitize_display(s.name);
      if (s.outcome == "failed") continue;
      if (s.outcome == "updated") {
        ctx.out.stdout_text("updated " + name + " " + short_commit(s.old_commit) + " -> " +
                            short_commit(s.commit) + "\n");
      } else {
        ctx.out.stdout_text(s.outcome + " " + name + " " + short_commit(s.commit) + "\n");
      }
    }
  }
  if (!ctx.global.json) {
    for (const std::string& identity : synced.registered) {  // DSC-57
      ctx.out.stdout_text("melded " + mind::sanitize_display(identity) +
                          " (newly listed by a synced source)\n");
    }
  }
  if (synced.any_failed()) {  // CLI-54: the others were synced and saved; no upgrade pass
    throw Error(ErrorKind::sync_failed, "sync failed for:" + failures,
                {"fix the cause and run `mind sync` again"});
  }
  std::optional<reporting::SyncUpgrade> upgraded;
  if (o.upgrade) upgraded = upgrade_synced(ctx, session, synced, o);
  if (ctx.global.json) {
    std::vector<std::pair<std::string, std::string>> left_out;
    for (const auto& sk : synced.skipped) left_out.emplace_back(sk.source, sk.reason);
    ctx.out.stdout_text(reporting::sync_json(filter.value_or(""), "synced", rows, synced.registered,
                                             left_out, upgraded ? &*upgraded : nullptr));
  }
  return 0;
}

}  // namespace

Verb add_sync(CLI::App& app) {
  auto o = std::make_shared<SyncOptions>();
  CLI::App* cmd = app.add_subcommand("sync", "Fetch every source and move it to its pinned point.");
  cmd->alias("update");
  cmd->add_option("filter", o->filter, "only sources matching this identity, suffix or glob");
  CLI::Option* upgrade = cmd->add_flag(
      "--upgrade", o->upgrade,
      "then upgrade the items of the synced sources (prefer `mind upgrade`, which syncs first)");
  // CLI-53: the hook flags belong to the upgrade pass.
  add_skip_build_hook_check(cmd, o->run_build_hooks)->needs(upgrade);
  add_skip_install_hook_check(cmd, o->run_install_hooks, "the sources' and items'")->needs(upgrade);
  return {cmd, always(StateUse::write), [o, cmd](Context& ctx) { return run(ctx, *o, *cmd); }};
}

}  // namespace mind::cli

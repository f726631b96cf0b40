#include <unistd.h>

#include "cli/hook_gate.hpp"
#include "cli/item_filter.hpp"
#include "cli/upgrade_pass.hpp"
#include "cli/verbs.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "core/shell_quote.hpp"
#include "install/upgrade_operation.hpp"
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

std::string short_commit(const std::optional<std::string>& commit) {
  return commit ? commit->substr(0, 7) : "-";
}

void render_synced(Context& ctx, const install::SyncOutcome& synced) {
  ctx.flush_warnings(ctx.session());
  if (ctx.global.json) {
    for (const std::string& line : synced.provisioned) ctx.out.note(line);  // POL-30: on stderr
    return;
  }
  std::string text;
  for (const auto& s : synced.sources) {
    const std::string name = mind::sanitize_display(s.name);
    if (s.outcome == "failed") continue;
    if (s.outcome == "updated") {
      text += "updated " + name + " " + short_commit(s.old_commit) + " -> " +
              short_commit(s.commit) + "\n";
    } else {
      text += s.outcome + " " + name + " " + short_commit(s.commit) + "\n";
    }
  }
  for (const std::string& identity : synced.registered) {  // DSC-57
    text += "melded " + mind::sanitize_display(identity) + " (newly listed by a synced source)\n";
  }
  for (const std::string& line : synced.provisioned) text += line + "\n";  // POL-30, POL-55
  ctx.out.stdout_text(text);
}

int run(Context& ctx, const SyncOptions& o, const CLI::App& cmd) {
  install::Session& session = ctx.session();
  install::SyncOptions options;
  if (cmd.count("filter") > 0) options.filter = o.filter;
  options.progress = !ctx.global.json;  // off a terminal, whole lines (issue 35)
  UpgradePassGates gates;
  const std::string apply =  // issue 43: what a refusal or a "no" names
      "mind sync --upgrade --yes" +
      (options.filter ? " " + shell_quoted(sanitize_display(*options.filter)) : "");
  if (o.upgrade) {
    options.upgrade =
        upgrade_pass_options(ctx, {o.run_build_hooks, o.run_install_hooks, apply}, gates);
  }
  options.on_synced = [&ctx](const install::SyncOutcome& synced) {
    if (!synced.sources.empty() || !synced.provisioned.empty()) render_synced(ctx, synced);
  };
  const install::SyncResult result = install::run_sync(session, options);
  ctx.flush_warnings(session);
  const install::SyncOutcome& synced = result.synced;
  const std::string filter = options.filter.value_or("");
  if (synced.sources.empty() && synced.provisioned.empty()) {  // CLI-51
    if (ctx.global.json) {
      ctx.out.stdout_text(reporting::sync_json(filter, "no-sources", {}));
    } else {
      ctx.out.stdout_text(std::string(kNoSourcesMessage) + "\n");
    }
    return 0;
  }
  std::optional<reporting::SyncUpgrade> upgraded;
  if (result.upgraded) {
    const install::UpgradeResult& pass = *result.upgraded;
    finish_upgrade_pass(ctx, pass, apply);
    if (!ctx.global.json) ctx.out.stdout_text(upgrade_pass_text(pass));
    upgraded = reporting::SyncUpgrade{pass.outcome(), {}, {}, unscanned(pass.plan)};
    if (pass.done) {
      upgraded->installed = pass.done->upgraded;
      upgraded->removed = pass.done->removed;
    }
  }
  if (ctx.global.json) {
    std::vector<reporting::SyncRow> rows;
    for (const auto& s : synced.sources) {
      rows.push_back({s.name, s.outcome, s.old_commit, s.commit, s.error_kind, s.error});
    }
    std::vector<std::pair<std::string, std::string>> left_out;
    for (const auto& sk : synced.skipped) left_out.emplace_back(sk.source, sk.reason);
    ctx.out.stdout_text(reporting::sync_json(filter, "synced", rows, synced.registered, left_out,
                                             upgraded ? &*upgraded : nullptr));
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

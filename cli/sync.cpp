#include <unistd.h>

#include "cli/item_filter.hpp"
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
};

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
  if (synced.any_failed()) {  // CLI-54: the others were synced and saved
    throw Error(ErrorKind::sync_failed, "sync failed for:" + failures,
                {"fix the cause and run `mind sync` again"});
  }
  if (ctx.global.json) {
    std::vector<std::pair<std::string, std::string>> left_out;
    for (const auto& sk : synced.skipped) left_out.emplace_back(sk.source, sk.reason);
    ctx.out.stdout_text(
        reporting::sync_json(filter.value_or(""), "synced", rows, synced.registered, left_out));
  }
  return 0;
}

}  // namespace

Verb add_sync(CLI::App& app) {
  auto o = std::make_shared<SyncOptions>();
  CLI::App* cmd = app.add_subcommand("sync", "Fetch every source and move it to its pinned point.");
  cmd->alias("update");
  cmd->add_option("filter", o->filter, "only sources matching this identity, suffix or glob");
  return {cmd, always(StateUse::write), [o, cmd](Context& ctx) { return run(ctx, *o, *cmd); }};
}

}  // namespace mind::cli

#include "install/learn.hpp"

#include "cli/verbs.hpp"
#include "discovery/sanitize.hpp"
#include "install/local_lobe.hpp"
#include "reporting/json_render.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

int run(Context& ctx, install::LearnRequest request, bool local) {
  request.report_unguarded = ctx.global.verbose;  // NS-20: only under --verbose
  const store::MindPaths paths = ctx.paths();
  store::StateLock lock(paths.lock_file(), store::StateLock::Mode::exclusive);
  install::Session session = install::open_session(paths, ctx.scan_options());
  apply_local_scope(ctx, session, local);  // HARN-20
  install::LearnOutcome learned = install::learn(session, request);
  ctx.flush_warnings(session);

  reporting::MutationResult result;
  result.action = "learn";
  result.target = learned.selected.size() == 1 ? learned.selected.front() : request.refs.front();
  result.installed = learned.installed;
  if (request.dry_run) {
    result.outcome = "dry-run";
  } else {
    result.outcome = learned.installed.empty() ? "up-to-date" : "installed";  // CLI-157
  }
  if (ctx.global.json) {
    ctx.out.stdout_text(reporting::mutation_json(result));
    return 0;
  }
  if (learned.installed.empty()) {
    ctx.out.stdout_text("already installed; nothing to do\n");
    return 0;
  }
  const char* verb = request.dry_run ? "would learn " : "learned ";
  for (const auto& key : learned.installed) {
    ctx.out.stdout_text(verb + discovery::sanitize_display(key) + "\n");
  }
  return 0;
}

}  // namespace

Verb add_learn(CLI::App& app) {
  auto request = std::make_shared<install::LearnRequest>();
  auto local = std::make_shared<bool>(false);
  CLI::App* cmd = app.add_subcommand("learn", "Install items from the melded sources.");
  cmd->alias("install");
  cmd->add_option("item", request->refs, "item ref: name, kind:name, source#name, or a glob")
      ->required();
  cmd->add_flag("--all", request->all, "install every item of the named source");
  cmd->add_flag("-n,--dry-run", request->dry_run, "list what would be installed");
  cmd->add_flag("-f,--force", request->force, "replace files mind does not own at link paths");
  cmd->add_flag("--local", *local, "link only into the project lobe under the current directory");
  return {cmd, [request, local](Context& ctx) { return run(ctx, *request, *local); }};
}

}  // namespace mind::cli

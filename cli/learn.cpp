#include "install/learn_operation.hpp"

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

int run(Context& ctx, install::LearnRequest request, bool local, bool run_build_hooks,
        bool run_install_hooks, const std::string& kind, bool freeze) {
  request.report_unguarded = ctx.global.verbose;  // NS-20: only under --verbose
  install::LearnOptions options;
  options.request = request;
  const install::HookGate gate = hook_gate(ctx, run_build_hooks);         // HOOK-72, HOOK-74
  const install::HookGate item_gate = hook_gate(ctx, run_install_hooks);  // HOOK-83
  options.consents.build = &gate;
  options.consents.item_install = &item_gate;
  options.consents.source_install = &item_gate;  // LNK-6, LNK-9: a link's source hooks
  if (!kind.empty()) options.link_kind = kind;   // LNK-21
  options.freeze = freeze;                       // CLI-200
  options.asker = asker(ctx, !ctx.global.json);  // DEP-31: a text run asks [y/N] (EOF is no)
  options.note = note_sink(ctx);
  install::Session& session = ctx.session();
  apply_local_scope(ctx, session, local);  // HARN-20
  const install::LearnResult done = install::run_learn(session, options);
  ctx.flush_warnings(session);
  if (done.declined) {
    ctx.out.note("cancelled; nothing installed");
    return 1;
  }
  const install::LearnOutcome& learned = done.learned;
  for (const std::string& w : done.workflow_warnings) ctx.out.warn(w);  // WF-31

  reporting::MutationResult result;
  result.action = "learn";
  result.target = learned.selected.size() == 1 ? learned.selected.front() : request.refs.front();
  result.installed = learned.installed;
  result.skipped = learned.skipped;
  result.displaced = learned.displaced;
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
  std::string text;
  for (const auto& key : learned.installed) text += verb + mind::sanitize_display(key) + "\n";
  ctx.out.stdout_text(text + reporting::displaced_text(result));
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
  auto kind = std::make_shared<std::string>();
  cmd->add_option("--kind", *kind, "the kind of a file item link: agent, rule or command");
  auto freeze = std::make_shared<bool>(false);
  cmd->add_flag("--pin", *freeze,
                "freeze an item link at its current commit (ignored, with a note, on a plain ref)");
  cmd->add_flag("--local", *local, "link only into the project lobe under the current directory");
  auto build = std::make_shared<bool>(false);
  add_skip_build_hook_check(cmd, *build);
  auto install_hooks = std::make_shared<bool>(false);
  add_skip_install_hook_check(cmd, *install_hooks, "item");
  return {cmd, always(StateUse::write),
          [request, local, build, install_hooks, kind, freeze](Context& ctx) {
            return run(ctx, *request, *local, *build, *install_hooks, *kind, *freeze);
          }};
}

}  // namespace mind::cli

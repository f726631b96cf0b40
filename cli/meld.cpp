#include "discovery/sanitize.hpp"
#include "install/learn.hpp"
#include "install/meld.hpp"
#include "cli/verbs.hpp"
#include "reporting/json_render.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct MeldOptions {
  std::string spec = ".";  // CLI-25: the current directory by default
  bool register_only = false;
  bool force = false;
};

int run(Context& ctx, const MeldOptions& o) {
  const store::MindPaths paths = ctx.paths();
  store::StateLock lock(paths.lock_file(), store::StateLock::Mode::exclusive);
  install::Session session = install::open_session(paths, ctx.scan_options());
  install::MeldOutcome melded = install::meld(session, o.spec);
  ctx.flush_warnings(session);
  const std::string shown = discovery::sanitize_display(melded.identity);

  reporting::MutationResult result{"meld", melded.identity,
                                   melded.already_melded ? "already-melded" : "melded", {}, {}, {}};
  if (!ctx.global.json) {
    ctx.out.stdout_text((melded.already_melded ? "already melded " : "melded ") + shown + " (" +
                        std::to_string(melded.offered.size()) + " items)\n");
  }
  // CLI-23 / CLI-156: install after a confirmation, never prompting under --json.
  bool install = !o.register_only && !melded.pending.empty();
  if (install && !ctx.global.yes) {
    if (ctx.global.json || !ctx.interactive()) {
      install = false;
      result.pending_items = static_cast<long long>(melded.pending.size());
      if (!ctx.global.json) {
        ctx.out.note("not installing without --yes on a non-interactive run; install later with: "
                     "mind learn --all '" + shown + "'");
      }
    } else {
      install = ctx.confirm("install " + std::to_string(melded.pending.size()) + " items from " +
                            shown + "?");
    }
  }
  if (install) {
    install::LearnOutcome learned =
        install::install_offered(session, melded.catalogs, melded.pending, o.force, false);
    result.installed = learned.installed;
    if (!ctx.global.json) {
      for (const auto& key : learned.installed) {
        ctx.out.stdout_text("  learned " + discovery::sanitize_display(key) + "\n");
      }
    }
  }
  ctx.flush_warnings(session);
  if (ctx.global.json) ctx.out.stdout_text(reporting::mutation_json(result));
  return 0;
}

}  // namespace

Verb add_meld(CLI::App& app) {
  auto o = std::make_shared<MeldOptions>();
  CLI::App* cmd = app.add_subcommand("meld", "Meld with a source repo and install its items.");
  cmd->alias("add");
  cmd->add_option("repo", o->spec, "owner/repo, a URL, or a local path (default: .)");
  cmd->add_flag("--register-only", o->register_only, "register the source, install nothing");
  cmd->add_flag("--link-only", o->register_only)->group("");  // CLI-165 hidden alias
  cmd->add_flag("-f,--force", o->force, "replace files mind does not own at link paths");
  return {cmd, [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli

/// `link-project [dir] [--preset N] [--subdir REL] [--snapshot] [-f]` (CLI-198, HARN-11, HARN-12):
/// `config lobes add` aimed at a project; `dir` defaults to the cwd and the
/// preset to `windsurf`: the lobe is that project's folder of the agent. Only
/// `--preset claude-code` (`<dir>/.claude`) admits workflows (WF-13).

#include <filesystem>

#include "cli/lobe_report.hpp"
#include "cli/verbs.hpp"
#include "install/lobes/lobe_admin.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct LinkProjectOptions {
  std::string dir, preset, subdir;
  bool force = false;
  bool snapshot = false;  // HARN-12: frozen copies, no config entry
};

int run(Context& ctx, const LinkProjectOptions& o) {
  install::LobeTargetRequest req;
  // Always a project: the cwd when no dir is given (never the agent's global folder).
  req.path = o.dir.empty() ? std::filesystem::current_path().string() : o.dir;
  if (!o.subdir.empty())
    req.subdir = o.subdir;
  else
    req.preset = o.preset.empty() ? "windsurf" : o.preset;
  install::Session& session = ctx.session();
  if (o.snapshot)
    return report_lobe_snapshot(ctx, install::run_snapshot_lobe(session, req, o.force));
  install::LobeAddResult added = install::run_add_lobe(session, req, o.force);
  added.project = true;
  return report_lobe_add(ctx, session, added);
}

}  // namespace

Verb add_link_project(CLI::App& app) {
  auto o = std::make_shared<LinkProjectOptions>();
  CLI::App* cmd = app.add_subcommand("link-project", "Register a project directory as a lobe.");
  cmd->add_option("dir", o->dir, "the project directory (default: the current directory)");
  cmd->add_option("--preset", o->preset, "harness preset (default: windsurf)");
  cmd->add_option("--subdir", o->subdir, "lobe <dir>/<REL>, skills only")->excludes("--preset");
  cmd->add_flag("--snapshot", o->snapshot,
                "write frozen copies of the installed items into the project instead of a lobe");
  cmd->add_flag("-f,--force", o->force, "replace files mind does not own at link paths");
  return {cmd, always(StateUse::write), [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli

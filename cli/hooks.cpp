// `mind hooks run <target>` and `mind hooks list <target>` (HOOK-100..109,
// HOOK-126, CLI-194..196, CLI-220, CLI-222, CLI-228): a source's hooks on
// demand, under the same disclosure and consent as meld's.

#include "cli/hook_gate.hpp"
#include "cli/verbs.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/hook_listing.hpp"
#include "install/source_hooks.hpp"
#include "install/source_select.hpp"
#include "reporting/hook_disclosure.hpp"
#include "reporting/hook_views.hpp"

namespace mind::cli {
namespace {

struct HooksOptions {
  std::string target;
  std::string event = "install";
  bool force = false;
  bool run_install_hooks = false, run_build_hooks = false;
};

// HOOK-105: a registered identity (even with `#`) or `source:<…>` is a source
// target; `<source>#<item>` would be an item target, which this build does not run.
std::vector<std::string> target_sources(const install::Session& session, std::string target) {
  if (target.starts_with("source:")) {
    target.erase(0, 7);
  } else if (session.registry.find(target) == nullptr && target.find('#') != std::string::npos) {
    throw Error(ErrorKind::invalid_item_ref,
                "'" + sanitize_display(target) +
                    "' names an item; running or listing one item's hooks is not supported yet",
                {"give the source instead: mind hooks list '<source>' lists its items' hooks"});
  }
  return install::select_sources(session.registry, target, false);
}

std::optional<install::SourceCatalog> scanned(install::Session& session, const std::string& name) {
  return install::scan_source_catalog(session.paths, *session.registry.find(name), session.scan,
                                      session.warnings);
}

int run_list(Context& ctx, const HooksOptions& o) {
  install::Session& session = ctx.session();
  std::vector<install::SourceHookListing> listings;
  for (const std::string& name : target_sources(session, o.target)) {
    if (auto sc = scanned(session, name)) listings.push_back(install::list_source_hooks(*sc));
  }
  ctx.flush_warnings(session);
  ctx.out.stdout_text(ctx.global.json ? reporting::hooks_list_json(o.target, listings)
                                      : reporting::hooks_list_text(listings));
  return 0;
}

std::string remedies(const std::vector<std::string>& names, install::HookEvent event) {
  std::string out;
  for (const std::string& n : names) {
    if (std::string remedy = reporting::hooks_run_remedy(n, event); !remedy.empty()) {
      out += "\n  " + remedy;
    }
  }
  return out;
}

int run_run(Context& ctx, const HooksOptions& o) {
  const std::optional<install::HookEvent> event = install::event_from_name(o.event);
  if (!event) {
    throw Error(ErrorKind::invalid_item_ref, "unknown --event '" + sanitize_display(o.event) + "'",
                {"give install, update, uninstall or build"});
  }
  if (*event == install::HookEvent::build) {
    throw Error(ErrorKind::build_event_requires_item_target,
                "--event build runs a tool's build hook, so it needs an item target "
                "(<source>#tool:<name>), not a source");
  }
  install::Session& session = ctx.session();
  const install::HookGate gate = hook_gate(ctx, o.run_install_hooks);
  reporting::HooksRunTally tally;
  std::vector<std::string> not_run, names = target_sources(session, o.target);
  std::size_t held_back = 0;
  for (const std::string& name : names) {
    std::optional<install::SourceCatalog> sc = scanned(session, name);
    if (!sc) continue;
    install::SourceHookOutcome done;
    try {
      done = install::run_source_hooks(session.paths, *session.registry.find_mutable(name),
                                       sc->catalog, {*event, std::nullopt, o.force}, gate);
    } catch (const Error&) {
      session.save_registry();  // HOOK-110: what already ran stays recorded
      throw;
    }
    session.save_registry();
    tally.existed += done.existed;
    tally.ran += done.result.ran.size();
    tally.skipped += done.result.skipped_no_terminal.size();
    held_back += done.held_back;
    if (!done.result.skipped_no_terminal.empty()) not_run.push_back(name);
  }
  ctx.flush_warnings(session);
  if (tally.existed > 0 && tally.ran == 0 && tally.skipped > 0) {  // HOOK-107
    std::string list;
    for (const std::string& n : not_run)
      list += (list.empty() ? "'" : ", '") + sanitize_display(n) + "'";
    throw Error(
        ErrorKind::hooks_not_run,
        std::to_string(tally.skipped) + " " + std::string(install::event_name(*event)) +
            " hook(s) of " + list + " were not run: there is no terminal to ask for consent",
        {"read them with `mind hooks list`, then run them with:" + remedies(not_run, *event)});
  }
  if (tally.existed > 0 && held_back == tally.existed && !ctx.global.json) {  // HOOK-126
    ctx.out.note("every " + std::string(install::event_name(*event)) +
                 " hook already ran at the current commit; run them again with: mind hooks run '" +
                 sanitize_display(o.target) + "' --event " + o.event + " --force");
  } else if (tally.existed == 0 && !ctx.global.json) {
    ctx.out.note("no " + o.event + " hooks declared; nothing to run");
  }
  if (ctx.global.json) ctx.out.stdout_text(reporting::hooks_run_json(o.target, *event, tally));
  return 0;
}

}  // namespace

Verb add_hooks(CLI::App& app) {
  auto o = std::make_shared<HooksOptions>();
  CLI::App* cmd = app.add_subcommand("hooks", "Run or list a source's lifecycle hooks.");
  cmd->require_subcommand(1, 1);
  CLI::App* run = cmd->add_subcommand("run", "Run a source's hooks now, with the same consent.");
  run->add_option("target", o->target, "the source (identity, suffix or glob; source:<id>)")
      ->required();
  run->add_option("--event", o->event, "install (default), update or uninstall");
  run->add_flag("-f,--force,--rerun", o->force, "run hooks that already ran at this commit too");
  add_skip_install_hook_check(run, o->run_install_hooks, "the source's");
  add_skip_build_hook_check(run, o->run_build_hooks);
  CLI::App* list =
      cmd->add_subcommand("list", "List a source's hooks and items' hooks; runs nothing.");
  list->add_option("target", o->target, "the source (identity, suffix or glob)")->required();
  auto state = [=] { return list->parsed() ? StateUse::read : StateUse::write; };
  return {cmd, state,
          [=](Context& ctx) { return list->parsed() ? run_list(ctx, *o) : run_run(ctx, *o); }};
}

}  // namespace mind::cli

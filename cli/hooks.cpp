// `mind hooks run <target>` and `mind hooks list <target>` (HOOK-100..109,
// HOOK-126, CLI-194..196, CLI-220, CLI-222, CLI-228): a source's or an
// installed item's hooks on demand, under the same disclosure and consent as
// meld's and learn's.

#include <nlohmann/json.hpp>

#include "cli/hook_gate.hpp"
#include "cli/verbs.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/hooks/declared_items.hpp"
#include "install/hooks/hook_listing.hpp"
#include "install/hooks/hook_target.hpp"
#include "install/hooks/hooks_run_operation.hpp"
#include "install/hooks/item_hook_run.hpp"
#include "install/hooks/source_hooks.hpp"
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

std::optional<install::SourceCatalog> scanned(install::Session& session, const std::string& name) {
  return install::scan_source_catalog(session.paths, *session.registry.find(name), session.scan,
                                      session.warnings);
}

int run_list(Context& ctx, const HooksOptions& o) {
  install::Session& session = ctx.session();
  const install::HookTarget target = install::resolve_hook_target(session, o.target);
  std::vector<install::SourceHookListing> listings;
  std::vector<install::ListedItemHooks> items;
  install::DeclaredItems declared(session);
  for (const std::string& key : target.item_keys) {  // HOOK-102, HOOK-134
    items.push_back(install::list_installed_item_hooks(session, declared, key));
  }
  for (const std::string& name : target.sources) {
    if (auto sc = scanned(session, name)) listings.push_back(install::list_source_hooks(*sc));
  }
  ctx.flush_warnings(session);
  if (target.is_item()) {
    ctx.out.stdout_text(ctx.global.json ? reporting::item_hooks_list_json(o.target, items)
                                        : reporting::item_hooks_list_text(items));
    return 0;
  }
  ctx.out.stdout_text(ctx.global.json ? reporting::hooks_list_json(o.target, listings)
                                      : reporting::hooks_list_text(listings));
  return 0;
}

// HOOK-106: each remedy is a hint of its own, so the command stands on its
// own line (a hint is one line: the sink turns a line break into a space);
// at most five, then a count.
std::vector<std::string> remedy_hints(const std::vector<std::string>& names,
                                      install::HookEvent event) {
  constexpr std::size_t kShown = 5;
  std::vector<std::string> hints{"read them with `mind hooks list`, then run them with:"};
  std::size_t more = 0;
  for (const std::string& n : names) {
    std::string remedy = reporting::hooks_run_remedy(n, event);
    if (remedy.empty()) continue;
    if (hints.size() > kShown) {
      ++more;
    } else {
      hints.push_back(std::move(remedy));
    }
  }
  if (more > 0) hints.push_back("and " + std::to_string(more) + " more (see `mind hooks list`)");
  return hints;
}

int run_run(Context& ctx, const HooksOptions& o) {
  const std::optional<install::HookEvent> event = install::event_from_name(o.event);
  if (!event) {
    throw Error(ErrorKind::invalid_item_ref, "unknown --event '" + sanitize_display(o.event) + "'",
                {"give install, update, uninstall or build"});
  }
  install::HooksRunOptions options;
  options.target = o.target;
  options.event = *event;
  options.force = o.force;
  const install::HookGate gate = hook_gate(ctx, o.run_install_hooks);
  const install::HookGate build_gate = hook_gate(ctx, o.run_build_hooks);
  options.consents.source_install = &gate;
  options.consents.build = &build_gate;
  install::Session& session = ctx.session();
  const install::HooksRunResult done = install::run_hooks_now(session, options);
  const reporting::HooksRunTally tally{done.existed, done.ran, done.skipped};
  ctx.flush_warnings(session);
  if (tally.existed > 0 && tally.ran == 0 && tally.skipped > 0) {  // HOOK-107, HOOK-108
    std::string list;
    for (const std::string& n : done.not_run)
      list += (list.empty() ? "'" : ", '") + sanitize_display(n) + "'";
    const std::vector<std::string> hints = remedy_hints(done.not_run, *event);
    // Under --json the envelope carries the paste-ready commands too (details).
    nlohmann::json remedies = nlohmann::json::array();
    for (std::size_t i = 1; i < hints.size(); ++i) remedies.push_back(sanitize_display(hints[i]));
    std::string names;  // the hooks themselves, as the skip note names them
    for (const std::string& n : done.skipped_names)
      names += (names.empty() ? "'" : ", '") + sanitize_display(n) + "'";
    throw Error(ErrorKind::hooks_not_run,
                std::to_string(tally.skipped) + " " + std::string(install::event_name(*event)) +
                    " hook(s) of " + list + " (" + names +
                    ") were not run: there is no terminal to ask for consent",
                hints)
        .with_details_json(nlohmann::json{{"remedies", remedies}}.dump(
            -1, ' ', false, nlohmann::json::error_handler_t::replace));
  }
  if (tally.existed > 0 && done.held_back == tally.existed && !ctx.global.json) {  // HOOK-126
    ctx.out.note("every " + std::string(install::event_name(*event)) +
                 " hook already ran at the current commit; run them again with: mind hooks run '" +
                 sanitize_display(o.target) + "' --event " + o.event + " --force");
  } else if (tally.existed == 0 && *event != install::HookEvent::build && !ctx.global.json) {
    ctx.out.note("no " + o.event + " hooks declared; nothing to run");
  }
  if (ctx.global.json) ctx.out.stdout_text(reporting::hooks_run_json(o.target, *event, tally));
  return 0;
}

}  // namespace

Verb add_hooks(CLI::App& app) {
  auto o = std::make_shared<HooksOptions>();
  CLI::App* cmd =
      app.add_subcommand("hooks", "Run or list a source's or an item's lifecycle hooks.");
  cmd->require_subcommand(1, 1);
  CLI::App* run = cmd->add_subcommand("run", "Run a source's hooks now, with the same consent.");
  run->add_option("target", o->target,
                  "a source (identity, suffix or glob; source:<id>) or an installed item "
                  "(<source>#<kind>:<name>)")
      ->required();
  run->add_option("--event", o->event,
                  "install (default), update, uninstall, or build (an item target)");
  run->add_flag("-f,--force,--rerun", o->force, "run hooks that already ran at this commit too");
  add_skip_install_hook_check(run, o->run_install_hooks, "the source's");
  add_skip_build_hook_check(run, o->run_build_hooks);
  CLI::App* list =
      cmd->add_subcommand("list", "List a source's hooks and items' hooks; runs nothing.");
  list->add_option("target", o->target, "a source or an installed item (<source>#<kind>:<name>)")
      ->required();
  auto state = [=] { return list->parsed() ? StateUse::read : StateUse::write; };
  return {cmd, state,
          [=](Context& ctx) { return list->parsed() ? run_list(ctx, *o) : run_run(ctx, *o); }};
}

}  // namespace mind::cli

/// `absorb <item> [--to PATH] [-f]` (ABS-1..12): claim one unmanaged lobe
/// item into a git source the user owns. Destination precedence (ABS-2,
/// ABS-9): `--to`, then $MIND_ABSORB_TO, then config `absorb-to`; with none
/// set, an interactive run offers `<mind root>/personal` (and to save the
/// choice, ABS-4) and a non-interactive one fails (ABS-3).

#include <iostream>

#include "cli/verbs.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/absorb.hpp"
#include "reporting/json_render.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct AbsorbOptions {
  std::string ref, to;
  bool force = false;
};

// ABS-3, ABS-4: ask for a destination, offering the built-in one.
std::string ask_destination(Context& ctx, install::Session& session) {
  const std::string personal = install::personal_destination(session.paths).string();
  if (ctx.global.json || !ctx.interactive()) {
    throw Error(
        ErrorKind::confirmation_required,
        "no absorb destination is set (--to, MIND_ABSORB_TO, or `absorb-to` in config.toml)",
        {"re-run with --to " + sanitize_display(personal) + " (the built-in personal source)"});
  }
  ctx.out.note("absorb destination [" + sanitize_display(personal) + "]: ");
  std::string answer;
  if (!std::getline(std::cin, answer))
    throw Error(ErrorKind::confirmation_required, "no destination given");
  const std::string chosen = answer.empty() ? personal : answer;
  if (ctx.confirm("save " + sanitize_display(chosen) + " as `absorb-to` in config.toml?")) {
    session.config.absorb_to = chosen;
    store::save_config(session.paths.config_toml(), session.config);
  }
  return chosen;
}

// ABS-7, ABS-11: moving and deleting the user's files is confirmed once.
void confirm_move(Context& ctx, const install::UnmanagedItem& item) {
  std::string plan = "absorb moves " + sanitize_display(item.paths.front().string());
  for (std::size_t i = 1; i < item.paths.size(); ++i) {
    plan += "\n  and deletes the copy " + sanitize_display(item.paths[i].string());
  }
  if (ctx.global.yes) return;
  if (ctx.global.json) throw Error(ErrorKind::confirmation_required, plan, {"re-run with --yes"});
  if (item.paths.size() == 1) return;  // nothing but the moved entry is touched
  if (!ctx.interactive())
    throw Error(ErrorKind::confirmation_required, plan, {"re-run with --yes"});
  if (!ctx.confirm(plan + "\nproceed?")) {
    throw Error(ErrorKind::confirmation_required, "absorb declined; nothing changed");
  }
}

int run(Context& ctx, const AbsorbOptions& o) {
  install::Session& session = ctx.session();
  install::AbsorbRequest request;
  request.item = install::select_absorb_item(session, o.ref);
  ctx.flush_warnings(session);
  request.force = o.force;
  const std::optional<std::string> configured = install::configured_absorb_destination(
      o.to.empty() ? std::nullopt : std::optional<std::string>(o.to), session.config);
  confirm_move(ctx, request.item);
  const std::string destination = configured ? *configured : ask_destination(ctx, session);
  request.destination = store::absolute_lobe_path(destination);
  install::AbsorbOutcome out;
  try {
    out = install::absorb(session, request);
  } catch (...) {
    ctx.flush_warnings(session);
    throw;
  }
  ctx.flush_warnings(session);
  if (ctx.global.json) {
    reporting::MutationResult r;
    r.action = "absorb";
    r.target = request.item.key();
    r.outcome = "absorbed";
    r.key = out.key;
    ctx.out.stdout_text(reporting::mutation_json(r));
    return 0;
  }
  ctx.out.stdout_text("absorbed " + sanitize_display(request.item.key()) + " into " +
                      sanitize_display(out.moved_to.string()) + " (commit " +
                      out.commit.substr(0, 7) + ")\n");
  ctx.out.stdout_text("learned " + sanitize_display(out.key) + " from " +
                      sanitize_display(out.source) + "\n");
  return 0;
}

}  // namespace

Verb add_absorb(CLI::App& app) {
  auto o = std::make_shared<AbsorbOptions>();
  CLI::App* cmd = app.add_subcommand(
      "absorb",
      "Move an unmanaged lobe item into a git source you own and install it. Destination: "
      "--to, else $MIND_ABSORB_TO, else `absorb-to` in config.toml.");
  cmd->add_option("item", o->ref, "the unmanaged item: kind:name or name")->required();
  cmd->add_option("--to", o->to,
                  "destination git repository (precedence: --to, then $MIND_ABSORB_TO, then "
                  "config `absorb-to`)");
  cmd->add_flag("-f,--force", o->force, "overwrite the destination's path for this item");
  return {cmd, always(StateUse::write), [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli

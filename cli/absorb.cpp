/// `absorb <item> [--to PATH] [-f]` (ABS-1..12): claim one unmanaged lobe
/// item into a git source the user owns. Destination precedence (ABS-2,
/// ABS-9): `--to`, then $MIND_ABSORB_TO, then config `absorb-to`; with none
/// set, an interactive run offers `<mind root>/personal` (and to save the
/// choice, ABS-4), a global --yes takes and saves it, and a non-interactive
/// run without --yes fails (ABS-3).

#include <iostream>

#include "cli/front_end.hpp"
#include "cli/verbs.hpp"
#include "core/ascii_case.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/absorb_operation.hpp"
#include "reporting/json_render.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct AbsorbOptions {
  std::string ref, to;
  bool force = false;
};

// ABS-3, ABS-4: ask for a destination, offering the built-in one.
std::optional<install::DestinationAnswer> ask_destination(const Context& ctx,
                                                          const std::string& personal) {
  ctx.out.note("absorb destination [" + sanitize_display(personal) + "]: ");
  std::string answer;
  if (!std::getline(std::cin, answer)) return std::nullopt;
  // A yes/no typed here answers the question, never names a path (issue 31: `y`
  // was saved as `absorb-to = 'y'`): yes takes the offered default, no declines.
  const std::string word = ascii_lower(answer);
  if (word == "n" || word == "no") return std::nullopt;
  if (word == "y" || word == "yes") answer.clear();
  install::DestinationAnswer chosen{answer.empty() ? personal : answer, false};
  chosen.save =
      ctx.confirm("save " + sanitize_display(chosen.path) + " as `absorb-to` in config.toml?");
  return chosen;
}

int run(Context& ctx, const AbsorbOptions& o) {
  install::Session& session = ctx.session();
  install::AbsorbOptions options;
  options.ref = o.ref;
  if (!o.to.empty()) options.to = o.to;
  options.force = o.force;
  options.asker = asker(ctx, !ctx.global.json && ctx.interactive());
  options.require_yes = ctx.global.json;
  options.ask_destination = [&ctx](const std::string& personal) {
    return ask_destination(ctx, personal);
  };
  install::AbsorbResult result;
  try {
    result = install::run_absorb(session, options);
  } catch (...) {
    ctx.flush_warnings(session);
    throw;
  }
  const install::AbsorbOutcome& out = result.done;
  ctx.flush_warnings(session);
  if (ctx.global.json) {
    reporting::MutationResult r;
    r.action = "absorb";
    r.target = result.item_key;
    r.outcome = "absorbed";
    r.key = out.key;
    ctx.out.stdout_text(reporting::mutation_json(r));
    return 0;
  }
  ctx.out.stdout_text("absorbed " + sanitize_display(result.item_key) + " into " +
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
      "--to, else $MIND_ABSORB_TO, else `absorb-to` in config.toml; with none, --yes takes (and "
      "saves) <mind root>/personal.");
  cmd->add_option("item", o->ref, "the unmanaged item: kind:name or name")->required();
  cmd->add_option("--to", o->to,
                  "destination git repository (precedence: --to, then $MIND_ABSORB_TO, then "
                  "config `absorb-to`)");
  cmd->add_flag("-f,--force", o->force, "overwrite the destination's path for this item");
  return {cmd, always(StateUse::write), [o](Context& ctx) { return run(ctx, *o); }};
}

}  // namespace mind::cli

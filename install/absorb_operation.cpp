#include "install/absorb_operation.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "store/config.hpp"

namespace mind::install {
namespace {

// ABS-7, ABS-11: moving and deleting the user's files is confirmed once; a
// lone entry with no copies touches nothing but the moved entry.
void confirm_move(const AbsorbOptions& o, const UnmanagedItem& item) {
  std::string plan = "absorb moves " + sanitize_display(item.paths.front().string());
  for (std::size_t i = 1; i < item.paths.size(); ++i) {
    plan += "\n  and deletes the copy " + sanitize_display(item.paths[i].string());
  }
  if (o.asker.yes) return;
  if (o.require_yes) throw Error(ErrorKind::confirmation_required, plan, {"re-run with --yes"});
  if (item.paths.size() == 1) return;
  Question q;
  q.statement = plan;
  q.prompt = "proceed?";
  q.default_yes = true;
  q.show_statement = false;
  q.prompt = plan + "\nproceed?";
  q.refusal_hints = {"re-run with --yes"};
  if (!o.asker.decide(q)) {
    throw Error(ErrorKind::confirmation_required, "absorb declined; nothing changed");
  }
}

std::string destination(Session& session, const AbsorbOptions& o) {
  if (auto configured = configured_absorb_destination(o.to, session.config)) return *configured;
  const std::string personal = personal_destination(session.paths).string();
  std::optional<DestinationAnswer> answer;
  if (o.asker.yes) {
    // ABS-3, ABS-4 as the reference's absorb example runs them: a global --yes
    // with none configured takes the built-in personal source and saves it, the
    // answer the prompt would default to. Only a path is ever saved.
    answer = DestinationAnswer{personal, true};
  } else if (o.asker.can_ask && o.ask_destination) {
    answer = o.ask_destination(personal);
  } else {
    throw Error(
        ErrorKind::confirmation_required,
        "no absorb destination is set (--to, MIND_ABSORB_TO, or `absorb-to` in config.toml)",
        {"re-run with --to " + sanitize_display(personal) + " (the built-in personal source)"});
  }
  if (!answer) throw Error(ErrorKind::confirmation_required, "no destination given");
  if (answer->save) {
    session.config.absorb_to = answer->path;
    store::save_config(session.paths.config_toml(), session.config);
  }
  return answer->path;
}

}  // namespace

AbsorbResult run_absorb(Session& session, const AbsorbOptions& o) {
  AbsorbRequest request;
  request.item = select_absorb_item(session, o.ref);
  request.force = o.force;
  confirm_move(o, request.item);
  request.destination = store::absolute_lobe_path(destination(session, o));
  AbsorbResult result;
  result.item_key = request.item.key();
  result.done = absorb(session, request);
  return result;
}

}  // namespace mind::install

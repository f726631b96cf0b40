#include "cli/upgrade_pass.hpp"

#include "cli/hook_gate.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "reporting/lifecycle_views.hpp"
#include "reporting/workflow_harness.hpp"

namespace mind::cli {

std::vector<std::pair<std::string, std::string>> unscanned(const install::UpgradePlan& plan) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& name : plan.unscannable) out.emplace_back(name, "could not be scanned");
  return out;
}

std::string upgrade_pass_outcome(const UpgradePass& pass) {
  if (pass.declined) return "declined";
  if (!pass.done) return "up-to-date";
  return pass.done->removed.empty() ? "upgraded" : "renamed";
}

std::string upgrade_pass_text(const UpgradePass& pass) {
  if (pass.declined) return {};
  if (pass.done) {
    std::string text;
    for (const auto& key : pass.done->upgraded) text += "upgraded " + sanitize_display(key) + "\n";
    return text;
  }
  if (pass.plan.unscannable.empty()) return "everything is up to date\n";
  return "nothing pending in the sources that could be checked; " +
         std::to_string(pass.plan.unscannable.size()) + " source(s) could not be scanned\n";
}

UpgradePass run_upgrade_pass(Context& ctx, install::Session& session,
                             const install::UpgradeRequest& request,
                             const UpgradePassFlags& flags) {
  // The gates live for this pass; the session points at them only meanwhile.
  const install::HookGate gate = hook_gate(ctx, flags.run_build_hooks);  // HOOK-73
  const install::HookGate item_gate = hook_gate(ctx, flags.run_install_hooks);
  struct Gates {
    install::Session& s;
    ~Gates() {
      s.build_hooks = nullptr;
      s.item_install_hooks = nullptr;
    }
  } const reset{session};
  session.build_hooks = &gate;
  session.item_install_hooks = &item_gate;

  UpgradePass pass;
  pass.plan = install::plan_upgrade(session, request);
  const install::UpgradePlan& plan = pass.plan;
  ctx.flush_warnings(session);
  if (plan.pending.empty()) {
    if (!plan.rehashed.empty()) {
      install::apply_upgrade(session, plan);  // decision 12: no drift
    } else {
      install::offer_source_hooks(session, plan);  // HOOK-11: a moved source, no item changed
    }
    return pass;
  }
  // CLI-60, CLI-61, LIFE-51: the whole pending list first, on stderr under --json.
  const std::string report = std::to_string(plan.pending.size()) + " upgrade(s) pending:\n" +
                             reporting::upgrade_plan_text(plan, ctx.style);
  if (ctx.global.json) {
    ctx.out.note(report);
  } else {
    ctx.out.stdout_text(report);
  }
  install::check_rename_collisions(session, plan);  // LIFE-46: after the list, before any change
  if (!ctx.global.yes) {
    if (ctx.global.json) {  // LIFE-45
      throw Error(ErrorKind::confirmation_required,
                  std::to_string(plan.pending.size()) + " upgrade(s) pending",
                  {"re-run with --yes to apply them"});
    }
    if (!ctx.confirm("apply?")) {  // EOF is a safe no, with or without a terminal
      ctx.out.note("nothing upgraded");
      pass.declined = true;
      return pass;
    }
  }
  pass.done = install::apply_upgrade(session, plan);
  ctx.flush_warnings(session);
  // WF-24, WF-29, WF-30, WF-56: a new version can bring a defect in; warned, never fatal.
  for (const std::string& w :
       reporting::touched_workflow_warnings(session.paths, session.lobes, session.manifest,
                                            pass.done->upgraded, session.scan.metadata_cap)) {
    ctx.out.warn(w);
  }
  return pass;
}

}  // namespace mind::cli

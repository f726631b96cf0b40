#include "cli/upgrade_pass.hpp"

#include <iostream>

#include "cli/front_end.hpp"
#include "cli/hook_gate.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "reporting/lifecycle_views.hpp"

namespace mind::cli {

std::vector<std::pair<std::string, std::string>> unscanned(const install::UpgradePlan& plan) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& name : plan.unscannable) out.emplace_back(name, "could not be scanned");
  return out;
}

std::string upgrade_pass_text(const install::UpgradeResult& pass) {
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

install::UpgradeOptions upgrade_pass_options(Context& ctx, const UpgradePassFlags& flags,
                                             UpgradePassGates& gates) {
  gates.build = hook_gate(ctx, flags.run_build_hooks);  // HOOK-73
  gates.item = hook_gate(ctx, flags.run_install_hooks);
  install::UpgradeOptions options;
  options.consents.build = &gates.build;
  options.consents.item_install = &gates.item;
  options.apply_command = flags.apply_command;
  options.asker = asker(ctx, !ctx.global.json);  // EOF is a safe no, with or without a terminal
  if (!ctx.interactive()) {
    // Issue 43: a piped answer is honoured, but no answer at all on a run
    // without a terminal is not a decline the user made: it refuses (exit 1),
    // naming the command that applies them, as `--json` does (LIFE-45).
    options.asker.ask = [ask = options.asker.ask](const install::Question& q) {
      if (ask(q)) return true;
      if (std::cin.fail())
        throw Error(ErrorKind::confirmation_required, q.refusal, q.refusal_hints);
      return false;
    };
  }
  options.on_scope = [&ctx](const std::string& disclosure) {  // CLI-235: stderr, also --json
    ctx.out.note("note: " + disclosure);
  };
  options.on_pending = [&ctx](const install::UpgradePlan& plan) {
    ctx.flush_warnings(ctx.session());
    const std::string report = std::to_string(plan.pending.size()) + " upgrade(s) pending:\n" +
                               reporting::upgrade_plan_text(plan, ctx.style);
    if (ctx.global.json) {
      ctx.out.note(report);
    } else {
      ctx.out.stdout_text(report);
    }
  };
  return options;
}

void finish_upgrade_pass(const Context& ctx, const install::UpgradeResult& pass,
                         const std::string& apply_command) {
  if (pass.declined)
    ctx.out.note("nothing upgraded; apply them later with `" + apply_command + "`");
  for (const std::string& w : pass.workflow_warnings) ctx.out.warn(w);
}

}  // namespace mind::cli

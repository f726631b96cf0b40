#pragma once
/// The command line's side of an upgrade pass (install/upgrade_operation), as
/// `upgrade` and `sync --upgrade` render it: the options for this run (the hook
/// gates, the question, the pending list on stdout, on stderr under --json:
/// CLI-60, CLI-61, LIFE-51) and the text a pass ends with.

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cli/context.hpp"
#include "install/upgrade_operation.hpp"

namespace mind::cli {

struct UpgradePassFlags {
  bool run_build_hooks = false;    // HOOK-74
  bool run_install_hooks = false;  // HOOK-11, HOOK-83
  std::string apply_command;       // what applies the pending upgrades (`mind upgrade --yes`)
};

/// The options of one pass; the gates it points at live in `gates`, which the
/// caller keeps until the pass ends.
struct UpgradePassGates {
  install::HookGate build, item;
};
install::UpgradeOptions upgrade_pass_options(Context& ctx, const UpgradePassFlags& flags,
                                             UpgradePassGates& gates);

/// Prints what a pass left to say: the note after a declined question (with
/// the command that applies them, issue 43) and the workflow warnings (WF-31).
void finish_upgrade_pass(const Context& ctx, const install::UpgradeResult& pass,
                         const std::string& apply_command);

/// The text a pass ends with: an `upgraded <key>` line each; with nothing
/// pending, "everything is up to date" (CLI-64), but never while a source went
/// unscanned (CLI-211); nothing after a declined question.
std::string upgrade_pass_text(const install::UpgradeResult& pass);

/// The sources the plan could not scan, as a result's `skipped` (CLI-211).
std::vector<std::pair<std::string, std::string>> unscanned(const install::UpgradePlan& plan);

}  // namespace mind::cli

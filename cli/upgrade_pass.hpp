#pragma once
/// One upgrade pass, as `upgrade` and `sync --upgrade` run it (CLI-53): the
/// plan, the whole pending list first (stdout; stderr under --json: CLI-60,
/// CLI-61, LIFE-51), the rename check (LIFE-46), the question (LIFE-45), the
/// apply, and the warnings a new version brings (WF-24). The caller renders
/// the outcome in its own document.

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cli/context.hpp"
#include "install/upgrade.hpp"

namespace mind::cli {

struct UpgradePassFlags {
  bool run_build_hooks = false;    // HOOK-74
  bool run_install_hooks = false;  // HOOK-11, HOOK-83
};

struct UpgradePass {
  install::UpgradePlan plan;
  std::optional<install::UpgradeOutcome> done;  // unset: nothing pending, or declined
  bool declined = false;
};

UpgradePass run_upgrade_pass(Context& ctx, install::Session& session,
                             const install::UpgradeRequest& request, const UpgradePassFlags& flags);

/// The text a pass ends with: an `upgraded <key>` line each; with nothing
/// pending, "everything is up to date" (CLI-64), but never while a source went
/// unscanned (CLI-211); nothing after a declined question.
std::string upgrade_pass_text(const UpgradePass& pass);

/// A pass's outcome word: `declined`, `up-to-date`, `upgraded` or `renamed`.
std::string upgrade_pass_outcome(const UpgradePass& pass);

/// The sources the plan could not scan, as a result's `skipped` (CLI-211).
std::vector<std::pair<std::string, std::string>> unscanned(const install::UpgradePlan& plan);

}  // namespace mind::cli

#pragma once
/// One upgrade pass as an operation, as `upgrade` and `sync --upgrade` (and
/// the browser) run it (CLI-53): the plan, the pending list shown first
/// (CLI-60, CLI-61, LIFE-51), the rename check (LIFE-46), the question
/// (LIFE-45), the apply, and the warnings a new version brings (WF-24).
/// `sync` with its optional pass is an operation here too.

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "install/front_end.hpp"
#include "install/policy_provision.hpp"
#include "install/sync.hpp"
#include "install/upgrade.hpp"

namespace mind::install {

struct UpgradeOptions {
  UpgradeRequest request;
  Consents consents;  // item_install (a source's update hooks too), build
  Asker asker;        // "apply?" (LIFE-45)
  /// The command that applies what this pass left pending (issue 43): named
  /// by the refusal when nobody answered.
  std::string apply_command = "mind upgrade --yes";
  /// The pending list, shown before the question; may be null.
  std::function<void(const UpgradePlan&)> on_pending;
  /// CLI-233..235: the filter that scoped this pass (`sync <filter>`, or an
  /// upgrade item filter's `source#` selector); set by run_sync, else read
  /// from the request's filter.
  std::optional<std::string> scope_text;
  /// The disclosure of a scope spanning several sources (sanitized), said
  /// before any hook re-run or question, `--yes` or not; may be null.
  std::function<void(const std::string&)> on_scope;
};

/// CLI-233..235: the sources a scoped pass covers, and the disclosure when
/// they are more than one (nullopt for one source or an unscoped pass).
std::optional<std::string> upgrade_scope_disclosure(const Session& session,
                                                    const UpgradeOptions& options);

struct UpgradeResult {
  UpgradePlan plan;
  std::optional<UpgradeOutcome> done;  // unset: nothing pending, or declined
  bool declined = false;
  std::vector<std::string> workflow_warnings;  // WF-24, WF-29, WF-30, WF-56 (WF-31)

  /// `declined`, `up-to-date`, `upgraded` or `renamed`.
  std::string outcome() const;
};

/// Throws what plan_upgrade and check_rename_collisions throw, and
/// `confirmation-required` when something is pending and nobody can be asked.
UpgradeResult run_upgrade(Session& session, const UpgradeOptions& options);

struct SyncOptions {
  std::optional<std::string> filter;
  bool progress = false;
  /// CLI-53, CLI-232: then one upgrade pass over the synced sources (nothing
  /// fetched again); its request's `sync` and `sources` are set here.
  std::optional<UpgradeOptions> upgrade;
  /// What was synced, before the upgrade pass; may be null.
  std::function<void(const SyncOutcome&)> on_synced;
};

struct SyncResult {
  SyncOutcome synced;
  ProvisionOutcome provisioned;  // POL-30..35: an unfiltered sync under a policy
  std::optional<UpgradeResult> upgraded;
};

/// Throws `source-not-found` (a filter matching nothing), and `sync-failed`
/// after saving what synced when any source or policy provisioning failed
/// (CLI-54, POL-34: no upgrade pass then).
SyncResult run_sync(Session& session, const SyncOptions& options);

}  // namespace mind::install

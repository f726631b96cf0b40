#include "install/upgrade_operation.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/sources/item_ref.hpp"
#include "install/workflow_harness.hpp"

namespace mind::install {

std::optional<std::string> upgrade_scope_disclosure(const Session& session,
                                                    const UpgradeOptions& options) {
  const UpgradeRequest& request = options.request;
  std::optional<ItemRef> ref;
  if (request.filter) ref = parse_item_ref(*request.filter);
  const bool selected = ref && ref->selector;
  std::optional<std::string> text = options.scope_text;
  if (!text && selected) text = request.filter;
  if (!text || (!request.sources && !selected)) return std::nullopt;  // unscoped: CLI-233
  std::vector<std::string> scope;
  for (const store::Source& s : session.registry.sources) {  // CLI-234: the union of the scopes
    if (request.sources && !request.sources->contains(s.name)) continue;
    if (selected && !ref->matches_source(s.name)) continue;
    scope.push_back(s.name);
  }
  if (scope.size() < 2) return std::nullopt;
  std::string list;
  for (const std::string& name : scope) list += "\n  " + mind::sanitize_display(name);
  return "'" + mind::sanitize_display(*text) + "' matches " + std::to_string(scope.size()) +
         " sources, and this upgrade pass covers each of them:" + list +
         "\nto narrow it, give a longer suffix or the full identity (e.g. '" +
         mind::sanitize_display(scope.front()) + "')";
}

std::string UpgradeResult::outcome() const {
  if (declined) return "declined";
  if (!done) return "up-to-date";
  return done->removed.empty() ? "upgraded" : "renamed";
}

UpgradeResult run_upgrade(Session& session, const UpgradeOptions& options) {
  const ScopedConsents consents(session, options.consents);  // HOOK-73
  UpgradeResult result;
  // CLI-235: before any fetch, hook re-run or question, whatever is pending.
  if (options.on_scope) {
    if (auto disclosure = upgrade_scope_disclosure(session, options)) options.on_scope(*disclosure);
  }
  result.plan = plan_upgrade(session, options.request);
  const UpgradePlan& plan = result.plan;
  if (plan.pending.empty()) {
    if (!plan.rehashed.empty()) {
      apply_upgrade(session, plan);  // decision 12: no drift
    } else {
      offer_source_hooks(session, plan);  // HOOK-11: a moved source, no item changed
    }
    return result;
  }
  if (options.on_pending) options.on_pending(plan);
  check_rename_collisions(session, plan);  // LIFE-46: after the list, before any change
  Question q;
  q.prompt = "apply?";
  q.default_yes = true;
  q.refusal = std::to_string(plan.pending.size()) +
              " upgrade(s) pending, not applied: nobody answered the question and --yes was not "
              "given";
  q.refusal_hints = {"apply them with `" + options.apply_command + "`"};
  if (!options.asker.decide(q)) {  // LIFE-45; no answer is a safe no
    result.declined = true;
    return result;
  }
  result.done = apply_upgrade(session, plan);
  // WF-24, WF-29, WF-30, WF-56: a new version can bring a defect in; warned, never fatal.
  result.workflow_warnings =
      touched_workflow_warnings(session.paths, session.lobes, session.manifest,
                                result.done->upgraded, session.scan.metadata_cap);
  return result;
}

SyncResult run_sync(Session& session, const SyncOptions& options) {
  SyncResult result;
  result.synced = sync(session, options.filter, options.progress);
  if (!options.filter) {  // POL-32: only an unfiltered sync provisions
    result.provisioned = provision_auto_melds(session, options.progress);
    result.synced.provisioned = result.provisioned.lines;
  }
  if (options.on_synced) options.on_synced(result.synced);
  const auto& provision_failures = result.provisioned.failures;
  if (result.synced.any_failed() || !provision_failures.empty()) {  // CLI-54, POL-34
    std::string failures;
    for (const auto& s : result.synced.sources) {
      if (s.outcome == "failed")
        failures += "\n  " + mind::sanitize_display(s.name) + ": " + s.error;
    }
    for (const auto& f : provision_failures) failures += "\n  " + f;  // POL-34, POL-60
    if (!provision_failures.empty()) {
      failures +=
          "\n  (" + std::to_string(provision_failures.size()) + " policy provisioning failure(s))";
    }
    throw Error(ErrorKind::sync_failed, "sync failed for:" + failures,
                {"fix the cause and run `mind sync` again"});
  }
  if (options.upgrade && !result.synced.sources.empty()) {
    UpgradeOptions pass = *options.upgrade;
    pass.request.sync = false;  // CLI-232: the sources this sync matched, not fetched again
    if (options.filter) pass.scope_text = options.filter;  // CLI-234
    pass.request.sources.emplace();
    for (const auto& s : result.synced.sources) pass.request.sources->insert(s.name);
    result.upgraded = run_upgrade(session, pass);
  }
  return result;
}

}  // namespace mind::install

#include "install/learn_operation.hpp"

#include "core/sanitize.hpp"
#include "install/workflow_harness.hpp"

namespace mind::install {
namespace {

// DEP-31, LIFE-45: the closure adds items beyond the selection. --yes
// confirms; nobody to ask refuses; else [y/N] (no answer is no).
bool confirm_closure(const LearnOptions& options, const LearnPlan& plan) {
  if (plan.added.empty()) return true;
  const bool dry_run = options.request.dry_run;
  if ((options.asker.can_ask || dry_run) && options.note) {
    options.note("dependencies to install with the selection:\n" + plan.tree);
  }
  if (dry_run) return true;
  std::string list;
  for (const auto& k : plan.added) list += "\n  " + mind::sanitize_display(k);
  Question q;
  q.statement = "the selection needs " + std::to_string(plan.added.size()) +
                " more item(s) it depends on:" + list;
  q.prompt = "install " + std::to_string(plan.added.size()) + " dependenc" +
             (plan.added.size() == 1 ? "y" : "ies") + " too?";
  q.default_yes = false;
  q.show_statement = false;  // the tree above already said it
  q.refusal_hints = {"re-run with --yes to install them too"};
  return options.asker.decide(q);
}

}  // namespace

LearnResult run_learn(Session& session, const LearnOptions& options) {
  const ScopedConsents consents(session, options.consents);
  const LearnPlan plan = plan_learn(session, options.request);
  LearnResult result;
  if (!confirm_closure(options, plan)) {
    result.declined = true;
    return result;
  }
  result.learned = apply_learn(session, plan, options.request);
  if (!options.request.dry_run) {
    result.workflow_warnings =
        touched_workflow_warnings(session.paths, session.lobes, session.manifest,
                                  result.learned.installed, session.scan.metadata_cap);
  }
  return result;
}

}  // namespace mind::install

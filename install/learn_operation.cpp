#include "install/learn_operation.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/install_warnings.hpp"
#include "install/meld_operation.hpp"
#include "store/item_link.hpp"

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

// LNK-6: `learn <url>` registers the link instance as `meld <url>` would and
// installs its one item; naming it was the consent to install it.
LearnResult learn_link(Session& session, const LearnOptions& options) {
  MeldOptions meld;
  meld.request.spec = options.request.refs.front();
  meld.request.hooks = options.consents.source_install;
  meld.request.link_kind = options.link_kind;
  if (options.freeze) {  // CLI-200, LNK-3: a branch link frozen at its current commit
    const auto link = store::split_item_link(meld.request.spec);
    if (link) meld.request.pins.push_back(link->ref);
  }
  meld.force = options.request.force;
  meld.consents = options.consents;
  meld.asker = options.asker;
  meld.asker.yes = true;
  // LNK-9, HOOK-106: a source hook skipped for want of a terminal is told, as
  // `meld <url>` tells it, with the paste-ready `mind hooks run` remedy.
  const HookGate* source_gate = options.consents.source_install;
  meld.on_registered = [source_gate](const MeldResult& r) {
    const auto& skipped = r.melded.hooks.skipped_no_terminal;
    if (source_gate != nullptr && source_gate->skipped && !skipped.empty()) {
      source_gate->skipped(r.melded.identity, HookEvent::install, skipped);
    }
  };
  MeldResult melded = run_meld(session, meld);
  LearnResult result;
  if (melded.learned) result.learned = std::move(*melded.learned);
  for (const auto& o : melded.melded.offered) result.learned.selected.push_back(o.manifest_key());
  result.workflow_warnings = std::move(melded.workflow_warnings);
  return result;
}

}  // namespace

bool is_item_link(const std::string& ref) {
  try {
    return store::split_item_link(ref).has_value();
  } catch (const Error&) {
    return true;  // a broken link is still a link: meld reports it (LNK-14)
  }
}

LearnResult run_learn(Session& session, const LearnOptions& options) {
  if (options.request.refs.size() == 1 && !options.request.dry_run &&
      is_item_link(options.request.refs.front())) {
    return learn_link(session, options);
  }
  if (options.freeze && options.note) {  // CLI-200: a plain ref has nothing to pin
    options.note(
        "--pin is ignored: it freezes an item link; a melded source's pin is set with "
        "`mind meld <source> --pin <ref>`");
  }
  if (options.link_kind) {  // LNK-21
    throw Error(ErrorKind::invalid_item_ref, "--kind applies to an item link",
                {"give a link such as <repo-url>/blob/<ref>/agents/<name>.md, or drop --kind"});
  }
  const ScopedConsents consents(session, options.consents);
  const LearnPlan plan = plan_learn(session, options.request);
  LearnResult result;
  if (!confirm_closure(options, plan)) {
    result.declined = true;
    return result;
  }
  result.learned = apply_learn(session, plan, options.request);
  if (!options.request.dry_run) {  // WF-31, issue 43, decision 18
    const InstalledBatch batch{plan.catalogs.get(), &plan.to_install};
    result.workflow_warnings = install_warnings(session, {&batch, 1}, result.learned.installed);
  }
  return result;
}

}  // namespace mind::install

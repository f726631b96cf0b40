#include "install/unmeld_operation.hpp"

#include "core/bounded_list.hpp"
#include "core/sanitize.hpp"

namespace mind::install {
namespace {

// Bounded at any size (issue 35): -v or --json lists every name.
std::string listed(const std::vector<std::string>& names, bool all) {
  std::vector<std::string> shown;
  shown.reserve(names.size());
  for (const auto& n : names) shown.push_back(mind::sanitize_display(n));
  return listed_lines(shown, all);
}

// CLI-28 (several sources) and CLI-21/CLI-42 (several items): list, then ask;
// nobody to ask: only --yes goes on.
bool confirmed(const UnmeldOptions& o, const UnmeldPlan& plan) {
  const bool several_sources = plan.sources.size() > 1;
  const bool several_items = !o.keep_items && plan.item_keys.size() > 1;
  if (!several_sources && !several_items) return true;
  std::string what = "unmeld " + std::to_string(plan.sources.size()) +
                     " source(s):" + listed(plan.sources, o.list_all);
  if (!o.keep_items && !plan.item_keys.empty()) {
    what += "\nand uninstall " + std::to_string(plan.item_keys.size()) +
            " item(s):" + listed(plan.item_keys, o.list_all);
  }
  Question q;
  q.statement = what;
  q.prompt = "proceed?";
  q.default_yes = false;  // a destructive verb: Enter and EOF keep everything
  q.refusal = "'" + mind::sanitize_display(o.selector) + "' would " + what;
  q.refusal_hints = {"re-run with --yes to go ahead, or --keep-items to leave the items installed"};
  return o.asker.decide(q);
}

}  // namespace

UnmeldResult run_unmeld(Session& session, const UnmeldOptions& o) {
  UnmeldResult result;
  result.plan = plan_unmeld(session, o.selector);
  if (!confirmed(o, result.plan)) {
    result.declined = true;
    return result;
  }
  UnmeldHooks hooks{o.consents.uninstall, o.uninstall_hook};
  result.done = unmeld(session, result.plan, o.keep_items, hooks);
  return result;
}

}  // namespace mind::install

#include "install/forget_operation.hpp"

#include "core/bounded_list.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"

namespace mind::install {
namespace {

// Bounded at any size (issue 35): -v or --json lists every name.
std::string listed(const std::vector<std::string>& keys, bool all) {
  std::vector<std::string> shown;
  shown.reserve(keys.size());
  for (const auto& k : keys) shown.push_back(mind::sanitize_display(k));
  return listed_lines(shown, all);
}

std::string unmanaged_list(const std::vector<UnmanagedItem>& items, bool all) {
  std::vector<std::string> shown;
  for (const auto& u : items) {
    for (const auto& p : u.paths) {
      shown.push_back(mind::sanitize_display(u.key()) + "  " + mind::sanitize_display(p.string()));
    }
  }
  return listed_lines(shown, all);
}

// CLI-42: several items are listed and asked for.
bool confirm_several(const ForgetOptions& o, const std::vector<std::string>& keys) {
  Question q;
  q.statement = "remove " + std::to_string(keys.size()) + " items:" + listed(keys, o.list_all);
  q.prompt = "remove them?";
  q.default_yes = false;  // a destructive verb: Enter and EOF keep everything
  q.refusal = "'" + mind::sanitize_display(o.ref) + "' selects " + std::to_string(keys.size()) +
              " items:" + listed(keys, o.list_all);
  q.refusal_hints = {"re-run with --yes to remove them all"};
  return o.asker.decide(q);
}

// DEP-60, Reference D: a single-item forget of something installed items
// depend on lists them and asks [y/N]; --force or --yes skips; nobody to ask
// refuses. Only the target is removed (DEP-50).
bool confirm_dependents(Session& session, const ForgetOptions& o, const std::string& key) {
  if (o.force || o.asker.yes) return true;
  const std::vector<std::string> dependents = installed_dependents(session, key);
  if (dependents.empty()) return true;
  Question q;
  q.statement =
      "'" + mind::sanitize_display(key) + "' is used by " + std::to_string(dependents.size()) +
      " installed item(s); their references to it will break:" + listed(dependents, o.list_all);
  q.prompt = "remove it anyway?";
  q.refusal_hints = {"re-run with --yes or --force to remove it anyway"};
  return o.asker.decide(q);
}

// UNM-5, UNM-8: a user's own files always ask, even for one item.
bool confirm_unmanaged(const ForgetOptions& o, const std::vector<UnmanagedItem>& items) {
  Question q;
  q.statement =
      "not managed by mind: these are your own files or directories (not mind's symlinks), and "
      "they will be deleted:" +
      unmanaged_list(items, o.list_all);
  q.prompt = "delete?";
  q.default_yes = false;  // a user's own files: Enter and EOF keep them
  q.refusal_hints = {"re-run with --yes to delete them"};
  if (o.asker.yes && o.note) o.note(q.statement);
  return o.asker.decide(q);
}

}  // namespace

ForgetResult run_forget(Session& session, const ForgetOptions& o) {
  if (o.ref.empty() && !o.unmanaged_only) {
    throw Error(ErrorKind::invalid_item_ref, "forget needs an item ref (or --unmanaged)");
  }
  const ForgetTargets targets = select_forget_targets(session, o.ref, o.unmanaged_only);
  const std::vector<std::string>& keys = targets.keys;
  ForgetResult result;
  result.selected = keys.size() + targets.unmanaged.size();
  result.target = result.selected == 1
                      ? (keys.empty() ? targets.unmanaged.front().key() : keys.front())
                      : o.ref;
  const bool go = keys.size() > 1    ? confirm_several(o, keys)
                  : keys.size() == 1 ? confirm_dependents(session, o, keys.front())
                                     : true;
  if (!go || (!targets.unmanaged.empty() && !confirm_unmanaged(o, targets.unmanaged))) {
    result.declined = true;
    return result;
  }
  result.removed = forget(session, keys, &result.restored, o.consents.uninstall);
  for (const UnmanagedItem& item : targets.unmanaged) {
    for (auto& f : remove_unmanaged(session.paths, item)) result.kept.push_back(std::move(f));
    result.removed.push_back(item.key());  // the manifest is unchanged (UNM-4)
  }
  return result;
}

}  // namespace mind::install

#include "install/forget.hpp"

#include <algorithm>
#include <map>
#include <optional>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "core/suggest.hpp"
#include "install/drift.hpp"
#include "install/hooks/declared_items.hpp"
#include "install/hooks/hook_plan.hpp"
#include "install/sources/closure.hpp"
#include "install/sources/item_ref.hpp"
#include "install/sources/source_catalog.hpp"
#include "install/uninstall.hpp"

namespace mind::install {
namespace {

struct InstalledMatch {
  std::vector<std::string> keys;
  std::string suggestion;  // "; did you mean ..." when nothing matched
};

// The manifest keys a ref names (a bare name across prefixes, issue 20); a bare
// name that names several is refused with their list (CLI-3).
InstalledMatch match_installed(const Session& session, const ItemRef& ref,
                               const std::string& ref_text) {
  std::vector<std::string> keys;
  std::vector<RefCandidate> named;
  for (const auto& [key, item] : session.manifest.items) {
    keys.push_back(key);
    named.push_back({item.source, item.kind, item.name, item.bare_name});
  }
  const RefMatch match = match_ref(ref, named);
  if (match.by_bare_name && match.hits.size() > 1) {
    throw Error(ErrorKind::ambiguous_item,
                "'" + sanitize_display(ref_text) +
                    "' names several installed items:" + ambiguous_listing(named, match.hits),
                {"name one of them as listed"});
  }
  InstalledMatch out;
  for (std::size_t i : match.hits) out.keys.push_back(keys[i]);
  if (out.keys.empty()) out.suggestion = did_you_mean(close_names(ref, named));
  return out;
}

}  // namespace

std::vector<std::string> select_installed(const Session& session, const std::string& ref_text) {
  const ItemRef ref = parse_item_ref(ref_text);
  InstalledMatch match = match_installed(session, ref, ref_text);
  std::vector<std::string>& keys = match.keys;
  if (keys.empty()) {
    throw Error(ErrorKind::not_installed,
                "no installed item matches '" + sanitize_display(ref_text) + "'" + match.suggestion,
                {"run `mind recall` to see what is installed"});
  }
  if (keys.size() > 1 && !ref.is_glob()) {
    std::string list;
    for (const auto& k : keys) {
      list += "\n  " + sanitize_display(session.manifest.items.at(k).source) + "#" +
              sanitize_display(k);
    }
    throw Error(ErrorKind::ambiguous_item,
                "'" + sanitize_display(ref_text) + "' matches several items:" + list,
                {"qualify it with a kind (`skill:name`) or a source (`owner/repo#name`)"});
  }
  return keys;
}

ForgetTargets select_forget_targets(Session& session, const std::string& ref_text,
                                    bool unmanaged_only) {
  UnmanagedScan scan = scan_unmanaged(session.paths, session.lobes, session.manifest);
  for (auto& w : scan.warnings) session.warnings.push_back(std::move(w));
  ForgetTargets t;
  if (unmanaged_only) {
    t.unmanaged = select_unmanaged(scan.items, ref_text, /*allow_glob=*/true);
    if (t.unmanaged.empty()) {
      throw Error(ErrorKind::not_installed,
                  ref_text.empty()
                      ? std::string("no unmanaged items in any lobe")
                      : "no unmanaged item matches '" + sanitize_display(ref_text) + "'",
                  {"run `mind recall` to see the unmanaged items"});
    }
    return t;
  }
  const ItemRef ref = parse_item_ref(ref_text);
  InstalledMatch match = match_installed(session, ref, ref_text);
  t.keys = std::move(match.keys);
  t.unmanaged = select_unmanaged(scan.items, ref_text, /*allow_glob=*/false);
  if (t.keys.empty() && t.unmanaged.empty()) {
    throw Error(ErrorKind::not_installed,
                "no installed item matches '" + sanitize_display(ref_text) + "'" + match.suggestion,
                {"run `mind recall` to see what is installed"});
  }
  if (!ref.is_glob() && t.keys.size() + t.unmanaged.size() > 1) {
    std::string list;
    for (const auto& k : t.keys) {
      list += "\n  " + sanitize_display(session.manifest.items.at(k).source) + "#" +
              sanitize_display(k);
    }
    for (const auto& u : t.unmanaged) list += "\n  " + sanitize_display(u.key()) + " (unmanaged)";
    throw Error(ErrorKind::ambiguous_item,
                "'" + sanitize_display(ref_text) + "' matches several items:" + list,
                {"qualify it with a kind (`skill:name`) or a source (`owner/repo#name`)"});
  }
  return t;
}

std::vector<std::string> installed_dependents(Session& session, const std::string& key) {
  const store::InstalledItem* target = session.manifest.find(key);
  const store::Source* source = target ? session.registry.find(target->source) : nullptr;
  if (source == nullptr) return {};
  std::vector<std::string> dependents;
  try {
    std::vector<std::string> ignored;
    const auto sc = scan_source_catalog(session.paths, *source, session.scan, ignored);
    if (!sc) return {};
    const std::vector<OfferedItem> offered = offered_items(*sc);
    const OfferedIndex index(offered);
    auto find = [&](const store::InstalledItem& rec) -> const discovery::CatalogItem* {
      const OfferedItem* o = index.find_by_identity(rec);  // design decision 8
      return o != nullptr ? o->item : nullptr;
    };
    const discovery::CatalogItem* target_item = find(*target);
    if (target_item == nullptr) return {};
    const DependencyGraph graph(sc->catalog.items, sc->source->item_path.has_value());
    for (const auto& [other_key, rec] : session.manifest.items) {
      if (other_key == key || rec.source != target->source) continue;
      const discovery::CatalogItem* item = find(rec);
      if (item == nullptr) continue;
      try {
        const auto& deps = graph.of(item);
        if (std::find(deps.begin(), deps.end(), target_item) != deps.end()) {
          dependents.push_back(other_key);
        }
      } catch (const Error&) {
        continue;  // its own bad `requires:` is not this forget's concern
      }
    }
  } catch (const std::exception&) {
    return {};
  }
  return dependents;
}

namespace {

// HOOK-82: the item's uninstall hooks, run in its store location before its
// paths are removed; the declaration is read from its source as it is now.
class UninstallHooks {
 public:
  UninstallHooks(Session& session, const HookGate* gate) : session_(session), gate_(gate) {}

  void run(const store::InstalledItem& item) {
    if (gate_ == nullptr) return;
    const OfferedItem* declared = declared_.find(item);
    if (declared == nullptr) return;
    const std::vector<PlannedHook> hooks = item_hooks(*declared->item, HookEvent::uninstall);
    if (hooks.empty()) return;
    const std::optional<std::filesystem::path> owned = owned_store_path(session_.paths, item);
    if (!owned) return;  // LIFE-44: a doctored manifest cannot pick where a hook runs
    const HookSite site = item_hook_site(item.source, item.kind, item.name, item.commit,
                                         item_hook_dir(item.kind, *owned));
    const HookRunResult done = run_hooks(*gate_, site, hooks);
    if (!done.skipped_no_terminal.empty() && gate_->note) {  // HOOK-83: a note, not a remedy
      gate_->note("skipped " + std::to_string(done.skipped_no_terminal.size()) +
                  " uninstall hook(s) of '" + sanitize_display(*site.item) +
                  "': no terminal to ask for consent (--dangerously-skip-hook-check runs it)");
    }
  }

 private:
  Session& session_;
  const HookGate* gate_;
  DeclaredItems declared_{session_};
};

}  // namespace

void run_uninstall_hooks(Session& session, const std::vector<std::string>& keys,
                         const HookGate& gate) {
  UninstallHooks hooks(session, &gate);
  for (const std::string& key : keys) {
    if (const store::InstalledItem* item = session.manifest.find(key)) hooks.run(*item);
  }
}

std::vector<std::string> forget(Session& session, const std::vector<std::string>& keys,
                                std::vector<DisplacedFile>* restored,
                                const HookGate* uninstall_hooks) {
  std::vector<std::string> removed;
  UninstallHooks hooks(session, uninstall_hooks);
  try {
    for (const std::string& key : keys) {
      auto it = session.manifest.items.find(key);
      if (it == session.manifest.items.end()) continue;
      hooks.run(it->second);
      for (auto& w : uninstall_item(session.paths, it->second, {}, restored)) {
        session.warnings.push_back(w);
      }
      session.erase(key);  // journaled: recorded even if the run is killed now
      removed.push_back(key);
    }
  } catch (...) {
    session.save_after_failure();  // LIFE-48
    throw;
  }
  if (!removed.empty()) session.save_manifest();
  return removed;
}

}  // namespace mind::install

#include "install/upgrade.hpp"
#include "core/ascii_case.hpp"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/drift.hpp"
#include "install/forget.hpp"
#include "install/hooks/source_hooks.hpp"
#include "install/install_inputs.hpp"
#include "install/link_plan.hpp"
#include "install/link_refs.hpp"
#include "install/policy_gate.hpp"
#include "install/sources/item_ref.hpp"
#include "install/transaction.hpp"
#include "install/uninstall.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

std::vector<const store::InstalledItem*> matched_items(const Session& session,
                                                       const UpgradeRequest& request) {
  std::optional<ItemRef> ref;
  if (request.filter) ref = parse_item_ref(*request.filter);
  std::vector<const store::InstalledItem*> out;
  out.reserve(session.manifest.items.size());
  for (const auto& [key, item] : session.manifest.items) {
    if (request.sources && !request.sources->contains(item.source)) continue;
    if (!ref || (ref->matches_source(item.source) && ref->matches(item.kind, item.name))) {
      out.push_back(&item);
    }
  }
  return out;
}

// CLI-169: the involved sources first; one failing is reported and skipped.
void sync_involved(Session& session, const std::set<std::string>& sources, bool progress,
                   UpgradePlan& plan) {
  for (const std::string& name : sources) {
    const SyncOutcome synced = sync(session, name, progress);
    for (const SyncedSource& s : synced.sources) {
      if (s.outcome == "failed") {
        session.warnings.push_back("could not sync '" + sanitize_display(s.name) + "' (" + s.error +
                                   "); upgrading from its current clone");
      }
      plan.synced.push_back(s);
    }
  }
}

}  // namespace

std::optional<std::string> compare_url(const store::Source& source, const std::string& old_commit,
                                       const std::string& new_commit) {
  if (!source.url.starts_with("https://") || old_commit.empty() || new_commit.empty() ||
      old_commit == new_commit) {
    return std::nullopt;
  }
  const std::string host = ascii_lower(source.host);
  if (host.find("gitlab") != std::string::npos || host.find("bitbucket") != std::string::npos) {
    return std::nullopt;
  }
  return "https://" + source.host + "/" + source.owner + "/" + source.repo + "/compare/" +
         old_commit + "..." + new_commit;
}

namespace {

// POL-12: under lock, a disallowed source is skipped with one line, never
// fetched; POL-69: an item whose source is gone is "not registered", not a refusal.
void drop_policy_refused_sources(Session& session,
                                 const std::vector<const store::InstalledItem*>& items,
                                 std::set<std::string>& involved) {
  if (!session.policy || !session.policy->sources.lock) return;
  std::set<std::string> unregistered;
  for (const auto* item : items) {
    if (session.registry.find(item->source) == nullptr) unregistered.insert(item->source);
  }
  for (const std::string& name : unregistered) {
    session.warnings.push_back("not upgraded: items of '" + shown_name(name) +
                               "', whose source is not registered (see `mind introspect`)");
  }
  for (auto it = involved.begin(); it != involved.end();) {
    if (source_allowed(session, *session.registry.find(*it))) {
      ++it;
      continue;
    }
    session.warnings.push_back(disallowed_source_line(session, *it, "upgrade"));
    it = involved.erase(it);
  }
}

// HOOK-11, HOOK-55: a source whose install hook was skipped (or last ran at
// another commit) is re-offered by upgrade even when none of its items is
// installed, as a source melded --register-only or off a terminal is.
bool has_pending_install_hook(const store::Source& source) {
  const std::string commit = source.commit.value_or("");
  return std::any_of(source.install_hooks.begin(), source.install_hooks.end(),
                     [&](const store::HookRecord& r) {
                       const bool install = !r.event || *r.event == "install";
                       return install && (!r.ran_at || *r.ran_at != commit);
                     });
}

// The registered sources in the request's scope: a `--source` set, and the
// filter's `source#` selector (a filter without one names items, not sources).
void add_sources_with_pending_hooks(const Session& session, const UpgradeRequest& request,
                                    std::set<std::string>& involved) {
  std::optional<ItemRef> ref;
  if (request.filter) ref = parse_item_ref(*request.filter);
  if (ref && !ref->selector) return;
  for (const store::Source& s : session.registry.sources) {
    if (request.sources && !request.sources->contains(s.name)) continue;
    if (ref && !ref->matches_source(s.name)) continue;
    if (has_pending_install_hook(s)) involved.insert(s.name);
  }
}

}  // namespace

UpgradePlan plan_upgrade(Session& session, const UpgradeRequest& request) {
  UpgradePlan plan;
  const std::vector<const store::InstalledItem*> items = matched_items(session, request);
  plan.considered = items.size();
  std::set<std::string> involved;
  for (const auto* item : items) {
    if (session.registry.find(item->source) != nullptr) involved.insert(item->source);
  }
  add_sources_with_pending_hooks(session, request, involved);
  drop_policy_refused_sources(session, items, involved);  // POL-12, POL-69: before any fetch
  if (request.sync) sync_involved(session, involved, request.progress, plan);

  auto catalogs = std::make_shared<std::vector<SourceCatalog>>();
  for (const std::string& name : involved) {
    if (request.scanned != nullptr && !request.sync) {
      auto found = std::find_if(request.scanned->begin(), request.scanned->end(),
                                [&](const SourceCatalog& sc) { return sc.source->name == name; });
      if (found != request.scanned->end()) {
        catalogs->push_back(std::move(*found));
        request.scanned->erase(found);
        continue;
      }
    }
    const store::Source* source = session.registry.find(name);
    try {
      std::vector<std::string> warnings;
      if (auto sc = scan_source_catalog(session.paths, *source, session.scan, warnings)) {
        catalogs->push_back(std::move(*sc));
        continue;
      }
    } catch (const std::exception&) {
    }
    plan.unscannable.push_back(name);  // CLI-211
    session.warnings.push_back("could not scan source '" + sanitize_display(name) +
                               "'; its items were not checked: run `mind sync " +
                               sanitize_display(name) + "` or `mind introspect`");
  }
  const std::vector<OfferedItem> offered = offered_items(*catalogs);
  const OfferedIndex index(offered);
  for (const store::InstalledItem* item : items) {
    const OfferedItem* match = index.find_by_identity(*item);
    if (match == nullptr) continue;  // LIFE-12: introspect reports it
    const Drift drift = item_drift(*item, *match);
    if (drift.any() || drift.rehash) {  // decision 17: the new content passes review first
      const ReviewVerdict verdict = review_item(session, *match->item);
      if (verdict.refused) {
        session.warnings.push_back("kept " + shown_name(item->key()) +
                                   " at its installed version: " +
                                   review_refusal_text(session, item->key(), *verdict.refused));
        continue;
      }
      if (!verdict.warned.empty()) {
        session.warnings.push_back(review_warning_text(item->key(), verdict.warned));
      }
    }
    if (!drift.any()) {  // LIFE-11: a moved commit alone is not pending
      if (drift.rehash) plan.rehashed.emplace_back(item->key(), *match);
      continue;
    }
    PendingUpgrade p;
    p.old_key = item->key();
    p.new_key = store::manifest_key(item->kind, drift.effective_name);
    p.old = *item;
    p.offered = *match;
    p.new_hash = drift.source_hash;
    for (const SourceCatalog& sc : *catalogs) {
      if (sc.source == match->source) p.new_commit = checkout_commit(sc);
    }
    p.content = drift.content;
    p.renamed = drift.renamed;
    if (drift.plugin_root) {
      p.plugin_root = PluginRootChange{*match->item->plugin, item->plugin_root_hash.value_or(""),
                                       drift.plugin_root_hash};
    }
    p.compare_url = compare_url(*match->source, item->commit, p.new_commit);
    plan.pending.push_back(std::move(p));
  }
  plan.catalogs = std::move(catalogs);
  return plan;
}

void check_rename_collisions(const Session& session, const UpgradePlan& plan) {
  std::map<std::string, const PendingUpgrade*> incoming;
  for (const PendingUpgrade& p : plan.pending) {
    if (!p.renamed) continue;
    const std::string who = sanitize_display(p.old_key) + " from " + sanitize_display(p.old.source);
    if (const store::InstalledItem* occupant = session.manifest.find(p.new_key)) {
      const bool same = occupant->identity() == p.old.identity();
      if (!same) {
        throw Error(ErrorKind::upgrade_rename_collision,
                    "renaming " + who + " to '" + sanitize_display(p.new_key) +
                        "' would replace the installed '" + sanitize_display(p.new_key) +
                        "' from " + sanitize_display(occupant->source) + "; nothing was upgraded",
                    {"`mind forget '" + sanitize_display(p.new_key) +
                     "'`, or re-namespace the "
                     "incoming source: `mind meld -N <prefix> " +
                     sanitize_display(p.old.source) + "`"});
      }
    }
    auto [it, fresh] = incoming.emplace(p.new_key, &p);
    if (!fresh) {
      throw Error(ErrorKind::upgrade_rename_collision,
                  "two items would be renamed to '" + sanitize_display(p.new_key) +
                      "': " + sanitize_display(it->second->old_key) + " from " +
                      sanitize_display(it->second->old.source) + " and " + who +
                      "; nothing was upgraded",
                  {"re-namespace one source: `mind meld -N <prefix> <repo>`"});
    }
  }
}

void offer_source_hooks(Session& session, const UpgradePlan& plan) {
  const HookGate* gate = session.item_install_hooks;
  if (gate == nullptr) return;
  for (const SourceCatalog& sc : *plan.catalogs) {
    store::Source* source = session.registry.find_mutable(sc.source->name);
    if (source == nullptr) continue;
    HookOutcome done;
    try {
      done = run_upgrade_source_hooks(session.paths, *source, sc.catalog, *gate);
    } catch (...) {
      session.save_registry();  // HOOK-110: what already ran stays recorded
      throw;
    }
    if (done.existed > done.held_back) session.save_registry();
    const auto& skipped = done.result.skipped_no_terminal;
    if (!skipped.empty() && gate->skipped) {
      gate->skipped(source->name, skipped.front().event, skipped);
    }
  }
}

UpgradeOutcome apply_upgrade(Session& session, const UpgradePlan& plan) {
  UpgradeOutcome out;
  offer_source_hooks(session, plan);
  InstallInputs inputs(*plan.catalogs);
  inputs.build_hooks = session.build_hooks;           // HOOK-73: every (re)install builds
  inputs.install_hooks = session.item_install_hooks;  // HOOK-81: and re-runs install hooks
  try {
    for (const PendingUpgrade& p : plan.pending) {
      InstallInput input = inputs.for_item(p.offered);
      input.in_place_upgrade = !p.renamed;  // HOOK-125
      store::InstalledItem record = install_item(session.paths, session.lobes, input);
      if (!record.dropped_requires.empty()) {  // LNK-18: an upstream addition warns, never fails
        session.warnings.push_back(dropped_requires_warning(p.new_key, record.dropped_requires));
      }
      if (input.install_hooks == nullptr) record.install_hooks = p.old.install_hooks;
      if (p.renamed) {
        // LIFE-14, LIFE-47: the new install first (recorded, so a failing hook
        // below keeps both); the old name's uninstall hooks (HOOK-82), then the
        // old install through its file registry, keeping any link the new install owns.
        const std::vector<std::string> kept = record.links;
        session.record(p.new_key, std::move(record));
        if (session.item_install_hooks != nullptr) {
          run_uninstall_hooks(session, {p.old_key}, *session.item_install_hooks);
        }
        for (auto& w : uninstall_item(session.paths, p.old, kept)) {
          session.warnings.push_back(w);
        }
        session.erase(p.old_key);
        out.removed.push_back(p.old_key);
        out.upgraded.push_back(p.new_key);
        continue;
      }
      // LIFE-13: a link the old install had and the new one does not make.
      for (const std::string& link : p.old.links) {
        if (std::find(record.links.begin(), record.links.end(), link) != record.links.end())
          continue;
        if (is_own_link(link, session.paths)) fs::remove(link);
      }
      session.record(p.new_key, std::move(record));
      out.upgraded.push_back(p.new_key);
    }
  } catch (...) {
    session.save_after_failure();  // LIFE-48
    throw;
  }
  inputs.install_hooks = nullptr;  // a quiet refresh (decision 12) runs no install hook
  try {
    for (const auto& [key, offered] : plan.rehashed) {
      const store::InstalledItem* old = session.manifest.find(key);
      if (old == nullptr) continue;
      store::InstalledItem record =
          install_item(session.paths, session.lobes, inputs.for_item(offered));
      record.install_hooks = old->install_hooks;
      session.record(key, std::move(record));
    }
  } catch (...) {
    session.save_after_failure();  // LIFE-48
    throw;
  }
  if (!out.upgraded.empty() || !plan.rehashed.empty()) session.save_manifest();
  std::vector<discovery::Kind> kinds;  // HARN-16: the upgrade's fan-out skipped these lobes
  for (const PendingUpgrade& p : plan.pending) kinds.push_back(p.offered.item->kind);
  for (auto& note : unreachable_lobe_notes(session.lobes, kinds, session.noted_lobes)) {
    session.warnings.push_back(std::move(note));
  }
  return out;
}

}  // namespace mind::install

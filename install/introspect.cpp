#include "install/introspect.hpp"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/entry_type.hpp"
#include "install/drift.hpp"
#include "install/hooks/hook_listing.hpp"
#include "install/install_inputs.hpp"
#include "install/link_plan.hpp"
#include "install/lobes/lobe_admin.hpp"
#include "install/plugin_root_check.hpp"
#include "install/recovery.hpp"
#include "install/transaction.hpp"
#include "store/checkout.hpp"

namespace mind::install {
namespace fs = std::filesystem;
using discovery::exists_no_follow;
namespace {

// One pass over the state; with `fix`, each finding it can repair is repaired
// on the spot (and still reported, so the caller can tell what was fixed).
class Check {
 public:
  Check(Session& session, bool fix) : s_(session), fix_(fix) {}

  std::vector<Issue> run() {
    leftovers();
    scan_sources();
    vanished_lobes();  // HARN-13: before the link checks, so a deleted project adds no noise
    for (auto& [key, item] : s_.manifest.items) check_item(key, item);
    if (fix_ && dirty_) s_.save_manifest();
    // HARN-16: a repair is an install fan-out; a lobe it had to skip is noted once.
    for (auto& note : unreachable_lobe_notes(s_.lobes, repaired_kinds_, s_.noted_lobes)) {
      s_.warnings.push_back(std::move(note));
    }
    plugin_roots();
    orphan_store();
    broken_links();
    return std::move(issues_);
  }

 private:
  void add(std::string kind, const std::string& target, std::string message) {
    issues_.push_back({std::move(kind), sanitize_display(target), std::move(message)});
  }

  // HARN-13: a configured lobe whose parent folder is gone (a deleted project).
  // --fix drops it from config.lobes and its paths from every item's links; it
  // never re-creates the folder to restore a link.
  void vanished_lobes() {
    std::vector<fs::path> gone;
    for (const Lobe& lobe : s_.lobes) {
      std::error_code ec;
      if (fs::exists(lobe.path.parent_path(), ec) || ec) continue;
      gone.push_back(lobe.path);
      add("vanished-lobe", lobe.path.string(),
          "its parent folder is gone; `mind introspect --fix` removes it from config.lobes");
    }
    vanished_ = gone;
    if (!fix_ || gone.empty()) return;
    for (const fs::path& lobe : gone) {
      try {
        remove_lobe(s_, lobe.string());
      } catch (const Error&) {
        continue;  // the implicit default lobe is not in config.lobes
      }
      pruned_.push_back(lobe);
    }
    for (auto& [key, item] : s_.manifest.items) {
      const auto before = item.links.size();
      std::erase_if(item.links, [&](const std::string& link) { return under_pruned(link); });
      if (item.links.size() != before) {
        store::append_journal(s_.journal(), key, &item);
        dirty_ = true;
      }
    }
  }

  static bool under(const fs::path& path, const fs::path& root) {
    const fs::path rel = path.lexically_normal().lexically_relative(root.lexically_normal());
    return !rel.empty() && *rel.begin() != "..";
  }
  bool under_vanished(const fs::path& link) const {
    return std::any_of(vanished_.begin(), vanished_.end(),
                       [&](const fs::path& lobe) { return under(link, lobe); });
  }
  bool under_pruned(const fs::path& link) const {
    return std::any_of(pruned_.begin(), pruned_.end(),
                       [&](const fs::path& lobe) { return under(link, lobe); });
  }

  void leftovers() {
    for (const std::string& rel : interrupted_leftovers(s_.paths)) {
      add("interrupted-operation", ".tmp/" + rel,
          "left by an interrupted run; `mind introspect --fix` restores it");
    }
    if (exists_no_follow(s_.journal())) {
      add("interrupted-operation", "manifest.journal",
          "installs recorded by an interrupted run are not in manifest.json yet; `mind introspect "
          "--fix` writes them");
    }
  }

  void scan_sources() {
    for (const store::Source& source : s_.registry.sources) {
      if (!source.is_linked() && !store::has_clone(source_dir(s_.paths, source))) {
        add("no-clone", source.name, "the source has no clone; run `mind sync`");
      } else if (!source.is_linked() && !source.commit) {
        add("never-synced", source.name, "no commit is recorded; run `mind sync`");
      }
      try {
        std::vector<std::string> ignored;
        if (auto sc = scan_source_catalog(s_.paths, source, s_.scan, ignored)) {
          catalogs_.push_back(std::move(*sc));
          continue;
        }
      } catch (const std::exception& e) {
        add("source-scan-failed", source.name,
            "cannot scan it (" + sanitize_display(e.what()) + "); run `mind sync`");
        continue;
      }
      if (source.is_linked()) {
        add("source-scan-failed", source.name, "its working tree is gone; run `mind unmeld`");
      }
    }
    for (const SourceCatalog& sc : catalogs_) {
      scanned_.insert(sc.source->name);
      pending_hooks(sc);
    }
    offered_ = offered_items(catalogs_);
    index_.emplace(offered_);
    inputs_.emplace(catalogs_);
  }

  // A source install hook that has not run at the source's commit (skipped
  // without a terminal or declined): mind never runs it on its own, so it says so.
  void pending_hooks(const SourceCatalog& sc) {
    for (const ListedHook& listed : list_source_hooks(sc).hooks) {
      if (listed.hook.event != HookEvent::install || !listed.pending) continue;
      add("hook-pending", sc.source->name,
          "install hook " + in_quotes(listed.hook.name) +
              " has not run at this commit; after reading it, run `mind hooks run '" +
              sanitize_display(sc.source->name) + "'`");
    }
  }

  void check_item(const std::string& key, store::InstalledItem& item) {
    const fs::path store_path = s_.paths.root / item.store;
    const OfferedItem* offered =
        scanned_.contains(item.source) ? index_->find_by_identity(item) : nullptr;
    std::optional<Drift> drift;
    if (offered != nullptr) drift = item_drift(item, *offered);
    if (!exists_no_follow(store_path)) {
      add("missing-store", key, "its store copy " + in_quotes(item.store) + " is gone");
      if (fix_ && drift && !drift->any()) reinstall(key, item, *offered);
    }
    const bool store_ok = exists_no_follow(store_path);
    check_forms(key, item, store_path, store_ok);
    // A custom `[[items]] link` keeps the path its source gave, in every lobe.
    if (offered == nullptr || !offered->item->link)
      wrong_form_links(key, item, store_path, store_ok);
    std::vector<std::string> gone;  // recorded links deleted from their lobes
    for (const std::string& link : item.links) {
      if (exists_no_follow(link) || under_vanished(link)) continue;  // HARN-13 reported it
      gone.push_back(link);
      add("missing-link", key, "its link " + in_quotes(link) + " is missing");  // LIFE-30
      if (fix_ && store_ok) relink(link, link_target(store_path.string(), link, item.kind));
    }
    missing_lobe_links(key, item, store_path, store_ok,
                       offered != nullptr ? offered->item->link : std::nullopt, gone);
    for (const std::string& entry : item.dropped_requires) {  // LNK-19: --fix leaves it
      add("dropped-requires", key,
          "its source is a single-item link, so its requires " + in_quotes(entry) +
              " was dropped; meld the whole repository to have it");
    }
    if (scanned_.contains(item.source) && offered == nullptr) {
      add("removed-upstream", key, "its source " + in_quotes(item.source) + " no longer offers it");
    }
    if (drift && drift->renamed) {
      add("namespace-changed", key,
          "its source now names it " + in_quotes(drift->effective_name) + "; run `mind upgrade`");
    }
    if (drift && drift->content) {
      add("drifted", key,
          drift->plugin_root && drift->source_hash == item.hash
              ? "its plugin's folder (its ${CLAUDE_PLUGIN_ROOT}) changed; run `mind upgrade`"
              : "its source content changed; run `mind upgrade`");
    }
  }

  // CLI-91 stretched to a vanished store copy: the source still offers exactly
  // the recorded content, so reinstalling it changes no version.
  void reinstall(const std::string& key, store::InstalledItem& item, const OfferedItem& offered) {
    try {
      store::InstalledItem fresh = install_item(s_.paths, s_.lobes, inputs_->for_item(offered));
      fresh.install_hooks = item.install_hooks;
      item = std::move(fresh);
      store::append_journal(s_.journal(), key, &item);
      dirty_ = true;
      repaired_kinds_.push_back(item.kind);
    } catch (const std::exception& e) {
      // The missing-store issue stays; this says why --fix could not repair it.
      add("repair-failed", key, "cannot restore its store copy: " + sanitize_display(e.what()));
    }
  }

  // Design decision 15: each translated copy is the translation of the store
  // copy as it is now; a copy edited or lost is drift, and --fix writes it again.
  void check_forms(const std::string& key, const store::InstalledItem& item,
                   const fs::path& store_path, bool store_ok) {
    if (!store_ok) return;
    for (const std::string& form : item.forms) {
      const auto kind = form_of_path(form);
      if (!kind || !form.starts_with(item.store + ".")) continue;
      const fs::path copy = s_.paths.root / form;
      if (translated_is_current(store_path.string(), copy.string(), *kind)) continue;
      add("form-drift", key,
          "its copy in an agent's form " + in_quotes(form) +
              " is not the translation of its store copy");
      if (!fix_) continue;
      try {
        write_translated(store_path.string(), copy.string(), *kind);
        repaired_kinds_.push_back(item.kind);
      } catch (const std::exception& e) {
        add("repair-failed", key,
            "cannot write " + in_quotes(form) + ": " + sanitize_display(e.what()));
      }
    }
  }

  // Design decision 15: a recorded link in a form its lobe does not read (a
  // `commands/x.md` in a Gemini lobe, an `agents/x.md` in a Copilot one), or
  // pointing at the wrong copy (an OpenCode agent at the untranslated one).
  // --fix removes it (mind's own link only) and forgets it; the right form is
  // then a missing lobe link, which missing_lobe_links adds.
  void wrong_form_links(const std::string& key, store::InstalledItem& item,
                        const fs::path& store_path, bool store_ok) {
    std::vector<std::string> stray;
    for (const std::string& link : item.links) {
      const Lobe* lobe = lobe_of(link);
      if (lobe == nullptr || !exists_no_follow(link)) continue;
      const std::string rel = fs::path(link).lexically_relative(lobe->path).generic_string();
      const std::string want = link_rel_for_lobe(lobe->path, item.kind, rel);
      std::error_code ec;
      const std::string target = fs::read_symlink(link, ec).string();
      const bool wrong_target = want == rel && !ec && is_own_link(link, s_.paths) &&
                                target != link_target(store_path.string(), link, item.kind);
      if (want == rel && !wrong_target) continue;
      add("wrong-form-link", key,
          "its link " + in_quotes(link) + " is not in the form " + in_quotes(lobe->path.string()) +
              " reads (" + in_quotes(want) + "); `mind introspect --fix` replaces it");
      if (fix_ && store_ok && is_own_link(link, s_.paths) && fs::remove(link, ec)) {
        stray.push_back(link);
      }
    }
    if (stray.empty()) return;
    std::erase_if(item.links, [&](const std::string& l) {
      return std::find(stray.begin(), stray.end(), l) != stray.end();
    });
    store::append_journal(s_.journal(), key, &item);
    dirty_ = true;
  }

  // The configured lobe `link` lies in, or nullptr.
  const Lobe* lobe_of(const fs::path& link) const {
    for (const Lobe& lobe : s_.lobes) {
      if (under(link, lobe.path)) return &lobe;
    }
    return nullptr;
  }

  void relink(const fs::path& link, const fs::path& store_path) {
    std::error_code ec;
    fs::create_directories(link.parent_path(), ec);
    fs::create_symlink(store_path, link, ec);
  }

  // HARN-8: a reachable lobe that admits the kind but has no link.
  // `custom_link`: the item's `[[items]] link` as its source declares it now.
  void missing_lobe_links(const std::string& key, store::InstalledItem& item,
                          const fs::path& store_path, bool store_ok,
                          const std::optional<std::string>& custom_link,
                          const std::vector<std::string>& gone) {
    std::string agent_link = item.bare_name;
    if (item.kind == discovery::Kind::agent && !item.links.empty()) {  // `x.agent.md` is `x`
      agent_link = link_file_stem(item.kind, fs::path(item.links.front()).filename().string());
    }
    const LinkPlan plan =
        plan_links(s_.paths, s_.lobes, item.kind, item.name, agent_link, nullptr, custom_link);
    for (std::size_t i = 0; i < plan.links.size(); ++i) {
      const fs::path link = plan.links[i];
      if (under_vanished(link)) continue;  // HARN-13: never re-created
      const bool recorded =
          std::find(item.links.begin(), item.links.end(), link.string()) != item.links.end();
      // HARN-8: a recorded link deleted from the lobe also leaves the lobe without one
      // (its missing-link finding above repairs it; this one only says so).
      if (recorded && std::find(gone.begin(), gone.end(), link.string()) == gone.end()) continue;
      add("missing-lobe-link", key,
          "the lobe for " + in_quotes(link.string()) + " has no link to it");
      if (recorded || !fix_ || !store_ok || exists_no_follow(link)) continue;
      const std::string& target = plan.targets[i];
      if (target != store_path.string()) {  // decision 15: its translated copy first
        const auto kind = form_of_path(target);
        if (!kind) continue;
        write_translated(store_path.string(), target, *kind);
        const std::string rel = item.store + target.substr(store_path.string().size());
        if (std::find(item.forms.begin(), item.forms.end(), rel) == item.forms.end()) {
          item.forms.push_back(rel);
        }
      }
      relink(link, target);
      repaired_kinds_.push_back(item.kind);
      if (is_own_link(link, s_.paths)) {
        item.links.push_back(link.string());
        store::append_journal(s_.journal(), key, &item);
        dirty_ = true;
      }
    }
  }

  // Issue 44: each recorded plugin root is there, as it was copied.
  void plugin_roots() {
    const auto source_item = [this](const store::InstalledItem& record) {
      const OfferedItem* o =
          scanned_.contains(record.source) ? index_->find_by_identity(record) : nullptr;
      return o != nullptr ? o->item : nullptr;
    };
    for (Issue& i : check_plugin_roots(s_.paths, s_.manifest, source_item, fix_)) {
      issues_.push_back(std::move(i));
    }
  }

  void orphan_store() {
    std::set<std::string> recorded;
    for (const auto& [key, item] : s_.manifest.items) {
      recorded.insert(item.store);
      recorded.insert(item.forms.begin(), item.forms.end());     // decision 15: its agent forms
      if (item.plugin_root) recorded.insert(*item.plugin_root);  // issue 44
    }
    std::error_code ec;
    for (fs::directory_iterator kinds(s_.paths.store(), ec), end; !ec && kinds != end;
         kinds.increment(ec)) {
      std::error_code ec2;
      for (fs::directory_iterator it(kinds->path(), ec2), e2; !ec2 && it != e2; it.increment(ec2)) {
        const std::string rel =
            "store/" + kinds->path().filename().string() + "/" + it->path().filename().string();
        if (recorded.contains(rel)) continue;
        add("orphan-store", rel, "no installed item records it (left by an interrupted run)");
        if (fix_) orphans_.push_back(it->path());
      }
    }
    for (const fs::path& p : orphans_) fs::remove_all(p, ec);
  }

  // mind's own links whose store copy is gone, and temp links of a killed run.
  void broken_links() {
    std::set<std::string> recorded_links;
    for (const auto& [key, item] : s_.manifest.items) {
      for (const auto& l : item.links) recorded_links.insert(l);
    }
    for (const Lobe& lobe : s_.lobes) {
      for (discovery::Kind kind : discovery::kAllKinds) {
        const auto& t = discovery::traits(kind);
        if (!t.linked) continue;
        std::error_code ec;
        for (fs::directory_iterator it(lobe.path / t.container, ec), end; !ec && it != end;
             it.increment(ec)) {
          const fs::path link = it->path();
          if (!is_own_link(link, s_.paths)) continue;
          const bool temp = link.filename().string().ends_with(".mind-new");
          std::error_code target_ec;
          const bool dangling = !fs::exists(link, target_ec);
          if (!temp && (!dangling || recorded_links.contains(link.string()))) continue;
          add("broken-link", link.string(), "mind's link points at a store copy that is gone");
          if (fix_) fs::remove(link, target_ec);
        }
      }
    }
  }

  Session& s_;
  std::vector<fs::path> vanished_, pruned_;  // HARN-13
  bool fix_;
  bool dirty_ = false;
  std::vector<SourceCatalog> catalogs_;  // filled once, before inputs_ borrows it
  std::optional<InstallInputs> inputs_;
  std::set<std::string> scanned_;
  std::vector<OfferedItem> offered_;
  std::optional<OfferedIndex> index_;  // into offered_
  std::vector<Issue> issues_;
  std::vector<fs::path> orphans_;
  std::vector<discovery::Kind> repaired_kinds_;  // what --fix installed or linked again
};

}  // namespace

IntrospectReport introspect(Session& session, bool fix) {
  IntrospectReport report;
  if (fix) {
    const std::vector<Issue> found = Check(session, true).run();
    report.issues = Check(session, false).run();
    for (const Issue& i : found) {
      if (i.kind == "repair-failed") {  // only the fixing pass can say why it failed
        report.issues.push_back(i);
        continue;
      }
      const bool remains =
          std::any_of(report.issues.begin(), report.issues.end(),
                      [&](const Issue& r) { return r.kind == i.kind && r.target == i.target; });
      if (!remains) report.fixed.push_back(i);
    }
  } else {
    report.issues = Check(session, false).run();
  }
  report.sources = session.registry.sources.size();
  report.items = session.manifest.items.size();
  report.displaced = list_displaced(session.paths);
  return report;
}

}  // namespace mind::install

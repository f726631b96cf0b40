#include "install/learn.hpp"

#include <map>
#include <optional>
#include <set>

#include "core/ascii_case.hpp"
#include "core/bounded_list.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "core/shell_quote.hpp"
#include "core/suggest.hpp"
#include "install/drift.hpp"
#include "install/install_conflicts.hpp"
#include "install/install_inputs.hpp"
#include "install/link_plan.hpp"
#include "install/link_refs.hpp"
#include "install/policy_admission.hpp"
#include "install/sources/closure.hpp"
#include "install/sources/item_ref.hpp"
#include "install/sources/source_select.hpp"
#include "install/stage_ahead.hpp"
#include "install/transaction.hpp"
#include "install/unguarded_scan.hpp"
#include "namespacing/agent_link_name.hpp"

namespace mind::install {
namespace {

std::string qualified(const OfferedItem& o) {
  return sanitize_display(o.source->name) + "#" + sanitize_display(o.manifest_key());
}

std::vector<RefCandidate> candidates(const std::vector<OfferedItem>& offered) {
  std::vector<RefCandidate> out;
  out.reserve(offered.size());
  for (const OfferedItem& o : offered) {
    out.push_back({o.source->name, o.item->kind, o.effective_name().str(), o.item->bare_name});
  }
  return out;
}

// Whether `mind probe <text>` would list something: a name or description of
// an offered item holds the text (issue 35: the hint must find what it says).
bool probe_finds(const std::vector<OfferedItem>& offered, const std::string& text) {
  const std::string needle = ascii_lower(text);
  for (const OfferedItem& o : offered) {
    if (ascii_lower(o.effective_name().str()).find(needle) != std::string::npos) return true;
    if (o.item->description &&
        ascii_lower(*o.item->description).find(needle) != std::string::npos) {
      return true;
    }
  }
  return false;
}

[[noreturn]] void not_found(const Session& session, const std::vector<OfferedItem>& offered,
                            const std::string& text, bool all, const std::string& suggestion) {
  std::vector<std::string> hints;
  if (session.registry.sources.empty()) {
    hints.push_back("no sources melded; run `mind meld <owner/repo>` to add one");
  } else {
    // CLI-225: shell-quoted, so a pasted hint never runs what the query held
    hints.push_back(probe_finds(offered, text)
                        ? "run `mind probe " + shell_quoted(sanitize_display(text)) +
                              "` to search the catalog"
                        : "run `mind probe` to list what the melded sources offer");
    int matches = 0;  // CLI-208: the query names one melded source
    for (const auto& s : session.registry.sources) matches += source_selector_matches(text, s.name);
    if (matches == 1 && all) {  // the source itself offers nothing: never hint this very command
      throw Error(ErrorKind::item_not_found,
                  "source '" + sanitize_display(text) + "' offers no items",
                  {"`mind meld` prints where it looked and what comes close; `mind unmeld " +
                   shell_quoted(sanitize_display(text)) +
                   "` and meld again with --root, --add-root or --flat-skills"});
    }
    if (matches == 1)
      hints.push_back("to install all of it: mind learn --all " +
                      shell_quoted(sanitize_display(text)));
  }
  throw Error(ErrorKind::item_not_found,
              "no item matches '" + sanitize_display(text) + "'" + suggestion, hints);
}

// A glob selects a batch; a malformed ref is resolve's to report.
bool is_batch_ref(const std::string& text) {
  try {
    return parse_item_ref(text).is_glob();
  } catch (const Error&) {
    return false;
  }
}

std::vector<OfferedItem> resolve(const Session& session, const std::vector<OfferedItem>& offered,
                                 const std::string& text, bool all) {
  std::string ref_text = text;
  if (all) {
    if (text.find('#') != std::string::npos) {
      throw Error(ErrorKind::invalid_item_ref, "--all takes a source, not an item ref ('" +
                                                   sanitize_display(text) + "' has '#')");
    }
    // issue 35: a source by the place it was melded from, as unmeld and sync take it
    const std::optional<std::string> identity = source_at_location(session.registry, text);
    ref_text = identity.value_or(text) + "#*";
  }
  const ItemRef ref = parse_item_ref(ref_text);
  const std::vector<RefCandidate> named = candidates(offered);
  const RefMatch match = match_ref(ref, named);
  if (match.hits.empty()) {
    not_found(session, offered, text, all,
              all ? std::string() : did_you_mean(close_names(ref, named)));
  }
  if (match.by_bare_name && match.hits.size() > 1) {  // issue 20: never a guess
    throw Error(ErrorKind::ambiguous_item,
                "'" + sanitize_display(text) +
                    "' names several items:" + ambiguous_listing(named, match.hits),
                {"name one of them as listed"});
  }
  std::vector<OfferedItem> hits;
  for (std::size_t i : match.hits) hits.push_back(offered[i]);
  if (hits.size() > 1 && !ref.is_glob() && !all) {
    std::string list;
    for (const auto& h : hits) list += "\n  " + qualified(h);
    throw Error(ErrorKind::ambiguous_item,
                "'" + sanitize_display(text) + "' matches several items:" + list,
                {"qualify it with a kind (`skill:name`) or a source (`owner/repo#name`)"});
  }
  return hits;
}

// NS-20: one item's warning as it is; several, ONE bounded report (WF-59 style).
std::optional<std::string> unguarded_report(
    const std::vector<std::pair<std::string, std::string>>& warnings) {
  if (warnings.empty()) return std::nullopt;
  if (warnings.size() == 1) return warnings.front().second;
  std::vector<std::string> keys;
  for (const auto& [key, warning] : warnings) keys.push_back(sanitize_display(key));
  return std::to_string(warnings.size()) +
         " items mention sibling names without a token, so they keep pointing at the unprefixed "
         "names: " +
         bounded_list(keys) + "; the first: " + warnings.front().second +
         "; `mind review` lists every one";
}

// The items of one batch, and what each claims, so a collision inside the
// batch is found before anything is installed (and under --dry-run too).
class BatchClaims {
 public:
  BatchClaims(bool batch, bool skip_taken_names, LearnOutcome& out)
      : batch_(batch), skip_taken_names_(skip_taken_names), out_(out) {}

  // CLI-33 and design decision 8: false when `o` must not be installed.
  bool admit(const OfferedItem& o) {
    const std::string key = o.manifest_key();
    auto [it, fresh] = by_key_.emplace(key, &o);
    if (!fresh) {
      const OfferedItem& first = *it->second;
      if (first.identity() == o.identity()) return false;  // selected twice
      if (first.source != o.source) {
        throw Error(ErrorKind::ambiguous_item,
                    "two selected items would install as '" + sanitize_display(key) +
                        "': " + qualified(first) + " and " + qualified(o));
      }
      return refuse(batch_link_collision(first, o, key), key, o, key);
    }
    if (o.item->kind == discovery::Kind::agent) {
      const std::string link = namespacing::agent_link_name(*o.item) + ".md";
      auto [at, free] = agents_.emplace(link, &o);
      if (!free) {
        const std::string first_key = at->second->manifest_key();
        by_key_.erase(key);
        return refuse(batch_agent_collision(*at->second, first_key, o, link), key, o, first_key);
      }
    }
    out_.selected.push_back(key);
    return true;
  }

  // The manifest's conflicts (NS-41, NS-43, a plugin's same key).
  bool admit_against(const store::Manifest& manifest, const OfferedItem& o,
                     const std::string& key) {
    auto conflict = install_conflict(manifest, o, key);
    return !conflict || refuse(std::move(conflict->error), key, o, conflict->holder_key);
  }

 private:
  bool refuse(Error error, const std::string& key, const OfferedItem& o,
              const std::string& held_by) {
    const bool taken_name = error.kind() == ErrorKind::duplicate_item && skip_taken_names_;
    const bool skippable = taken_name || error.kind() == ErrorKind::agent_collision ||
                           error.kind() == ErrorKind::link_collision;
    if (!batch_ || !skippable) throw error;
    out_.skipped.push_back({key, o.source->name, std::string(error.slug()), held_by});
    return false;
  }

  bool batch_, skip_taken_names_;
  LearnOutcome& out_;
  std::map<std::string, const OfferedItem*> by_key_;
  std::map<std::string, const OfferedItem*> agents_;  // agent link file -> its item
};

}  // namespace

LearnOutcome install_offered(Session& session, const std::vector<SourceCatalog>& catalogs,
                             const std::vector<OfferedItem>& items,
                             const InstallOfferedOptions& options) {
  const bool force = options.force, dry_run = options.dry_run;
  const bool report_unguarded = options.report_unguarded, batch = options.batch;
  LearnOutcome out;
  BatchClaims claims(batch, options.skip_taken_names, out);
  std::vector<const OfferedItem*> ordered;  // the given order: dependencies first (DEP-30)
  for (const OfferedItem& o : items) {
    if (claims.admit(o)) ordered.push_back(&o);
  }
  admit_by_policy(session, catalogs, ordered,
                  batch);  // POL-12, decision 17: before anything is written
  InstallInputs inputs(catalogs);
  inputs.build_hooks = session.build_hooks;                    // HOOK-72
  inputs.install_hooks = session.item_install_hooks;           // HOOK-81
  std::vector<std::pair<std::string, std::string>> unguarded;  // key, its warning (NS-20)
  // Many items: a worker stages them ahead of their transactions (stage_ahead.hpp).
  std::optional<StageAhead> ahead;
  if (!dry_run && StageAhead::pays(ordered.size())) {
    std::vector<StagingInput> staging;
    staging.reserve(ordered.size());
    for (const OfferedItem* offered : ordered) staging.push_back(inputs.staging_for(*offered));
    ahead.emplace(session.paths, std::move(staging));
    ahead->start();
  }
  try {
    for (std::size_t index = 0; index < ordered.size(); ++index) {
      const OfferedItem* offered = ordered[index];
      const std::string key = offered->manifest_key();
      if (installed_record(session.manifest, *offered) != nullptr) continue;  // CLI-157
      if (!claims.admit_against(session.manifest, *offered, key)) continue;
      out.installed.push_back(key);
      if (report_unguarded) {
        if (auto warning = unguarded_reference_warning(*offered->item, key, offered->prefix,
                                                       inputs.siblings_of(*offered))) {
          unguarded.push_back({key, std::move(*warning)});
        }
      }
      if (dry_run) continue;
      InstallInput input = inputs.for_item(*offered, force);
      input.displaced = &out.displaced;  // decision 10: named in the result
      if (ahead) {
        input.stage_ahead = &*ahead;
        input.stage_ahead_index = index;
      }
      store::InstalledItem record = install_item(session.paths, session.lobes, input);
      if (!record.dropped_requires.empty()) {  // LNK-18, LNK-19
        session.warnings.push_back(dropped_requires_warning(key, record.dropped_requires));
      }
      for (const auto& l : record.links) out.links.push_back(l);
      session.record(key, std::move(record));  // CLI-34: journaled as it lands
    }
  } catch (...) {
    session.save_after_failure();  // LIFE-48
    throw;
  }
  if (auto report = unguarded_report(unguarded)) session.warnings.push_back(std::move(*report));
  if (auto report = collision_report(out.skipped)) session.warnings.push_back(std::move(*report));
  if (!dry_run && !out.installed.empty()) session.save_manifest();
  std::vector<discovery::Kind> kinds;
  for (const OfferedItem* offered : ordered) kinds.push_back(offered->item->kind);
  for (auto& note : unreachable_lobe_notes(session.lobes, kinds, session.noted_lobes)) {
    session.warnings.push_back(std::move(note));  // HARN-16
  }
  return out;
}

namespace {

std::string label_of(const OfferedItem& o, bool selected, bool installed) {
  return sanitize_display(o.manifest_key()) + (installed  ? " (installed)"
                                               : selected ? " (selected)"
                                                          : " (dependency)");
}

// DEP-10..12, DEP-20..23: per source, the closure of what was selected there.
void close_over_dependencies(const Session& session, const std::vector<SourceCatalog>& catalogs,
                             const std::vector<OfferedItem>& selected, LearnPlan& plan) {
  for (const SourceCatalog& sc : catalogs) {
    std::vector<const discovery::CatalogItem*> roots;
    for (const OfferedItem& o : selected) {
      if (o.source == sc.source) roots.push_back(o.item);
    }
    if (roots.empty()) continue;
    const std::vector<OfferedItem> offered = offered_items(sc);
    std::map<const discovery::CatalogItem*, const OfferedItem*> by_item;
    for (const OfferedItem& o : offered) by_item.emplace(o.item, &o);
    auto offered_of = [&](const discovery::CatalogItem* item) -> const OfferedItem& {
      return *by_item.at(item);
    };
    if (roots.size() == sc.catalog.items.size()) {  // DEP-10: the whole source is selected
      for (const auto* item : roots) plan.to_install.push_back(offered_of(item));
      continue;
    }
    const DependencyGraph graph(sc.catalog.items, sc.source->item_path.has_value());
    const Closure closure = dependency_closure(graph, roots);
    auto installed = [&](const discovery::CatalogItem* item) {
      const OfferedItem& o = offered_of(item);
      return installed_record(session.manifest, o) != nullptr;
    };
    for (const auto* item : closure.order) plan.to_install.push_back(offered_of(item));
    bool adds = false;
    for (const auto* item : closure.added) {
      if (installed(item)) continue;  // DEP-23
      plan.added.push_back(offered_of(item).manifest_key());
      adds = true;
    }
    if (!adds) continue;
    const std::set<const discovery::CatalogItem*> root_set(roots.begin(), roots.end());
    for (const auto* root : roots) {
      plan.tree += dependency_tree_text(graph, root, [&](const discovery::CatalogItem* node) {
        return label_of(offered_of(node), root_set.contains(node), installed(node));
      });
    }
  }
}

}  // namespace

LearnPlan plan_learn(Session& session, const LearnRequest& request) {
  auto catalogs = std::make_shared<std::vector<SourceCatalog>>(
      scan_sources(session.paths, session.registry, session.scan, session.warnings));
  const std::vector<OfferedItem> offered = offered_items(*catalogs);
  std::vector<OfferedItem> selected;
  std::set<std::pair<const store::Source*, const discovery::CatalogItem*>> seen;
  for (const std::string& text : request.refs) {
    for (const OfferedItem& o : resolve(session, offered, text, request.all)) {
      if (seen.emplace(o.source.get(), o.item).second) selected.push_back(o);
    }
  }
  LearnPlan plan;
  plan.report_unguarded = request.report_unguarded;
  plan.batch = request.all;
  for (const std::string& text : request.refs) plan.batch = plan.batch || is_batch_ref(text);
  close_over_dependencies(session, *catalogs, selected, plan);
  plan.catalogs = std::move(catalogs);
  return plan;
}

LearnOutcome apply_learn(Session& session, const LearnPlan& plan, const LearnRequest& request) {
  InstallOfferedOptions options;
  options.force = request.force;
  options.dry_run = request.dry_run;
  options.report_unguarded = plan.report_unguarded;
  options.batch = plan.batch;
  return install_offered(session, *plan.catalogs, plan.to_install, options);
}

LearnOutcome learn(Session& session, const LearnRequest& request) {
  const LearnPlan plan = plan_learn(session, request);
  return apply_learn(session, plan, request);
}

}  // namespace mind::install

#include "install/meld_operation.hpp"

#include <algorithm>

#include "core/error.hpp"
#include "install/component_library_hint.hpp"
#include "install/drift.hpp"
#include "install/install_conflicts.hpp"
#include "install/install_warnings.hpp"
#include "install/kind_tally.hpp"

#include "core/sanitize.hpp"
#include "core/shell_quote.hpp"
#include "discovery/near_miss.hpp"
#include "install/workflow_harness.hpp"
#include "store/source_argument.hpp"

namespace mind::install {
namespace {

void note_registration(const MeldRequest& request, MeldResult& result) {
  const MeldOutcome& melded = result.melded;
  if (melded.layout_kept) {  // CLI-206, DSC-75: the layout is chosen at the first meld
    std::string flags;
    const auto given = [&flags](bool g, const char* flag) {
      if (g) flags += (flags.empty() ? "" : ", ") + std::string(flag);
    };
    given(request.roots.has_value(), "--root");
    given(request.add_roots.has_value(), "--add-root");
    given(request.flat_skills, "--flat-skills");
    result.notes.push_back(flags + " ignored: " + mind::sanitize_display(melded.identity) +
                           " is already melded; `mind unmeld` it, then meld again with them");
  }
  for (const auto& sc : melded.catalogs) {  // e.g. a plugin's skipped components (MKT-4)
    for (const auto& note : sc.catalog.notes) result.notes.push_back(note);
  }
  if (!melded.other_instances.empty()) {  // STO-60, STO-63
    std::string names;
    for (const auto& n : melded.other_instances) {
      names += (names.empty() ? "" : ", ") + mind::sanitize_display(n);
    }
    result.notes.push_back(
        melded.other_instances.size() == 1
            ? "a second, independent instance now exists; the existing " + names + " remains"
            : "a second, independent instance now exists; the existing instances " + names +
                  " remain");
  }
}

// CLI-23, issue 43: the question names what it would install by kind, the
// nested sources' flagged items among them.
std::string install_prompt(const MeldResult& result) {
  std::vector<discovery::Kind> kinds;
  for (const OfferedItem& o : result.melded.pending) kinds.push_back(o.item->kind);
  for (const NestedMeld& n : result.nested) {
    for (const OfferedItem& o : n.pending) kinds.push_back(o.item->kind);
  }
  return "install " + std::to_string(result.pending) +
         (result.pending == 1 ? " item from " : " items from ") +
         mind::sanitize_display(result.melded.identity) + " (" + kind_tally(kinds) + ")?";
}

// CLI-23 / CLI-156: install after a confirmation; nobody to ask and no --yes
// leaves the items pending (a note says how to install them later).
bool confirm_install(const MeldOptions& options, MeldResult& result) {
  if (options.register_only || result.pending == 0) return false;
  if (options.asker.yes) return true;
  if (!options.asker.can_ask || !options.asker.ask) {
    result.unasked = true;
    return false;
  }
  Question q;
  q.prompt = install_prompt(result);
  q.default_yes = true;
  if (options.asker.ask(q)) return true;
  result.declined = true;
  return false;
}

void append(LearnOutcome& into, LearnOutcome&& more) {
  for (auto& key : more.installed) into.installed.push_back(std::move(key));
  for (auto& link : more.links) into.links.push_back(std::move(link));
  for (auto& s : more.skipped) into.skipped.push_back(std::move(s));
  for (auto& f : more.displaced) into.displaced.push_back(std::move(f));
}

// Issue 35: a source that offers some items but leaves a component library's
// category folders unreached (`--root cli-tool/components` takes the two
// skills that sit directly in skills/) says how to take the rest.
void note_component_library(const SourceCatalog& sc, const std::string& identity,
                            const std::string& spec, MeldResult& result) {
  if (sc.catalog.origin != discovery::CatalogOrigin::convention || sc.source->item_path) return;
  std::vector<std::string> offered;
  std::set<std::string> skills;
  for (const discovery::CatalogItem& item : sc.catalog.items) {
    offered.push_back(item.relative_path);
    if (item.kind == discovery::Kind::skill) skills.insert(item.relative_path);
  }
  const std::optional<LibraryHint> library = component_library_hint(sc.dir, offered, skills);
  if (!library) return;
  result.notes.push_back(library->what + "; to take them (each named <category>:<name>): `mind " +
                         "unmeld " + shell_quoted(mind::sanitize_display(identity)) +
                         "`, then `mind meld " + shell_quoted(mind::sanitize_display(spec)) +
                         library->add_roots + "`");
}

// Issue 43: what a convention scan that offered items leaves unreached
// (zebbern/claude-code-guide's agents in `agents/.claude/agents/` beside its
// skills), one note per layout (bounded by the walk), each with the flag that
// adds it; the empty-source explanation covers a scan that offered nothing.
void note_unreached_layouts(const SourceCatalog& sc, const std::string& identity,
                            MeldResult& result) {
  const discovery::Catalog& c = sc.catalog;
  if (c.origin != discovery::CatalogOrigin::convention || !c.nested_sources.empty() ||
      sc.source->item_path) {
    return;
  }
  std::vector<std::string> offered;
  for (const discovery::CatalogItem& item : c.items) offered.push_back(item.relative_path);
  const std::vector<discovery::NearMiss> misses =
      discovery::find_unreached_layouts(sc.dir, offered);
  if (misses.empty()) return;
  // One line per remedy: a folder's skills and kind folders are taken by one flag.
  std::vector<std::pair<std::string, std::string>> by_remedy;  // remedy, what (in walk order)
  for (const discovery::NearMiss& m : misses) {
    auto same = std::find_if(by_remedy.begin(), by_remedy.end(),
                             [&m](const auto& r) { return r.first == m.remedy; });
    if (same == by_remedy.end()) {
      by_remedy.emplace_back(m.remedy, m.what);
    } else {
      same->second += "; " + m.what;
    }
  }
  for (const auto& [remedy, what] : by_remedy) {
    result.notes.push_back(what + " are not offered (no scan root reaches them): " + remedy);
  }
  result.notes.push_back("to meld with those flags: `mind unmeld " +
                         shell_quoted(mind::sanitize_display(identity)) + "`, then meld again");
}

}  // namespace

std::optional<EmptySourceExplanation> empty_source_explanation(const SourceCatalog& sc,
                                                               const std::string& identity,
                                                               const std::string& spec) {
  const discovery::Catalog& c = sc.catalog;
  if (c.origin != discovery::CatalogOrigin::convention || !c.nested_sources.empty()) return {};
  if (sc.source->item_path) return {};  // a link names its one item (LNK-7)
  const std::string shown = mind::sanitize_display(identity);
  EmptySourceExplanation e;
  e.looked_for = discovery::convention_layouts();
  const std::optional<LibraryHint> library = component_library_hint(sc.dir, {});
  if (library) {  // issue 35: the one remedy that takes a whole component library
    e.close.emplace_back(library->what, "meld with" + library->add_roots +
                                            " (each item is named <category>:<name>)");
    e.next = "next: `mind unmeld " + shell_quoted(shown) + "`, then `mind meld " +
             shell_quoted(mind::sanitize_display(spec)) + library->add_roots + "`";
    return e;
  }
  const std::vector<discovery::NearMiss> misses = discovery::find_near_misses(sc.dir);
  for (const auto& m : misses) e.close.emplace_back(m.what, m.remedy);
  if (misses.empty()) {
    e.next =
        "nothing in it comes close to those layouts; if its items live elsewhere, `mind "
        "unmeld " +
        shown +
        "` and meld again with --root, --add-root or --flat-skills, or add a mind.toml that "
        "lists them ([[items]])";
  } else {
    e.next = "next: `mind unmeld " + shown + "`, then `mind meld " + mind::sanitize_display(spec) +
             "` as the remedy above says";
  }
  return e;
}

std::vector<std::string> explain_empty_source(const SourceCatalog& sc, const std::string& identity,
                                              const std::string& spec) {
  const std::optional<EmptySourceExplanation> e = empty_source_explanation(sc, identity, spec);
  if (!e) return {};
  std::vector<std::string> lines;
  lines.push_back("found no items in " + mind::sanitize_display(identity) + ": mind looks for " +
                  e->looked_for);
  if (!e->close.empty()) lines.push_back("what comes close:");
  for (const auto& [what, remedy] : e->close) lines.push_back("  " + what + ": " + remedy);
  lines.push_back(e->next);
  return lines;
}

MeldResult run_meld(Session& session, const MeldOptions& options) {
  const ScopedConsents consents(session, options.consents);  // HOOK-74, HOOK-83
  MeldRequest request = options.request;
  request.hooks = options.consents.source_install;  // HOOK-10
  request.rerun_hooks = options.force;              // HOOK-60
  // CLI-11, CLI-214, issue 35: what the user typed, read by the one rule (a
  // nested `[discover].sources` entry never is: it must not depend on the cwd).
  store::SourceArgument argument = store::read_source_argument(request.spec, "meld");
  request.spec = argument.spec;
  request.given_relative = !request.spec.empty() && request.spec.front() != '/' &&
                           (request.spec == "." || request.spec == ".." ||
                            request.spec.starts_with("./") || request.spec.starts_with("../"));

  MeldResult result;
  result.melded = meld(session, request);
  if (argument.note) result.notes.push_back(*argument.note);
  // DSC-38, DSC-54: a super-source's `[discover].sources` chain, melded in turn.
  result.nested = meld_nested_sources(session, result.melded,
                                      {request.progress, options.recursive, &result.skipped});
  note_registration(options.request, result);
  // NS-41: an incoming agent that would share a link with another source's
  // installed agent: meld only warns (learn refuses), before anything installs.
  for (const OfferedItem& o : result.melded.offered) {
    if (o.item->kind != discovery::Kind::agent) continue;
    const auto conflict = install_conflict(session.manifest, o, o.manifest_key());
    if (!conflict || conflict->error.kind() != ErrorKind::agent_collision) continue;
    std::string note = conflict->error.what();  // "... would link as ..., which ... uses"
    for (const std::string& h : conflict->error.hints()) note += "; " + h;
    result.notes.push_back(mind::sanitize_display(note));
  }
  if (!result.melded.offered.empty() && !result.melded.catalogs.empty()) {
    const std::size_t notes = result.notes.size();
    note_component_library(result.melded.catalogs.front(), result.melded.identity, request.spec,
                           result);
    if (result.notes.size() == notes) {  // a library's hint already names what is unreached
      note_unreached_layouts(result.melded.catalogs.front(), result.melded.identity, result);
    }
  }
  if (result.melded.offered.empty() && !result.melded.catalogs.empty()) {
    result.empty_explanation =
        explain_empty_source(result.melded.catalogs.front(), result.melded.identity, request.spec);
    result.empty_source = empty_source_explanation(  // CLI-205 under --json too
        result.melded.catalogs.front(), result.melded.identity, request.spec);
  }
  result.pending = result.melded.pending.size();
  for (const auto& n : result.nested) result.pending += n.pending.size();
  // CLI-12: the per-item state only when nothing is left to install (or
  // --register-only); items about to be offered get no "not installed; run
  // mind learn" line each (issue 43), the install question follows instead.
  const bool listed = result.pending == 0 || options.register_only;
  if (listed && result.melded.already_melded && !result.melded.catalogs.empty()) {
    const std::string& head = result.melded.catalogs.front().commit;
    for (const OfferedItem& o : result.melded.offered) {
      RemeldItem item;
      item.key = o.manifest_key();
      const std::string kind_name =
          std::string(discovery::kind_word(o.item->kind)) + ":" + o.item->bare_name;
      // A link's identity holds a `#` already: its one item is named by kind:name.
      item.learn_ref = o.source->item_path ? o.manifest_key() : o.source->name + "#" + kind_name;
      if (const store::InstalledItem* rec = installed_record(session.manifest, o)) {
        item.installed = true;
        item.commit = rec->commit;
        item.lags = !head.empty() && !rec->commit.empty() && rec->commit != head;
      }
      result.remeld_items.push_back(std::move(item));
    }
  }
  if (options.on_registered) options.on_registered(result);

  if (!confirm_install(options, result)) return result;
  // CLI-14: a batch: a taken link path is skipped and reported, not fatal.
  InstallOfferedOptions batch;
  batch.force = options.force;
  batch.report_unguarded = options.report_unguarded;
  batch.batch = true;
  LearnOutcome learned =
      install_offered(session, result.melded.catalogs, result.melded.pending, batch);
  batch.skip_taken_names = true;         // a chain's sources may share a name (issue 31)
  for (const auto& n : result.nested) {  // DSC-58, DSC-62: the flagged entries
    append(learned, install_offered(session, n.catalogs, n.pending, batch));
  }
  // meld --yes installs as learn does, so it warns as learn does, by the one
  // function (WF-31, issue 43, decision 18).
  std::vector<InstalledBatch> batches{{&result.melded.catalogs, &result.melded.pending}};
  for (const auto& n : result.nested) batches.push_back({&n.catalogs, &n.pending});
  result.workflow_warnings = install_warnings(session, batches, learned.installed);
  result.learned = std::move(learned);
  return result;
}

}  // namespace mind::install

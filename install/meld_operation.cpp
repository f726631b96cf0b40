#include "install/meld_operation.hpp"

#include "core/sanitize.hpp"
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
  q.prompt = "install " + std::to_string(result.pending) + " items from " +
             mind::sanitize_display(result.melded.identity) + "?";
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

}  // namespace

std::vector<std::string> explain_empty_source(const SourceCatalog& sc, const std::string& identity,
                                              const std::string& spec) {
  const discovery::Catalog& c = sc.catalog;
  if (c.origin != discovery::CatalogOrigin::convention || !c.nested_sources.empty()) return {};
  const std::string shown = mind::sanitize_display(identity);
  std::vector<std::string> lines;
  lines.push_back("found no items in " + shown + ": mind looks for " +
                  discovery::convention_layouts());
  const std::vector<discovery::NearMiss> misses = discovery::find_near_misses(sc.dir);
  if (misses.empty()) {
    lines.push_back(
        "nothing in it comes close to those layouts; if its items live elsewhere, `mind unmeld " +
        shown +
        "` and meld again with --root, --add-root or --flat-skills, or add a mind.toml that "
        "lists them ([[items]])");
    return lines;
  }
  lines.push_back("what comes close:");
  for (const auto& m : misses) lines.push_back("  " + m.what + ": " + m.remedy);
  lines.push_back("next: `mind unmeld " + shown + "`, then `mind meld " +
                  mind::sanitize_display(spec) + "` with the flag above");
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

  MeldResult result;
  result.melded = meld(session, request);
  if (argument.note) result.notes.push_back(*argument.note);
  // DSC-38, DSC-54: a super-source's `[discover].sources` chain, melded in turn.
  result.nested = meld_nested_sources(session, result.melded,
                                      {request.progress, options.recursive, &result.skipped});
  note_registration(options.request, result);
  if (result.melded.offered.empty() && !result.melded.catalogs.empty()) {
    result.empty_explanation =
        explain_empty_source(result.melded.catalogs.front(), result.melded.identity, request.spec);
  }
  result.pending = result.melded.pending.size();
  for (const auto& n : result.nested) result.pending += n.pending.size();
  if (options.on_registered) options.on_registered(result);

  if (!confirm_install(options, result)) return result;
  // CLI-14: a batch: a taken link path is skipped and reported, not fatal.
  InstallOfferedOptions batch;
  batch.force = options.force;
  batch.report_unguarded = options.report_unguarded;
  batch.batch = true;
  LearnOutcome learned =
      install_offered(session, result.melded.catalogs, result.melded.pending, batch);
  for (const auto& n : result.nested) {  // DSC-58, DSC-62: the flagged entries
    append(learned, install_offered(session, n.catalogs, n.pending, batch));
  }
  // meld --yes installs as learn does, so it warns as learn does (WF-31).
  result.workflow_warnings = touched_workflow_warnings(
      session.paths, session.lobes, session.manifest, learned.installed, session.scan.metadata_cap);
  result.learned = std::move(learned);
  return result;
}

}  // namespace mind::install

#pragma once
/// The workflow harness-name checks at the sites that have an installed set:
/// `learn`, `upgrade` and `recall <item>` (WF-24, WF-29, WF-30, WF-56, WF-59,
/// WF-61), plus the `recall --json` fields built from them (WF-60, WF-62).
/// The checks themselves are the pure functions of review/workflow_checks.hpp; this
/// file only reads what they look at: the INSTALLED copy in the store (tokens
/// already expanded, so it is the literal string the harness reads) and the
/// unmanaged lobe workflows.
///
/// Choices recorded here:
/// - An installed copy mind cannot open (deleted from the store, a directory
///   where a file should be) reads as a meta mind read nothing from: one WF-30
///   reason naming the failure. Drift of the store is introspect's subject, so
///   it is not reported a second time here, and a check never fails a verb
///   (WF-31).
/// - The census of claims reads every installed workflow once (a capped,
///   incremental read of a few KiB each), so a site costs one read per
///   installed workflow whatever the number of subjects.

#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "discovery/meta_reader.hpp"
#include "install/lobes/lobes.hpp"
#include "discovery/workflow_checks.hpp"
#include "store/manifest.hpp"
#include "store/paths.hpp"

namespace mind::install {

/// What the harness sees of one installed workflow, read from its installed
/// copy (WF-60, WF-62). Display strings, never persisted.
struct HarnessView {
  std::optional<std::string> harness_name;  // WF-60: null when none is usable
  std::optional<std::string> when_to_use;   // WF-62: only when declared
  std::vector<std::string> findings;        // the `harness` lines, sanitized
};

/// One installed workflow as the harness will read it.
struct InstalledWorkflow {
  discovery::WorkflowMeta meta;
  std::uint64_t size_bytes = 0;
};

/// Reads the item's store copy (capped by `cap`, 0 = unlimited; WF-55).
InstalledWorkflow read_installed_workflow(const store::MindPaths& paths,
                                          const store::InstalledItem& item, std::uint64_t cap);

/// Every harness-name claim on the host: each installed workflow with a usable
/// name (keyed `workflow:<effective>`) and each unmanaged lobe workflow
/// (`workflow:<n> (unmanaged)`, WF-61). `reads` holds the installed reads by
/// manifest key, so a site does not read a subject twice.
struct HarnessCensus {
  std::map<std::string, InstalledWorkflow> reads;  // manifest key -> installed read
  std::vector<discovery::HarnessClaim> claims;        // `subject` all false
  /// The claimants of each harness name, sorted: one item's report is built
  /// from its own group, so a listing of W workflows costs O(W log W), not W².
  std::map<std::string, std::vector<std::string>, std::less<>> claimants;
};

HarnessCensus take_census(const store::MindPaths& paths, const std::vector<install::Lobe>& lobes,
                          const store::Manifest& manifest, std::uint64_t cap);

/// The WF-29 reports (WF-59: one per shared name) where a claim is one of
/// `subjects` (manifest keys); unmanaged claims are never subjects (WF-61).
/// The same report `harness_name_collisions` gives; one sort of every claim.
std::vector<discovery::NameCollision> collisions_for(const HarnessCensus& census,
                                                  const std::set<std::string>& subjects);

/// One installed workflow's harness-facing view: its harness name and the
/// findings about it, in the text view's order (WF-30 reasons, WF-56, WF-24
/// when `with_divergence`, then its WF-29 collision).
/// The one WF-29 report whose subject is `key` (its harness name shared), or
/// nothing: O(kMaxNamedClaimants) from the census's groups.
std::optional<discovery::NameCollision> collision_of(const HarnessCensus& census,
                                                  const std::string& key);

/// `with_divergence` is false for the recall listing, where WF-24 is absent.
HarnessView harness_view(const HarnessCensus& census, const store::InstalledItem& item,
                         std::uint64_t cap, bool with_divergence);

/// `learn` and `upgrade` (WF-24, WF-29, WF-30, WF-31, WF-56): the warnings for
/// the workflows among `touched` (manifest keys), each prefixed with its key,
/// then one line per shared harness name. Never throws for a check's sake.
std::vector<std::string> touched_workflow_warnings(const store::MindPaths& paths,
                                                   const std::vector<install::Lobe>& lobes,
                                                   const store::Manifest& manifest,
                                                   const std::vector<std::string>& touched,
                                                   std::uint64_t cap);

}  // namespace mind::install

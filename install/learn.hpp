#pragma once
/// `learn`: resolve item refs against the melded sources' catalogs (CLI-30,
/// CLI-31, CLI-33, CLI-36), close the selection over its within-source
/// dependencies (DEP-10..12, DEP-23, DEP-30), then install each item in its
/// own transaction, dependencies first. Each success is journaled as it lands
/// and the manifest is written once per batch; a failure saves what landed
/// before it propagates (CLI-34, LIFE-48).

#include <memory>
#include <string>
#include <vector>

#include "install/displaced.hpp"
#include "install/install_conflicts.hpp"
#include "install/session.hpp"
#include "install/sources/source_catalog.hpp"

namespace mind::install {

struct LearnRequest {
  std::vector<std::string> refs;
  bool all = false;               // `learn <source> --all` = `learn '<source>#*'`
  bool dry_run = false;           // list, change nothing (CLI-32)
  bool force = false;             // CLI-35
  bool report_unguarded = false;  // NS-20: warn about bare sibling mentions (`--verbose`)
};

struct LearnOutcome {
  std::vector<std::string> selected;     // keys of every matched item
  std::vector<std::string> installed;    // keys installed now (or that would be, dry run)
  std::vector<std::string> links;        // link paths made
  std::vector<SkippedItem> skipped;      // a batch's items whose link path is taken
  std::vector<DisplacedFile> displaced;  // users' files a forced install moved aside
};

/// What a learn would do, before anything changes: the selection, and the
/// dependencies the closure adds beyond it (DEP-31 asks before those).
struct LearnPlan {
  std::shared_ptr<const std::vector<SourceCatalog>> catalogs;  // what the items point into
  std::vector<OfferedItem> to_install;                         // the closure, dependencies first
  std::vector<std::string> added;  // keys pulled in and not installed yet (DEP-31)
  std::string tree;                // the closure tree (DEP-31, DEP-32), when `added`
  bool report_unguarded = false;   // from the request (NS-20)
  bool batch = false;  // a glob or --all: collisions are skipped and reported, not fatal
};

/// Throws `item-not-found`, `ambiguous-item`, `invalid-item-ref`, `bad-reference`.
LearnPlan plan_learn(Session& session, const LearnRequest& request);

/// How install_offered installs: named, so no caller passes a row of booleans.
struct InstallOfferedOptions {
  bool force = false;             // replace foreign link targets (decision 10)
  bool dry_run = false;           // list, change nothing (CLI-32)
  bool report_unguarded = false;  // NS-20: warn about bare sibling mentions
  bool batch = false;             // a taken link path is skipped and reported, not fatal
  /// A super-source chain's nested installs (DSC-55, DSC-58): an item whose
  /// `kind:name` another source already installed is skipped and reported,
  /// so one shared name does not leave the rest of the chain uninstalled.
  bool skip_taken_names = false;
};

/// Installs a plan (or, under the request's `dry_run`, only lists it), with its `force`.
LearnOutcome apply_learn(Session& session, const LearnPlan& plan, const LearnRequest& request);

/// plan_learn then apply_learn, with no confirmation.
LearnOutcome learn(Session& session, const LearnRequest& request);

/// Installs `items` (already resolved), skipping those installed; used by meld.
/// Each item's tokens resolve against its own source's items (NS-11). With
/// `report_unguarded`, each item to install under a prefix is scanned for bare
/// sibling mentions first, and one warning per item goes to session.warnings
/// (NS-20, WF-28). Two items that want one link path (an agent's harness name,
/// or one key from two plugins) refuse the install, unless `batch`: then the
/// first in the given order is installed and the others land in `skipped`
/// (install_conflicts.hpp), with one bounded warning in session.warnings.
LearnOutcome install_offered(Session& session, const std::vector<SourceCatalog>& catalogs,
                             const std::vector<OfferedItem>& items,
                             const InstallOfferedOptions& options);

}  // namespace mind::install

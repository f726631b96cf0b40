#pragma once
/// `learn`: resolve item refs against the melded sources' catalogs (CLI-30,
/// CLI-31, CLI-33, CLI-36), then install each selected item in its own
/// transaction, recording each success in the manifest as it lands (CLI-34).

#include <string>
#include <vector>

#include "install/session.hpp"
#include "install/source_catalog.hpp"

namespace mind::install {

struct LearnRequest {
  std::vector<std::string> refs;
  bool all = false;               // `learn <source> --all` = `learn '<source>#*'`
  bool dry_run = false;           // list, change nothing (CLI-32)
  bool force = false;             // CLI-35
  bool report_unguarded = false;  // NS-20: warn about bare sibling mentions (`--verbose`)
};

struct LearnOutcome {
  std::vector<std::string> selected;   // keys of every matched item
  std::vector<std::string> installed;  // keys installed now (or that would be, dry run)
  std::vector<std::string> links;      // link paths made
};

/// Throws `item-not-found`, `ambiguous-item`, `invalid-item-ref`, or an install error.
LearnOutcome learn(Session& session, const LearnRequest& request);

/// Installs `items` (already resolved), skipping those installed; used by meld.
/// Each item's tokens resolve against its own source's items (NS-11). With
/// `report_unguarded`, each item to install under a prefix is scanned for bare
/// sibling mentions first, and one warning per item goes to session.warnings
/// (NS-20, WF-28).
LearnOutcome install_offered(Session& session, const std::vector<SourceCatalog>& catalogs,
                             const std::vector<OfferedItem>& items, bool force, bool dry_run,
                             bool report_unguarded = false);

}  // namespace mind::install

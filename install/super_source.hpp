#pragma once
/// Super-source meld (DSC-38, DSC-39, DSC-54, DSC-58, DSC-62..65, DSC-92):
/// after a source is melded, each `[discover].sources` entry of its mind.toml
/// is melded in turn (recursively, each identity at most once per run, so a
/// cycle terminates), with the entry's namespace and pin, and the entries
/// flagged `install = true` or `install-items` are offered for install like
/// the curator's own items. This is what consumes `mind dump` output.

#include <string>
#include <utility>
#include <vector>

#include "install/meld.hpp"
#include "install/session.hpp"
#include "install/source_catalog.hpp"

namespace mind::install {

struct NestedMeld {
  std::string identity;
  bool already_melded = false;
  std::vector<SourceCatalog> catalogs;  // scanned after every meld of the run (pointers stable)
  std::vector<OfferedItem> pending;     // what the entry's install directive offers, not installed
};

struct NestedChain {
  std::vector<NestedMeld> melded;
  /// External marketplace entries that could not be cloned: (spec, "clone_failure") (DSC-79).
  std::vector<std::pair<std::string, std::string>> skipped;
};

/// Melds the curator's nested chain, a marketplace's external entries
/// included (MKT-7: registered with origin `claude-marketplace`; an entry
/// that cannot be cloned is skipped with a warning). `recursive`
/// (`meld -r`, DSC-55) offers every nested source's items for install. `curator` is the outcome of
/// `meld()`; its catalog/offered/pending pointers are re-pointed at the session's registry entry,
/// which the nested melds may have moved. Throws `bad-reference` for an `install-items` ref the
/// nested source does not offer.
NestedChain meld_nested_sources(Session& session, MeldOutcome& curator, bool progress,
                                bool recursive = false);

}  // namespace mind::install

#pragma once
/// Super-source meld (DSC-38, DSC-39, DSC-54, DSC-58, DSC-62..65, DSC-92):
/// after a source is melded, each `[discover].sources` entry of its mind.toml
/// is melded in turn (recursively, each identity at most once per run, so a
/// cycle terminates), with the entry's namespace and pin, and the entries
/// flagged `install = true` or `install-items` are offered for install like
/// the curator's own items. This is what consumes `mind dump` output.

#include <string>
#include <vector>

#include "install/meld.hpp"
#include "install/session.hpp"
#include "install/sources/source_catalog.hpp"

namespace mind::install {

struct NestedMeld {
  std::string identity;
  bool already_melded = false;
  std::vector<SourceCatalog> catalogs;  // scanned after every meld of the run (pointers stable)
  std::vector<OfferedItem> pending;     // what the entry's install directive offers, not installed
};

/// A nested entry left out, with its reason (`clone_failure`, DSC-79;
/// `unresolvable_local_path`, DSC-93).
struct SkippedSource {
  std::string source;
  std::string reason;
};

/// Melds the curator's nested chain. An unreachable nested source is a
/// warning plus a `skipped` entry (DSC-79); any other refusal names the
/// nested source and the mind.toml that listed it, and unregisters what this
/// run registered (the curator too, when this run melded it), so nothing is
/// left half done. `curator` is the outcome of `meld()`;
/// its catalog/offered/pending pointers are re-pointed at the session's
/// registry entry, which the nested melds may have moved. Throws
/// `bad-reference` for an `install-items` ref the nested source does not offer.
/// A marketplace's external entries are nested sources too (MKT-7: registered
/// with origin `claude-marketplace`). `recursive` (`meld -r`, DSC-55) offers
/// every nested source's items for install.
struct NestedMeldOptions {
  bool progress = false;   // a clone progress line on stderr
  bool recursive = false;  // `meld -r`: offer every nested source's items (DSC-55)
  std::vector<SkippedSource>* skipped = nullptr;  // where the entries left out go
};
std::vector<NestedMeld> meld_nested_sources(Session& session, MeldOutcome& curator,
                                            const NestedMeldOptions& options);

/// DSC-57, MKT-7: `sync`'s re-walk of one synced source. Re-reads its nested
/// entries (a `[discover].sources` list, a marketplace's external plugins) and
/// melds the newly listed ones register-only; sources already registered are
/// left as they are (sync only adds). Unreachable entries are skipped as at
/// meld (DSC-79, DSC-68); a refused one throws, naming itself and the file
/// that listed it, and leaves nothing this call registered.
struct NestedRewalk {
  std::vector<std::string> registered;  // identities newly registered
  std::vector<SkippedSource> skipped;
};
NestedRewalk register_new_nested_sources(Session& session, const std::string& identity,
                                         bool progress);

}  // namespace mind::install

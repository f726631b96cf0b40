#pragma once
/// The `probe` and `recall` views: rows built from the sources' catalogs and
/// the manifest (CLI-70..75, CLI-80..86, WF-51, WF-62), rendered as aligned
/// text. JSON rendering of the same rows is in json_render.

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "discovery/kind.hpp"
#include "install/lobes/unmanaged.hpp"
#include "install/sources/source_catalog.hpp"
#include "install/workflow_harness.hpp"
#include "reporting/results.hpp"
#include "reporting/terminal.hpp"
#include "store/manifest.hpp"

namespace mind::reporting {

struct ItemFilter {
  std::string query;                    // probe: name or description contains (CLI-85)
  std::optional<discovery::Kind> kind;  // CLI-83
  std::optional<std::string> source;    // selector or glob (CLI-86)
};

/// The structural identity of an installed record (design decisions 4 and 8).
ItemIdentity installed_identity(const store::InstalledItem& item);

/// What the probe rows carry beyond the catalog's own fields.
struct ProbeRowOptions {
  /// Hash each installed item's source to set `stale` (CLI-75: the probe
  /// listing marks it; the JSON view leaves it off).
  bool mark_stale = false;
  /// Each row's within-source dependencies (DEP-62: the JSON document has
  /// them). Reading them reads every item's text for its tokens, so the text
  /// listing, which does not show them, does not ask.
  bool dependencies = false;
};

std::vector<ProbeRow> probe_rows(const std::vector<install::SourceCatalog>& catalogs,
                                 const store::Manifest& manifest, const ItemFilter& filter,
                                 const ProbeRowOptions& options = {});

/// UNM-3: the unmanaged lobe items as a synthetic group after the sources'
/// rows; `--kind` filters it, `--source` excludes it, the query matches names.
std::vector<ProbeRow> unmanaged_probe_rows(const std::vector<install::UnmanagedItem>& items,
                                           const ItemFilter& filter);

/// UNM-2: the unmanaged group of the `recall` status view, after the sources:
/// `kind:name (unmanaged)` and the lobe path(s) it occupies; "" when the
/// filter leaves nothing (`--source` always does).
std::string unmanaged_recall_text(const std::vector<install::UnmanagedItem>& items,
                                  const ItemFilter& filter);

/// `mark_stale` hashes each installed item's source to set `stale` (CLI-75);
/// the JSON view leaves it off (it is unchanged by staleness). With a
/// `census`, each installed workflow carries its HarnessView read from the
/// installed copy, without the WF-24 divergence (absent from the listing).
std::vector<RecallSource> recall_sources(const std::vector<install::SourceCatalog>& catalogs,
                                         const store::Registry& registry,
                                         const store::Manifest& manifest, const ItemFilter& filter,
                                         bool mark_stale = false,
                                         const install::HarnessCensus* census = nullptr,
                                         std::uint64_t cap = 0);

/// WF-51: a workflow's description as displayed, `<description> - <whenToUse>`.
std::optional<std::string> displayed_description(const ProbeRow& row);

std::string probe_text(const std::vector<ProbeRow>& rows, const Style& style);
std::string recall_text(const std::vector<RecallSource>& sources, const Style& style);
/// `recall --sources` (CLI-72): name, url, short commit, pin, alias, hook
/// marker, description; one aligned row per source.
std::string recall_sources_text(const std::vector<store::Source>& sources);
/// One item; `stale` adds the out-of-date status line (CLI-75, CLI-155). A
/// workflow's `harness` adds its harness name and one `harness` line per
/// finding (WF-24, WF-29, WF-30, WF-56, WF-60).
std::string recall_item_text(const store::InstalledItem& item, bool stale = false,
                             const Style& style = {}, const HarnessView* harness = nullptr);

}  // namespace mind::reporting

#pragma once
/// Drift: how an installed item stands against its source's catalog now
/// (Reference C, LIFE-10..12, LIFE-15, LIFE-31..33, CLI-75). Items are paired
/// by stable identity `(source, plugin, kind, bare_name)` (store::ItemKey,
/// design decision 8), never by effective name alone.
/// An item is out of date when the hash of its SOURCE content differs from
/// the recorded one or its effective name changed; a moved commit alone is
/// not drift. `upgrade`, `introspect` and recall's stale marker all ask here,
/// so they can never disagree.

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "install/sources/source_catalog.hpp"
#include "store/manifest.hpp"

namespace mind::install {

struct Drift {
  bool content = false;  // source hash differs from a hash of this build's walk
  bool rehash = false;   // the record's hash is from an older walk: recompute, not drift
  bool renamed = false;  // the effective name changed (a namespace change)
  /// Its plugin's folder changed (issue 44): the root its `${CLAUDE_PLUGIN_ROOT}`
  /// names is another version now; counted as `content` too.
  bool plugin_root = false;
  /// The hash of its plugin's folder now, when `plugin_root` and it could be
  /// read (what `upgrade` shows beside the recorded one); empty otherwise.
  std::string plugin_root_hash;
  std::string source_hash;
  std::string effective_name;  // what the catalog yields now
  bool any() const { return content || renamed; }
};

/// Whether `record` is the installed copy of `offered`: the same ItemKey. A
/// record written before the manifest had `plugin` matches by the names it
/// has (source, kind, bare and effective name).
bool installed_as(const store::InstalledItem& record, const OfferedItem& offered);

/// The offered item with the record's identity, or nullptr (LIFE-12, LIFE-31).
/// A record of unknown plugin that no item matches by its names pairs with
/// the one item of its source, kind and bare name, when there is exactly one
/// (a namespace change); with several, none.
const OfferedItem* find_by_identity(const std::vector<OfferedItem>& offered,
                                    const store::InstalledItem& record);

/// The same lookup for many records: the offered items grouped by (source,
/// kind, bare name), so pairing N records with N items is linear, not N².
/// It points into `offered`, which must outlive it unchanged.
class OfferedIndex {
 public:
  explicit OfferedIndex(const std::vector<OfferedItem>& offered);
  const OfferedItem* find_by_identity(const store::InstalledItem& record) const;

 private:
  std::unordered_map<std::string, std::vector<const OfferedItem*>> by_names_;
};

/// The record installed from `offered` (under its manifest key), or nullptr.
const store::InstalledItem* installed_record(const store::Manifest& manifest,
                                             const OfferedItem& offered);

/// Hashes the offered item's source tree and compares (LIFE-15).
Drift item_drift(const store::InstalledItem& record, const OfferedItem& offered);

/// CLI-75 for one record: scans its source and compares; false when the
/// source or the item cannot be found (that is introspect's to report).
bool is_out_of_date(const store::MindPaths& paths, const store::Registry& registry,
                    const discovery::ScanOptions& scan, const store::InstalledItem& record);

}  // namespace mind::install

#pragma once
/// Unmanaged lobe items (UNM-1, UNM-9, Reference C; WF-50, WF-61): entries in
/// a lobe's `skills/`, `agents/`, `rules/`, `commands/` and `workflows/` that
/// mind did not install. An entry is managed when its path is one of a
/// manifest item's `links`, or when it is mind's own symlink into the store.
/// Every configured lobe is scanned for every linked kind, whatever its
/// `kinds` filter (a filtered lobe can still hold hand-placed items); only the
/// immediate children are looked at, and no symlink is ever followed: a lobe
/// entry is classified and deleted by its own `symlink_status`.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "discovery/kind.hpp"
#include "discovery/meta_reader.hpp"
#include "install/displaced.hpp"
#include "install/lobes/lobes.hpp"
#include "store/manifest.hpp"
#include "store/paths.hpp"

namespace mind::install {

struct UnmanagedItem {
  discovery::Kind kind = discovery::Kind::skill;
  std::string name;                          // derived from the entry name, raw
  std::vector<std::filesystem::path> paths;  // every lobe entry it occupies, sorted
  std::string key() const;                   // `kind:name`
};

struct UnmanagedScan {
  std::vector<UnmanagedItem> items;   // sorted by kind, then name; merged across lobes
  std::vector<std::string> warnings;  // UNM-9 skips, sanitized
};

UnmanagedScan scan_unmanaged(const store::MindPaths& paths, const std::vector<Lobe>& lobes,
                             const store::Manifest& manifest);

/// One unmanaged `workflows/<n>.js` with its meta as the harness would read it
/// (WF-61: a claimant of `meta.name` in the WF-29 collision check).
struct UnmanagedWorkflow {
  std::string name;  // the file's derived name (`x` for `x.js`)
  std::filesystem::path path;
  discovery::WorkflowMeta meta;  // read only from a regular file; a symlink is not followed
  /// `meta.name` when the reader found one: the harness name it claims.
  std::optional<std::string> harness_name() const { return meta.name; }
};

/// Every lobe's unmanaged workflows, one row per file (a workflow in two lobes
/// is two claimants). Best-effort: an unreadable lobe yields no rows, and the
/// UNM-9 skip warnings are muted (WF-61).
std::vector<UnmanagedWorkflow> unmanaged_workflows(const store::MindPaths& paths,
                                                   const std::vector<Lobe>& lobes,
                                                   const store::Manifest& manifest,
                                                   std::uint64_t metadata_cap);

/// UNM-4, UNM-7: the unmanaged items `ref_text` selects. An exact `kind:name`
/// or bare name matches exactly; a glob only when `allow_glob`; a
/// source-qualified ref never matches. Empty `ref_text` selects all.
std::vector<UnmanagedItem> select_unmanaged(const std::vector<UnmanagedItem>& items,
                                            const std::string& ref_text, bool allow_glob);

/// Takes the item's lobe entries out of the lobe: a directory, a file, or a
/// foreign symlink itself (never what it points to). A user made them, so
/// each moves into `displaced/` (decision 10) rather than being deleted;
/// returns where each is kept.
std::vector<DisplacedFile> remove_unmanaged(const store::MindPaths& paths,
                                            const UnmanagedItem& item);

}  // namespace mind::install

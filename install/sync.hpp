#pragma once
/// `sync` (alias `update`): bring each selected source to its pinned point
/// (CLI-50, CLI-51, CLI-52, CLI-54, CLI-55, CLI-231). A clone is fetched and
/// reset (a branch pin moves, a tag or ref pin stays unless the tag moved); a
/// linked local source is only re-read (its HEAD), never fetched or reset; a
/// source whose clone is missing is cloned again. Pins and aliases never
/// change. One failing source does not stop the others; each success is saved
/// as it lands. An unfiltered sync then re-walks each synced source's nested
/// entries and registers the new ones (DSC-57; a filtered one does not, CLI-231).

#include <optional>
#include <string>
#include <vector>

#include "install/session.hpp"
#include "install/sources/super_source.hpp"

namespace mind::install {

struct SyncedSource {
  std::string name;
  std::string outcome;  // `updated`, `unchanged`, `re-read`, `re-cloned`, `failed`
  std::optional<std::string> old_commit, commit;
  std::string error_kind, error;  // when failed (sanitized message)
};

struct SyncOutcome {
  std::vector<SyncedSource> sources;
  // DSC-57: nested sources newly listed upstream, registered by this sync,
  // and the entries left out (DSC-79, DSC-68), each with its reason.
  std::vector<std::string> registered;
  std::vector<SkippedSource> skipped;
  /// POL-30, POL-55, POL-58: what the policy's provisioning did, one line each.
  std::vector<std::string> provisioned;
  bool any_failed() const;
};

/// Throws `source-not-found` when a filter matches nothing in a non-empty
/// registry; per-source failures are recorded, not thrown.
SyncOutcome sync(Session& session, const std::optional<std::string>& filter, bool progress);

}  // namespace mind::install

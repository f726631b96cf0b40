#pragma once
/// Frozen copies instead of a lobe (HARN-12, HARN-14, CLI-198, CLI-199):
/// `link-project --snapshot` and `config lobes add --snapshot` copy each
/// installed item the resolved lobe would admit, as real files, to where its
/// link would be, and write no config entry. The copies are the project's
/// own files from then on: mind records nothing about them, so a later
/// `forget` or `upgrade` leaves them as they are.

#include <string>
#include <vector>

#include "core/error.hpp"
#include "install/lobes/lobe_target.hpp"
#include "install/session.hpp"

namespace mind::install {

struct LobeSnapshotResult {
  std::string path;                                   // the resolved lobe path, absolute
  std::vector<std::string> frozen;                    // manifest keys copied, sorted
  std::vector<std::string> failures;                  // one sanitized message per item not copied
  ErrorKind failure_kind = ErrorKind::link_occupied;  // the first failure's kind
  bool skills_only = true;  // every frozen item is a skill (the message says so)
  bool in_git = false;      // the path is inside a git work tree
};

/// Resolves `target` as `config lobes add` would (HARN-10, before any
/// change) and copies the admitted items. A path that holds something mind
/// did not place blocks that item (`link-occupied`) unless `force`, which
/// replaces it; mind's own link there is replaced by the copy.
LobeSnapshotResult run_snapshot_lobe(Session& session, const LobeTargetRequest& target, bool force);

}  // namespace mind::install

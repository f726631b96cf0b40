#pragma once
/// Backfill (HARN-7, HARN-17): linking already-installed items into a lobe
/// that was just added, with the same kinds filter, clobber guard (LIFE-41)
/// and manifest update as `learn`'s fan-out. An item that cannot be linked is
/// reported on its own; the rest continue.

#include <string>
#include <vector>

#include "install/lobes/lobes.hpp"
#include "install/session.hpp"

namespace mind::install {

struct BackfillOutcome {
  std::vector<std::string> linked;    // manifest keys linked into the lobe
  std::vector<std::string> failures;  // one sanitized message per item that failed
};

/// Links every installed item the lobe admits into it, in the form the lobe's
/// agent reads (design decision 15: whatever the order lobes and items came
/// in), and records each link in the manifest (saved after each). A foreign file at a link path
/// blocks that item (`link-occupied`, naming --force) unless `force`.
BackfillOutcome backfill_lobe(Session& session, const Lobe& lobe, bool force);

/// The link path of an installed item relative to a lobe: the relative part of
/// a link it already has (so a custom `[[items]].link` or an agent's harness
/// name is kept), else the kind's default under its effective name.
std::string relative_link_path(const Session& session, const store::InstalledItem& item);

}  // namespace mind::install

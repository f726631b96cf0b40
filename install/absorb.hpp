#pragma once
/// `absorb` (ABS-1..12, WF-50): move one unmanaged lobe item into a git
/// source the user owns, at its kind's convention path (`skills/<n>/`,
/// `agents/<n>.md`, `rules/<n>.md`, `commands/<n>.md`, `workflows/<n>.js`,
/// under the destination's first scan root), commit it (`absorb kind:name`),
/// meld the destination if it is not registered, and `learn` the item. Until
/// the learn has succeeded, any failure puts the user's lobe entries back
/// (from `<mind root>/.tmp/absorb-backup/<kind>/<name>`) and leaves the
/// manifest as it was (ABS-10, ABS-12).

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "install/session.hpp"
#include "install/lobes/unmanaged.hpp"

namespace mind::install {

/// ABS-2: `--to`, else $MIND_ABSORB_TO, else config `absorb-to`; nullopt when
/// none is set (the caller then asks, or fails: ABS-3).
std::optional<std::string> configured_absorb_destination(const std::optional<std::string>& flag,
                                                         const store::Config& config);

/// The built-in destination, `<mind root>/personal` (ABS-3).
std::filesystem::path personal_destination(const store::MindPaths& paths);

/// ABS-1: the one unmanaged item `ref_text` names exactly. A glob is
/// `invalid-item-ref`, a source-qualified ref or no match `not-installed`,
/// several `ambiguous-item`.
UnmanagedItem select_absorb_item(Session& session, const std::string& ref_text);

struct AbsorbRequest {
  UnmanagedItem item;
  std::filesystem::path destination;  // absolute
  bool force = false;                 // ABS-6: overwrite the destination's convention path
};

struct AbsorbOutcome {
  std::string key;  // the effective `kind:name` now managed (ABS-11)
  std::filesystem::path moved_to;
  std::string commit;
  bool melded = false;  // the destination was registered by this call
  std::string source;   // its registry identity
};

/// Throws `destination-not-repo`, `absorb-collision`, `git`, or the meld /
/// learn error (after restoring the lobe entries).
AbsorbOutcome absorb(Session& session, const AbsorbRequest& request);

}  // namespace mind::install

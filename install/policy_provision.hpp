#pragma once
/// Org provisioning from the managed policy's `[[sources.auto_meld]]` (POL-30..35,
/// POL-55, POL-58..60): an unfiltered `sync` melds each entry that is missing at
/// its declared pin, re-pins one whose pin differs, and with `install = true`
/// installs every item it offers headlessly (build hooks only with
/// `run-build-hooks = true`; install hooks never: nobody is asked). Each
/// failure is soft: it is recorded, what the entry added is rolled back, and the
/// next entry runs; `sync` exits non-zero at the end with the count.

#include <string>
#include <vector>

#include "install/session.hpp"

namespace mind::install {

struct ProvisionOutcome {
  std::vector<std::string> lines;     // `provisioned x`, `re-pinned x a -> b`, `installed k`
  std::vector<std::string> failures;  // one sanitized line per failed entry or item
};

/// Runs every entry of the session's policy (none: nothing). Never throws an
/// entry's failure; returns them.
ProvisionOutcome provision_auto_melds(Session& session, bool progress);

}  // namespace mind::install

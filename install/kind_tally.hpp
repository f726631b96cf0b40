#pragma once
/// How many items of each kind a batch holds, as one phrase (`241 skills,
/// 1 agent`): the meld question says what it would install by kind (issue 43),
/// not only a total. At most one term per kind, so it is bounded whatever the
/// batch; kinds in their fixed order (discovery::kAllKinds), so it is stable.

#include <string>
#include <vector>

#include "discovery/kind.hpp"

namespace mind::install {

/// `241 skills, 1 agent, 3 commands`; kinds with no item are left out; "" for none.
std::string kind_tally(const std::vector<discovery::Kind>& kinds);

}  // namespace mind::install

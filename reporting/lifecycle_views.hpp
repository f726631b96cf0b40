#pragma once
/// Text views of the lifecycle verbs: the pending-upgrade report (CLI-61:
/// hash and commit change, compare URL, a namespace change as a rename) and
/// the introspect issue list (CLI-90). JSON is in json_render.

#include <string>

#include "install/introspect.hpp"
#include "install/upgrade.hpp"
#include "reporting/results.hpp"
#include "reporting/terminal.hpp"

namespace mind::reporting {

std::string upgrade_plan_text(const install::UpgradePlan& plan, const Style& style);
/// One line per user's file a forced install moved aside or a removal put
/// back (decision 10); empty when there is none.
std::string displaced_text(const MutationResult& result);
std::string introspect_text(const install::IntrospectReport& report, const Style& style);

}  // namespace mind::reporting

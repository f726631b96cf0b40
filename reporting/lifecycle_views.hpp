#pragma once
/// Text views of the lifecycle verbs: the pending-upgrade report (CLI-61:
/// hash and commit change, compare URL, a namespace change as a rename) and
/// the introspect issue list (CLI-90). JSON is in json_render.

#include <string>

#include "install/introspect.hpp"
#include "install/upgrade.hpp"
#include "reporting/terminal.hpp"

namespace mind::reporting {

std::string upgrade_plan_text(const install::UpgradePlan& plan, const Style& style);
std::string introspect_text(const install::IntrospectReport& report, const Style& style);

}  // namespace mind::reporting

#pragma once
/// `mind review --policy <path>` (POL-50): validates a managed policy file
/// statically, without cloning and without reading the system policy, so an
/// administrator tests a policy before rolling it out and diagnoses a broken
/// deployed one. Hard findings exit 1 (`review-failed`, the findings as the
/// envelope's `details` under --json); advisories alone exit 0.

#include <string>

#include "cli/context.hpp"

namespace mind::cli {

int run_policy_review(Context& ctx, const std::string& path, bool json);

}  // namespace mind::cli

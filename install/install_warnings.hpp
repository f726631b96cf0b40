#pragma once
/// What `learn` and `meld --yes` warn after they install (WF-31, issue 43,
/// design decision 18): one function, so the two verbs say the same of the
/// same items. In order: the harness checks of the installed workflows
/// (install/workflow_harness), the project-scope reserved names
/// (install/harness_reserved_warnings), then a plugin's references that point
/// at nothing once installed (install/plugin_reference_warnings). Each group
/// is bounded on its own; none fails the verb.

#include <span>
#include <string>
#include <vector>

#include "install/plugin_reference_warnings.hpp"
#include "install/session.hpp"

namespace mind::install {

/// The warnings about `installed` (manifest keys the run installed).
std::vector<std::string> install_warnings(const Session& session,
                                          std::span<const InstalledBatch> batches,
                                          const std::vector<std::string>& installed);

}  // namespace mind::install

#include "install/install_warnings.hpp"

#include "install/harness_reserved_warnings.hpp"
#include "install/plugin_reference_warnings.hpp"
#include "install/workflow_harness.hpp"

namespace mind::install {

std::vector<std::string> install_warnings(const Session& session,
                                          std::span<const InstalledBatch> batches,
                                          const std::vector<std::string>& installed) {
  std::vector<std::string> out = touched_workflow_warnings(
      session.paths, session.lobes, session.manifest, installed, session.scan.metadata_cap);
  for (std::string& w : reserved_name_warnings(session.manifest, installed, user_claude_folder())) {
    out.push_back(std::move(w));  // issue 43
  }
  for (std::string& w : plugin_reference_warnings(batches, session.manifest, installed)) {
    out.push_back(std::move(w));  // decision 18
  }
  return out;
}

}  // namespace mind::install

#include "install/lobes/lobes.hpp"

#include <algorithm>
#include <cstdlib>
#include <string>

#include "core/environment.hpp"
#include "store/paths.hpp"

namespace mind::install {

bool Lobe::admits(discovery::Kind kind) const {
  if (!discovery::traits(kind).linked) return false;  // TOOL-3
  if (!kinds) return true;                            // WF-12: no filter admits every kind
  return std::find(kinds->begin(), kinds->end(), kind) != kinds->end();
}

std::vector<Lobe> resolve_lobes(const store::Config& config, const store::Policy* policy) {
  std::vector<store::LobeSpec> specs;
  if (policy != nullptr && policy->lobes.targets) {
    for (const std::string& t : *policy->lobes.targets) specs.push_back({t, std::nullopt});
  } else if (policy != nullptr && policy->lobes.lock) {
    specs.push_back({"~/.claude", std::nullopt});  // POL-40: a lock without targets pins ~/.claude
  }
  if (policy != nullptr && policy->lobes.lock) {
    // POL-40: the user's lobes and MIND_AGENT_HOMES are ignored.
  } else if (auto env = env_non_empty(EnvVar::mind_agent_homes)) {
    const std::string& list = *env;
    std::size_t start = 0;
    while (start <= list.size()) {
      std::size_t end = list.find(':', start);
      if (end == std::string::npos) end = list.size();
      if (end > start) specs.push_back({list.substr(start, end - start), std::nullopt});
      start = end + 1;
    }
  } else if (!config.lobes.empty()) {
    specs.insert(specs.end(), config.lobes.begin(), config.lobes.end());
  } else {
    specs.push_back({store::default_lobe_spelling(), std::nullopt});
  }
  std::vector<Lobe> lobes;
  for (const auto& spec : specs) {
    Lobe lobe{store::absolute_lobe_path(spec.path), spec.kinds};
    const bool seen =
        std::any_of(lobes.begin(), lobes.end(), [&](const Lobe& l) { return l.path == lobe.path; });
    if (!seen) lobes.push_back(std::move(lobe));  // first occurrence's kinds win
  }
  return lobes;
}

}  // namespace mind::install

#pragma once
/// Lobes: the agent homes items are linked into (STO-14, HARN-1). The list
/// comes from $MIND_AGENT_HOMES, else config.toml, else the default lobe;
/// each may carry a `kinds` filter. Paths are made absolute lexically (STO-16).

#include <filesystem>
#include <optional>
#include <vector>

#include "discovery/kind.hpp"
#include "store/config.hpp"

namespace mind::install {

struct Lobe {
  std::filesystem::path path;
  std::optional<std::vector<discovery::Kind>> kinds;  // nullopt: every linked kind

  /// True when this lobe receives links for `kind` (never for a store-only tool).
  bool admits(discovery::Kind kind) const;
};

std::vector<Lobe> resolve_lobes(const store::Config& config);

}  // namespace mind::install

#pragma once
/// Lobes: the agent homes items are linked into (STO-14, HARN-1). The list
/// comes from $MIND_AGENT_HOMES, else config.toml, else the default lobe;
/// each may carry a `kinds` filter. Paths are made absolute lexically (STO-16).

#include <filesystem>
#include <optional>
#include <vector>

#include "discovery/kind.hpp"
#include "store/config.hpp"
#include "store/policy.hpp"

namespace mind::install {

struct Lobe {
  std::filesystem::path path;
  std::optional<std::vector<discovery::Kind>> kinds;  // nullopt: every linked kind

  /// True when this lobe receives links for `kind` (never for a store-only tool).
  bool admits(discovery::Kind kind) const;
};

/// The agent homes of this run: MIND_AGENT_HOMES, else config.toml's lobes,
/// else the default. Under a policy's `[lobes]`: exactly its `targets` (default
/// `~/.claude`) when locked, ignoring the user's (POL-40); its `targets` first,
/// then the user's, when not (POL-41).
std::vector<Lobe> resolve_lobes(const store::Config& config, const store::Policy* policy = nullptr);

}  // namespace mind::install

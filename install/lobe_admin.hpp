#pragma once
/// Managing the lobe list in config.toml (CLI-110..113, HARN-5, HARN-7, HARN-9,
/// HARN-15): add (creating the lobe and backfilling the installed items the
/// new lobe admits), remove, and detect the harness homes present on this
/// machine. The caller holds the exclusive lock (Reference G).

#include <string>
#include <vector>

#include "install/lobe_backfill.hpp"
#include "install/lobe_presets.hpp"
#include "install/session.hpp"

namespace mind::install {

struct LobeAddOutcome {
  std::string path;  // absolute lobe path
  std::optional<std::vector<discovery::Kind>> kinds;
  bool added = false;  // false: already configured (a no-op, CLI-112)
  BackfillOutcome backfill;
};

/// Appends `spec` (already resolved) to the configured lobes: `mkdir -p` the
/// lobe first (HARN-15), preserve the implicit default lobe when the list is
/// empty (HARN-9), save config.toml, then backfill the new lobe (HARN-7).
LobeAddOutcome add_lobe(Session& session, const store::LobeSpec& spec, bool force);

/// Drops the configured lobe whose resolved path equals `path`'s; its links
/// stay recorded (forget still removes them). Throws `unknown-lobe`.
std::string remove_lobe(Session& session, const std::string& path);

struct DetectedPreset {
  const LobePreset* preset = nullptr;
  std::string path;  // where the lobe would be (project presets: a placeholder note)
  bool configured = false;
};

/// HARN-5: the presets whose harness directory exists under detect_home().
std::vector<DetectedPreset> detect_presets(const Session& session);

/// True when `path` resolves to one of the configured lobes.
bool is_configured_lobe(const Session& session, const std::string& path);

}  // namespace mind::install

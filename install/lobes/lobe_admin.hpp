#pragma once
/// Managing the lobe list in config.toml (CLI-110..113, HARN-5, HARN-7, HARN-9,
/// HARN-15): add (creating the lobe and backfilling the installed items the
/// new lobe admits), remove, and detect the harness homes present on this
/// machine. The caller holds the exclusive lock (Reference G).

#include <functional>
#include <string>
#include <vector>

#include "install/front_end.hpp"
#include "install/lobes/lobe_backfill.hpp"
#include "install/lobes/lobe_presets.hpp"
#include "install/lobes/lobe_target.hpp"
#include "install/session.hpp"

namespace mind::install {

struct LobeAddOutcome {
  std::string path;  // absolute lobe path
  std::optional<std::vector<discovery::Kind>> kinds;
  bool added = false;  // false: already configured (a no-op, CLI-112)
  /// When not added: the lobe already serving that folder (a shared folder
  /// such as ~/.agents is one lobe, whichever agent's preset added it).
  std::string served_by;
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
  PresetScope scope = PresetScope::global;  // project: the agent reads projects only
  std::string path;         // where the lobe would be (project presets: a placeholder note)
  bool configured = false;  // a lobe already serves that folder
  bool shared = false;      // an earlier preset found reads the same folder: one lobe
};

/// HARN-5: the presets whose home folder exists under detect_home(), their
/// global lobes under that same folder (so a lobe added and its backfill land
/// beside what was detected, never under $HOME when MIND_DETECT_HOME is set).
std::vector<DetectedPreset> detect_presets(const Session& session);

/// `config lobes add` and `link-project` as one operation: resolve the target
/// (a path, a preset, a project subdir; HARN-10, before any change), add it and
/// backfill it. `project` in the result: the lobe lives in a project (HARN-11).
struct LobeAddResult {
  LobeAddOutcome added;
  bool project = false;
  const LobePreset* preset = nullptr;  // with --preset: whose folder it is
};
LobeAddResult run_add_lobe(Session& session, const LobeTargetRequest& target, bool force);

/// `config lobes detect` as one operation (HARN-5): every preset whose
/// harness home exists, and after the front end's yes, the global ones not yet
/// configured added (project presets are never added here: `guidance` says how).
struct LobeDetectResult {
  std::vector<DetectedPreset> found;
  std::vector<std::string> guidance;  // per project preset: the link-project command
  std::size_t addable = 0;            // global presets found and not configured
  bool unasked = false;               // addable, but nobody could be asked and no --yes
  std::vector<LobeAddOutcome> added;  // in found order
};
/// `on_found` (may be null) sees what was found before the question.
LobeDetectResult run_detect_lobes(Session& session, const Asker& asker,
                                  const std::function<void(const LobeDetectResult&)>& on_found);

/// True when `path` resolves to one of the configured lobes.
bool is_configured_lobe(const Session& session, const std::string& path);

/// The lobe in effect that resolves to `path` (a configured one, or the
/// implicit default lobe while `lobes` is empty), or empty.
std::string serving_lobe(const Session& session, const std::string& path);

}  // namespace mind::install

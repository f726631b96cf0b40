#pragma once
/// The one resolver behind `config lobes add` and `link-project` (HARN-4,
/// HARN-10, HARN-11, CLI-198, CLI-199): a positional path, or a base with
/// `--preset` or `--subdir`, becomes the lobe entry to write (an absolute
/// path and its `kinds` filter).

#include <optional>
#include <string>

#include "install/lobes/lobe_presets.hpp"
#include "store/config.hpp"

namespace mind::install {

struct LobeTargetRequest {
  std::optional<std::string> path;    // the lobe itself, or the project with --preset/--subdir
  std::optional<std::string> preset;  // HARN-4
  std::optional<std::string> subdir;  // HARN-10: `base/<REL>` with kinds = [skill]
};

struct ResolvedLobeTarget {
  store::LobeSpec spec;
  const LobePreset* preset = nullptr;  // with --preset
  bool project = false;                // the lobe lives in a project (HARN-11)
};

/// Throws `lobe-target-required` (nothing given, or --preset with --subdir),
/// `unknown-preset`, and `lobe-base-missing` (an explicit base that does not exist).
/// A bare path is made absolute (`~` expanded). A preset with a base (the
/// positional path, `--project`, `link-project <dir>`) gives that project's
/// folder of the agent; without one, its global folder under `~`, or for an
/// agent that reads only projects, the cwd's. `--subdir` defaults to the cwd.
ResolvedLobeTarget resolve_lobe_target(const LobeTargetRequest& request);

}  // namespace mind::install

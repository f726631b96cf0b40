#pragma once
/// Selective lobe mode (HARN-19..21): `--local` narrows one run's fan-out to
/// the single project lobe the cwd is inside. A lobe qualifies when the cwd
/// lies inside its project (the lobe's parent directory), compared on
/// canonicalized paths. The default lobe never qualifies, nor does a lobe
/// whose parent is the home directory or above it (a global harness home such
/// as `~/.agents` is no project); the deepest qualifying lobe wins.

#include <filesystem>
#include <optional>

#include "install/session.hpp"

namespace mind::install {

/// The project lobe containing `cwd`, if any.
std::optional<Lobe> project_lobe_for(const std::vector<Lobe>& lobes,
                                     const std::filesystem::path& cwd);

/// HARN-20: narrows `session.lobes` to the project lobe under the cwd, or
/// throws `unknown-lobe` suggesting link-project / config lobes add / no --local.
void narrow_to_local_lobe(Session& session);

}  // namespace mind::install

#pragma once
/// The install transaction (LIFE-1..5, LIFE-40..43): plan, clobber check,
/// stage, expand tokens on the staged copy, hash the source, swap into the
/// store, link. Every step registers its
/// undo; a failure runs them in reverse, so an earlier install of the item is
/// left exactly as it was and no user file is lost.

#include <functional>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "discovery/catalog.hpp"
#include "install/displaced.hpp"
#include "install/hooks/hook_runner.hpp"
#include "install/known_dirs.hpp"
#include "install/lobes/lobes.hpp"
#include "namespacing/token_expansion.hpp"
#include "store/manifest.hpp"
#include "store/paths.hpp"

namespace mind::install {

class PluginRoots;
class StageAhead;

struct InstallInput {
  const discovery::CatalogItem* item = nullptr;
  std::string effective_name;
  std::string source_name;  // registry identity
  std::string commit;
  bool force = false;  // replace a user's file at a link path (CLI-35), restoring it on failure
  /// Every item of the item's source (kind, bare and effective name, bin), the
  /// item itself included: what its tokens resolve against (NS-11, WF-23).
  /// nullptr: the item is its own only sibling.
  const std::vector<namespacing::Sibling>* siblings = nullptr;
  /// The user's home, for the `~` form of path tokens (TOOL-16); empty when
  /// unknown, and path tokens then render absolute.
  std::string home;
  /// The batch's directory cache (InstallInputs owns one); nullptr: this
  /// install checks and creates its directories alone.
  KnownDirectories* known_dirs = nullptr;
  /// Where a forced install reports each user's file it moved to
  /// `displaced/` (decision 10); nullptr: not reported.
  std::vector<DisplacedFile>* displaced = nullptr;
  /// The consent for a tool's build hook, run in the staged copy before the
  /// store swap (HOOK-71, HOOK-72); nullptr: it does not run.
  const HookGate* build_hooks = nullptr;
  /// The consent for the item's install hooks, run after it is linked
  /// (HOOK-81, HOOK-83); nullptr: they do not run.
  const HookGate* install_hooks = nullptr;
  /// A re-install over the same effective name (upgrade's in-place swap): the
  /// item's update hooks run instead of its install hooks when it declares
  /// any (HOOK-125).
  bool in_place_upgrade = false;
  /// An item link's `requires:` entries that name no item (LNK-18), recorded
  /// on the installed item as `dropped_requires` (LNK-19).
  std::vector<std::string> dropped_requires{};
  /// For an item link: the error a token naming no item becomes
  /// (`link-ref-unsatisfiable`, LNK-18); empty: the expansion's own error.
  std::function<Error(const Error&)> link_ref_error{};
  /// The batch's stage-ahead worker and this input's place in its order
  /// (stage_ahead.hpp); nullptr: the transaction stages its own item.
  StageAhead* stage_ahead = nullptr;
  std::size_t stage_ahead_index = 0;
  /// The batch's plugin roots (plugin_roots.hpp); nullptr: an item's
  /// `${CLAUDE_PLUGIN_ROOT}` is copied as written.
  PluginRoots* plugin_roots = nullptr;
};

/// Installs one item and returns its manifest record; the caller records it.
store::InstalledItem install_item(const store::MindPaths& paths, const std::vector<Lobe>& lobes,
                                  const InstallInput& input);

}  // namespace mind::install

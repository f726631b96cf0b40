#pragma once
/// The one builder of an install's input (`InstallInput`): the item, its
/// effective name, its source's commit, the sibling set its tokens resolve
/// against (NS-11, TOOL-15, WF-23) and the home the `~` form of path tokens
/// renders against (TOOL-16). learn, upgrade and introspect's repair all
/// install through it, so a token that expands at `learn` expands the same way
/// at `upgrade` and at `introspect --fix`.

#include <map>
#include <string>
#include <vector>

#include "install/input_stage.hpp"
#include "install/plugin_roots.hpp"
#include "install/sources/source_catalog.hpp"
#include "install/transaction.hpp"
#include "namespacing/token_expansion.hpp"

namespace mind::install {

/// One per batch: it builds each source's sibling set once, when the first of
/// its items installs, and owns the sets the inputs it returns point into.
class InstallInputs {
 public:
  /// `catalogs` must outlive this object and every input it returns.
  explicit InstallInputs(const std::vector<SourceCatalog>& catalogs);

  /// The input for installing `offered` (an item of one of the catalogs).
  InstallInput for_item(const OfferedItem& offered, bool force = false);

  /// What staging `offered` reads, as for_item's input gives it
  /// (input_stage.hpp): a batch's stage-ahead worker gets these, built before
  /// it starts, and reads them (and the sibling sets they point into) while
  /// this object's owner installs.
  StagingInput staging_for(const OfferedItem& offered);

  /// The consent every input carries for tool build hooks (HOOK-72).
  const HookGate* build_hooks = nullptr;
  /// The consent every input carries for item install hooks (HOOK-83).
  const HookGate* install_hooks = nullptr;

  /// The sibling set of `offered`'s source and plugin (what `learn --verbose` checks
  /// unguarded references against).
  const std::vector<namespacing::Sibling>& siblings_of(const OfferedItem& offered);

  /// The home path tokens render against; empty when unknown (then absolute).
  const std::string& home() const noexcept { return home_; }

 private:
  const SourceCatalog& catalog_of(const OfferedItem& offered) const;

  const std::vector<SourceCatalog>& catalogs_;
  std::map<std::string, std::vector<namespacing::Sibling>> siblings_;  // by source and plugin
  std::string home_;
  KnownDirectories known_dirs_;
  PluginRoots plugin_roots_;  // issue 44: each plugin's folder hashed once per batch
};

}  // namespace mind::install

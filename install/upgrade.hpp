#pragma once
/// `upgrade [item]`: bring installed items to what their sources offer now
/// (LIFE-10..15, LIFE-46..48, LIFE-51, CLI-60..65, CLI-169, CLI-176, CLI-188,
/// CLI-211). The plan syncs the involved sources first (unless --no-sync),
/// pairs each installed item with its catalog item by stable identity and
/// lists the pending ones; nothing changes until `apply_upgrade`, after the
/// caller has shown the plan and checked the rename collisions.

#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "install/session.hpp"
#include "install/sources/source_catalog.hpp"
#include "install/sync.hpp"

namespace mind::install {

struct UpgradeRequest {
  std::optional<std::string> filter;  // item ref or glob over installed items (CLI-63, CLI-65)
  bool sync = true;                   // CLI-169; false with --no-sync
  bool progress = false;              // a clone progress line on stderr
  /// Only the items of these sources (`sync --upgrade <filter>`, CLI-232).
  std::optional<std::set<std::string>> sources;
  /// Catalogs already scanned (open_scanned_session, ScanFailure::leave),
  /// taken for the involved sources instead of a second scan; a source not
  /// among them is scanned here. Only without `sync`: a sync moves sources.
  std::vector<SourceCatalog>* scanned = nullptr;
};

/// Issue 44: the item's plugin folder changed (a script edited upstream), so
/// its `${CLAUDE_PLUGIN_ROOT}` copy is replaced.
struct PluginRootChange {
  std::string plugin;
  std::string old_hash;  // as recorded
  std::string new_hash;  // now; empty when the folder cannot be read
};

struct PendingUpgrade {
  std::string old_key, new_key;
  store::InstalledItem old;  // the record as installed
  OfferedItem offered;       // the catalog item it pairs with (LIFE-10)
  std::string new_hash, new_commit;
  bool content = false;                         // LIFE-13
  bool renamed = false;                         // LIFE-14
  std::optional<PluginRootChange> plugin_root;  // issue 44
  std::optional<std::string> compare_url;       // CLI-176, CLI-188
};

struct UpgradePlan {
  std::shared_ptr<const std::vector<SourceCatalog>> catalogs;
  std::vector<PendingUpgrade> pending;
  std::vector<std::string> unscannable;  // source names (CLI-211)
  std::vector<SyncedSource> synced;      // CLI-169, failures included
  std::size_t considered = 0;            // installed items the filter matched
  /// Items whose recorded hash came from an older walk (decision 12): the hash
  /// recomputed now, recorded by apply_upgrade without reinstalling.
  /// Items whose recorded hash is from an older walk (decision 12): it cannot
  /// say whether the source changed, so `apply_upgrade` refreshes their store
  /// copies from the source quietly (never reported as drift), which also
  /// applies any change made since and drops what the new walk leaves out.
  std::vector<std::pair<std::string, OfferedItem>> rehashed;  // (manifest key, its item)
};

UpgradePlan plan_upgrade(Session& session, const UpgradeRequest& request);

/// LIFE-46, LIFE-51: refuses with `upgrade-rename-collision` when a rename
/// would land on a key held by another identity, or two renames on one key.
void check_rename_collisions(const Session& session, const UpgradePlan& plan);

struct UpgradeOutcome {
  std::vector<std::string> upgraded;  // new keys, in plan order
  std::vector<std::string> removed;   // old keys of renamed items
};

/// HOOK-11, HOOK-121, HOOK-122, HOOK-56: offers each scanned source's pending
/// hooks under `session.item_install_hooks` (none: nothing runs), recording
/// them on the source: its `--install-hook` override, else its update hooks
/// when it declares any, else its install hooks. Skips get the gate's note.
void offer_source_hooks(Session& session, const UpgradePlan& plan);

/// Applies every pending upgrade, journaling each as it lands (LIFE-48): the
/// sources' hooks first (offer_source_hooks), then per item its build hook,
/// the install, and its install hooks, or its update hooks on an in-place
/// upgrade (HOOK-125); a rename runs the old name's uninstall hooks before
/// removing it (HOOK-82, under the same gate).
UpgradeOutcome apply_upgrade(Session& session, const UpgradePlan& plan);

/// CLI-176, CLI-188: `https://<host>/<owner>/<repo>/compare/<old>...<new>`
/// for an https source whose host is not a GitLab or Bitbucket one.
std::optional<std::string> compare_url(const store::Source& source, const std::string& old_commit,
                                       const std::string& new_commit);

}  // namespace mind::install

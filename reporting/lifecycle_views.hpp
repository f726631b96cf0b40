#pragma once
/// Text views of the lifecycle verbs: the pending-upgrade report (CLI-61:
/// hash and commit change, compare URL, a namespace change as a rename) and
/// the introspect issue list (CLI-90). JSON is in json_render, but for what
/// `upgrade --json` adds of the plan (issue 44).

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "install/introspect.hpp"
#include "install/upgrade.hpp"
#include "reporting/results.hpp"
#include "reporting/terminal.hpp"

namespace mind::reporting {

/// What `upgrade` changes in one item (CLI-61, issue 44), hashes in full.
struct UpgradeChange {
  std::string key;      // as installed
  std::string new_key;  // after the upgrade (the same unless renamed)
  /// Set when the item's own source content changed.
  std::optional<std::string> old_hash, new_hash;
  /// Set when its plugin's folder changed (its `${CLAUDE_PLUGIN_ROOT}` copy is
  /// replaced), with that folder's hash as recorded and now (empty: unreadable).
  std::optional<std::string> plugin;
  std::string old_plugin_root, new_plugin_root;
};

/// What each pending upgrade changes: the item's content, its plugin root,
/// or both (a hash that did not move is not shown as a change).
std::vector<UpgradeChange> upgrade_changes(const install::UpgradePlan& plan);

/// One row per pending upgrade: the key (a rename as `old -> new`), what
/// changed (`abcd1234 -> ef567890`, `plugin root kit: <16> -> <16>`, or
/// both), the commits, the compare URL.
std::string upgrade_plan_text(const install::UpgradePlan& plan, const Style& style);

/// `upgrade --json`: mutation_json's document with `changes: [{key, new_key,
/// content?: {old, new}, plugin_root?: {plugin, old, new}}]` (new: null when
/// the folder cannot be read).
std::string upgrade_json(const MutationResult& result,
                         const std::vector<std::pair<std::string, std::string>>& skipped,
                         const std::vector<UpgradeChange>& changes);
/// One line per user's file a forced install moved aside or a removal put
/// back (decision 10); empty when there is none.
std::string displaced_text(const MutationResult& result);
std::string introspect_text(const install::IntrospectReport& report, const Style& style);

}  // namespace mind::reporting

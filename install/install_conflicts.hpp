#pragma once
/// Refusing an install that would take over what another item installed. Two
/// items meet at one manifest key (same kind and effective name: another
/// source's is NS-43, another plugin's of the same source a link collision)
/// or, for agents, at one link path, since an agent links under its bare
/// harness name whatever the prefix (NS-40, NS-41). Identity is the ItemKey
/// (design decision 8): two plugins of one marketplace each shipping an agent
/// `code-reviewer` are two items that want one link. The ownership test alone
/// would let the second install silently repoint the first one's link, so
/// these are checked before anything is staged.
///
/// An explicit `learn` of the second refuses. A batch (a glob, `--all`,
/// `meld --yes`) installs the first in catalog order (kind, bare name, plugin)
/// and skips the others, reported once (`collision_report`).

#include <optional>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "install/sources/source_catalog.hpp"
#include "store/manifest.hpp"

namespace mind::install {

/// What installing an item would take over: the error an explicit install
/// throws, and the key of the installed item that holds the path.
struct InstallConflict {
  Error error;
  std::string holder_key;
};

/// The conflict installing `offered` as `key` would have with what `manifest`
/// holds: `duplicate-item` (same key, another source), `link-collision` (same
/// key, another item of the same source) or `agent-collision`; or nothing.
std::optional<InstallConflict> install_conflict(const store::Manifest& manifest,
                                                const OfferedItem& offered, const std::string& key);

/// Throws install_conflict's error, if any.
void check_install_conflicts(const store::Manifest& manifest, const OfferedItem& offered,
                             const std::string& key);

/// The link-collision error for two items of one batch that install as one key.
Error batch_link_collision(const OfferedItem& first, const OfferedItem& second,
                           const std::string& key);

/// The agent-collision error for two agents of one batch with one harness name.
Error batch_agent_collision(const OfferedItem& first, const std::string& first_key,
                            const OfferedItem& second, const std::string& link_file);

/// An item a batch did not install because its link path (or, for a chain's
/// nested source, its name) is taken.
struct SkippedItem {
  std::string key;      // the manifest key it would have had
  std::string source;   // its source
  std::string reason;   // the error slug: `agent-collision`, `link-collision`, `duplicate-item`
  std::string held_by;  // the key of the item that keeps the path
};

/// ONE bounded warning for every skipped item (WF-59 style), or nothing.
std::optional<std::string> collision_report(const std::vector<SkippedItem>& skipped);

}  // namespace mind::install

#pragma once
/// A batch's plugin roots (issue 44, store/plugin_root.hpp): what the staging
/// of an item of a plugin writes for `${CLAUDE_PLUGIN_ROOT}`, and the store
/// copy of the plugin's folder that path names, placed by the item's
/// transaction before its swap and recorded on its manifest record.
///
/// The path is known before the copy exists (it carries the folder's content
/// hash, computed once per plugin per batch), so staging, which a batch's
/// stage-ahead worker does on its own thread, only hashes; the copy is made by
/// the transaction, on the main thread, for the items whose staging named it.
/// A copy an install placed and then rolled back, or a kill left, is recorded
/// by no item: the next manifest write sweeps it, `introspect` reports it.

#include <map>
#include <mutex>
#include <optional>
#include <set>
#include <string>

#include "discovery/catalog.hpp"
#include "store/paths.hpp"
#include "store/plugin_root.hpp"

namespace mind::install {

struct PlacedPluginRoot {
  std::string relative;  // `store/plugin/<plugin>@<hash16>`
  std::string hash;      // the folder's content hash
};

class PluginRoots {
 public:
  explicit PluginRoots(store::PluginRootLimits limits = {}) : limits_(limits) {}

  /// The absolute path `item`'s plugin root renders as, its plugin's folder
  /// hashed on the first ask; the item is then one that names it. Nothing for
  /// an item outside a plugin. Safe from any thread.
  std::optional<std::string> text_for(const store::MindPaths& paths,
                                      const discovery::CatalogItem& item);

  /// The plugin root of `item` when its staging named it, copied into the
  /// store when not there yet; nothing when it named none. Throws `io` when
  /// the plugin's folder changed since it was hashed, or cannot be copied.
  std::optional<PlacedPluginRoot> place_for(const store::MindPaths& paths,
                                            const discovery::CatalogItem& item);

 private:
  std::string hash_of(const discovery::CatalogItem& item);  // under mutex_

  store::PluginRootLimits limits_;
  std::mutex mutex_;
  std::map<std::string, std::string> hashes_;      // plugin folder -> content hash
  std::set<const discovery::CatalogItem*> named_;  // items whose staging named it
};

}  // namespace mind::install

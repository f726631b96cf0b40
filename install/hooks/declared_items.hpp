#pragma once
/// An installed item as its source declares it now (decision 8: paired by
/// identity), each source scanned once per verb: what forget's uninstall hooks
/// and `hooks run|list <source>#<item>` read an item's hook declarations from.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "install/drift.hpp"
#include "install/session.hpp"
#include "install/sources/source_catalog.hpp"

namespace mind::install {

class DeclaredItems {
 public:
  explicit DeclaredItems(Session& session) : session_(session) {}

  /// The offered item `record` was installed from, or nullptr when its source
  /// is gone, unscannable or no longer declares it.
  const OfferedItem* find(const store::InstalledItem& record);

  /// The scanned catalog of `source` (after a find on one of its items), or nullptr.
  const SourceCatalog* catalog(const std::string& source) const;

 private:
  struct Scanned {
    std::optional<SourceCatalog> catalog;
    std::vector<OfferedItem> offered;   // points into `catalog`, which the map never moves
    std::optional<OfferedIndex> index;  // into `offered`: one pairing pass per source, not per item
  };
  Session& session_;
  std::map<std::string, Scanned> sources_;
};

}  // namespace mind::install

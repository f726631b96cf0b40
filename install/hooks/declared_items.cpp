#include "install/hooks/declared_items.hpp"

namespace mind::install {

const OfferedItem* DeclaredItems::find(const store::InstalledItem& record) {
  auto it = sources_.find(record.source);
  if (it == sources_.end()) {
    Scanned scanned;
    if (const store::Source* source = session_.registry.find(record.source)) {
      // Only the declarations are read here, never the files' bytes: keeping
      // them would hold a whole source's text for a forget (issue 34).
      discovery::ScanOptions scan = session_.scan;
      scan.keep_file_bytes = false;
      scanned.catalog = scan_source_catalog(session_.paths, *source, scan, session_.warnings);
    }
    it = sources_.emplace(record.source, std::move(scanned)).first;
    if (it->second.catalog) {
      it->second.offered = offered_items(*it->second.catalog);
      it->second.index.emplace(it->second.offered);
    }
  }
  return it->second.index ? it->second.index->find_by_identity(record) : nullptr;
}

const SourceCatalog* DeclaredItems::catalog(const std::string& source) const {
  auto it = sources_.find(source);
  return it != sources_.end() && it->second.catalog ? &*it->second.catalog : nullptr;
}

}  // namespace mind::install

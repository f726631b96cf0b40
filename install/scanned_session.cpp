#include "install/scanned_session.hpp"

#include <future>

namespace mind::install {

namespace {

// Every source that scans, in registry order; the others left out.
std::vector<SourceCatalog> scan_what_scans(const Session& session) {
  std::vector<SourceCatalog> out;
  for (const store::Source& source : session.registry.sources) {
    try {
      std::vector<std::string> ignored;  // the caller's own scan reports
      if (auto sc = scan_source_catalog(session.paths, source, session.scan, ignored)) {
        out.push_back(std::move(*sc));
      }
    } catch (const std::exception&) {
      continue;
    }
  }
  return out;
}

}  // namespace

ScannedSession open_scanned_session(const store::MindPaths& paths,
                                    const discovery::ScanOptions& scan, Access access,
                                    ScanFailure failures) {
  ScannedSession out{open_session_state(paths, scan, access), {}};
  std::vector<std::string> scan_warnings;
  // The catalogs point into out.session.registry, which nothing moves until
  // the scan has been joined.
  std::future<std::vector<SourceCatalog>> scanning =
      std::async(std::launch::async, [&out, &scan_warnings, failures] {
        if (failures == ScanFailure::leave) return scan_what_scans(out.session);
        return scan_sources(out.session.paths, out.session.registry, out.session.scan,
                            scan_warnings);
      });
  try {
    load_session_manifest(out.session, access);
  } catch (...) {
    scanning.wait();  // never leave the scan reading a session that is gone
    throw;
  }
  out.catalogs = scanning.get();
  for (std::string& w : scan_warnings) out.session.warnings.push_back(std::move(w));
  return out;
}

}  // namespace mind::install

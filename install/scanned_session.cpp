#include "install/scanned_session.hpp"

#include <future>

namespace mind::install {

ScannedSession open_scanned_session(const store::MindPaths& paths,
                                    const discovery::ScanOptions& scan) {
  ScannedSession out{open_session_state(paths, scan, Access::read), {}};
  std::vector<std::string> scan_warnings;
  // The catalogs point into out.session.registry, which nothing moves until
  // the scan has been joined.
  std::future<std::vector<SourceCatalog>> scanning =
      std::async(std::launch::async, [&out, &scan_warnings] {
        return scan_sources(out.session.paths, out.session.registry, out.session.scan,
                            scan_warnings);
      });
  try {
    load_session_manifest(out.session, Access::read);
  } catch (...) {
    scanning.wait();  // never leave the scan reading a session that is gone
    throw;
  }
  out.catalogs = scanning.get();
  for (std::string& w : scan_warnings) out.session.warnings.push_back(std::move(w));
  return out;
}

}  // namespace mind::install

#pragma once
/// A read-only session together with the catalogs of every registered source,
/// for the views that show both (`recall`, `probe`). The source scan reads only
/// the registry and the sources; the manifest load reads only manifest.json; so
/// the two run at once, and a large install pays for the longer of the two
/// rather than their sum (recall_bench).

#include <vector>

#include "install/session.hpp"
#include "install/sources/source_catalog.hpp"

namespace mind::install {

struct ScannedSession {
  Session session;
  /// Scanned sources in registry order; each points into `session.registry`.
  std::vector<SourceCatalog> catalogs;
};

/// Opens the session and scans every source. Scan warnings are appended to
/// `session.warnings` after the manifest's own. With Access::write the
/// session's recovery runs beside the scan too: it touches mind's own folders
/// and the lobes, never a source, and the scan reads only the sources.
/// What the scan does with a source it cannot scan.
enum class ScanFailure {
  report,  // its warning is the session's; an error stops the open
  leave,   // left out, silently: the caller scans it again itself and reports
};

ScannedSession open_scanned_session(const store::MindPaths& paths,
                                    const discovery::ScanOptions& scan,
                                    Access access = Access::read,
                                    ScanFailure failures = ScanFailure::report);

}  // namespace mind::install

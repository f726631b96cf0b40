#pragma once
/// `review`: the read-only audit of a source directory (CLI-130..146, WF-24..30,
/// WF-53..56). It scans the source with the catalog scan every verb uses, then
/// runs each check over the catalog and over every file an item would install,
/// and returns the findings. It writes nothing anywhere: the caller chose the
/// directory (a local tree, a melded source's tree, or a temporary clone).
///
/// A scan failure is itself the review's result (CLI-131, the finding tags):
/// one hard `toml-parse-error`, `unknown-kind`, `conflicting-pin`,
/// `incompatible-version`, `plugin-manifest-error` or `scan-error`, chosen by
/// the error's kind (never its message), and the review stops there.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "discovery/scan.hpp"
#include "review/finding.hpp"

namespace mind::review {

struct ReviewOptions {
  discovery::ScanOptions scan;  // its metadata cap bounds every read (DSC-91)
  /// `--namespace`/`--as` (CLI-133); engaged empty: explicitly no prefix.
  std::optional<std::string> namespace_flag;
  /// `unshipped-tooling` (CLI-190, CLI-193): only for a local working tree,
  /// never for a fresh clone, which has exactly what git tracks.
  bool check_tracking = false;
  /// Every finding of a kind that is summarised per source otherwise
  /// (`workflow-content`, the `spec-*` rules past the first few): `-v`,
  /// `--json` and SARIF (issue 49).
  bool list_each = false;
};

struct ReviewReport {
  std::vector<Finding> findings;      // in check order; renderers group by severity
  std::vector<std::string> warnings;  // the scan's own (skipped names, ...), sanitized
  /// The scan's shape notes (issue 43): which manifest defined the items,
  /// which manifest-like file was not read. Sanitized; printed on stderr.
  std::vector<std::string> notes;
  std::string prefix;  // the prefix the source was checked under
  std::size_t items = 0;
  /// Each item's path inside the source (what a component-library hint
  /// compares with, issue 35); empty when the scan failed.
  std::vector<std::string> item_paths;

  bool failed() const;
  std::size_t count(Severity severity) const;
};

ReviewReport review_source(const std::filesystem::path& root, const ReviewOptions& options);

/// The finding a scan failure becomes (exposed for tests).
Finding scan_failure_finding(ErrorKind error_kind, const std::string& message);

}  // namespace mind::review

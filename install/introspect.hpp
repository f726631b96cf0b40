#pragma once
/// `introspect [--fix]` (alias `doctor`): compares the manifest, the store,
/// the lobes and the sources' catalogs, and reports each inconsistency as an
/// issue `{kind, target, message}` (CLI-90, CLI-92, CLI-189, CLI-210,
/// LIFE-30..33). `--fix` repairs what can be repaired without changing a
/// version (CLI-91): it re-links missing links from the existing store copy,
/// links an admitting lobe that has no link (HARN-8), reinstalls a vanished
/// store copy when its source still offers exactly the recorded content,
/// removes orphan store copies and mind's own broken links, and recovers
/// interrupted transactions. Drift and renames stay for `upgrade`.
///
/// Issue kinds: `interrupted-operation`, `no-clone`, `never-synced`,
/// `source-scan-failed`, `missing-store`, `missing-link`, `missing-lobe-link`,
/// `removed-upstream`, `namespace-changed`, `drifted`, `orphan-store`,
/// `broken-link`, `wrong-form-link` (a link in a form its lobe's agent does
/// not read; --fix replaces it with the right one), `repair-failed` (--fix tried and failed; the
/// message says why), `missing-plugin-root` and `plugin-root-drifted` (a plugin's store
/// copy, issue 44: plugin_root_check.hpp). Users' files a forced install displaced are listed
/// beside the issues: they are kept on purpose, not a fault (decision 10).

#include <string>
#include <vector>

#include "install/displaced.hpp"
#include "install/session.hpp"

namespace mind::install {

struct Issue {
  std::string kind;
  std::string target;   // item key, source name, or path (sanitized)
  std::string message;  // sanitized
};

struct IntrospectReport {
  std::vector<Issue> issues;  // what remains (after --fix: what it could not repair)
  std::vector<Issue> fixed;   // --fix: what it repaired
  std::size_t sources = 0;
  std::size_t items = 0;
  std::vector<DisplacedFile> displaced;  // users' files kept aside (decision 10)
};

/// With `fix`, the session must have been opened for writing.
IntrospectReport introspect(Session& session, bool fix);

}  // namespace mind::install

#pragma once
/// `dump` (DUMP-1..11, WF-50): the current melded and installed state as a
/// pinned super-source `mind.toml`. It only lists `[discover].sources` (one
/// entry per melded source, pinned to its recorded commit as `pin-ref`, with
/// the consumer's namespace, roots, add-roots and flat-skills, and the install
/// directive that reproduces what is installed), so melding it on another
/// machine (install/super_source) installs the same items. It never copies a
/// source's own items, globs or hooks: the re-meld reads them again.

#include <string>

#include "install/session.hpp"

namespace mind::install {

struct DumpOptions {
  bool whole_sources = false;  // DUMP-3: every entry `install = true`
};

/// The super-source text. Scans each source to compare its catalog with the
/// manifest (DUMP-2); a source that cannot be scanned fails the dump (CLI-213).
std::string dump_super_source(Session& session, const DumpOptions& options);

/// TOML basic-string quoting: `"..."` with `\\`, `"` and control characters escaped.
std::string toml_quote(const std::string& text);

}  // namespace mind::install

#pragma once
/// `dump` (DUMP-1..11, WF-50): the current melded and installed state as a
/// pinned super-source `mind.toml`. It only lists `[discover].sources` (one
/// entry per melded source, pinned to its recorded commit as `pin-ref`, with
/// the consumer's namespace, roots, add-roots and flat-skills, and the install
/// directive that reproduces what is installed), so melding it on another
/// machine (install/super_source) installs the same items. It never copies a
/// source's own items, globs or hooks: the re-meld reads them again.
///
/// The text is written by toml++'s own serializer, never quoted by hand, so
/// any string a source holds (quotes, backslashes, control characters,
/// non-ASCII) reads back as it was.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "install/session.hpp"

namespace mind::install {

struct DumpOptions {
  bool whole_sources = false;  // DUMP-3: every entry `install = true`
  /// The folder of the `--output` file: a local source given relatively
  /// (`../x`) is written relative to it, as a curator's entries are read
  /// (DSC-92). Empty (stdout, where the file goes is unknown): absolute.
  std::filesystem::path destination_dir;
};

/// One `[[discover.sources]]` entry (the spec's Reference D).
struct DumpEntry {
  std::string source;                      // the registry url; a local path as is
  std::optional<std::string> namespace_;   // DUMP-4: omitted when none
  std::vector<std::string> roots;          // omitted when empty
  std::vector<std::string> add_roots;      // DUMP-11: omitted when empty
  bool flat_skills = false;                // DUMP-10: written only when set
  std::optional<std::string> pin_ref;      // DUMP-1: omitted when never synced
  bool install = false;                    // DUMP-2: `install = ...` when no install_items
  std::vector<std::string> install_items;  // DUMP-5: bare kind:name, never written empty
  std::optional<std::string> kind;         // LNK-23: a file link's recorded explicit kind
};

/// The super-source text for `entries` (DUMP-7; DUMP-8 when there are none).
std::string super_source_toml(const std::vector<DumpEntry>& entries);

/// The super-source of the session's state. Scans each source to compare its
/// catalog with the manifest (DUMP-2); a source that cannot be scanned fails
/// the dump (CLI-213).
std::string dump_super_source(Session& session, const DumpOptions& options);

}  // namespace mind::install

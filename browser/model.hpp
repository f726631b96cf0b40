#pragma once
/// The browser's model: every item the tree can show, read once per refresh
/// from a read session (the catalogs, the manifest, the unmanaged lobe items)
/// and never from the screen. Installed items carry what `recall` shows
/// (effective name, short commit, the out-of-date and orphaned markers,
/// CLI-75); Available holds the melded sources' items not installed and the
/// `[discover].sources` of melded sources that are not melded yet (one entry
/// per spec); Unmanaged the lobe items mind did not install (UNM-6). Names are
/// raw (identity); descriptions were sanitized at capture (DSC-94); the draw
/// pass sanitizes every name it shows.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "install/lobes/unmanaged.hpp"
#include "install/scanned_session.hpp"
#include "install/workflow_harness.hpp"

namespace mind::browser {

enum class Group { installed, available, unmanaged };

/// The kind word of a `[discover].sources` entry offered in Available.
inline constexpr const char* kSourceKind = "source";

struct Item {
  Group group = Group::available;
  std::string source;  // registry identity; the curator's for a discovered source; "" unmanaged
  std::string kind;    // kind word, or kSourceKind
  std::string name;    // effective name (a discovered source: its spec), raw
  std::string bare_name;
  std::optional<std::string> plugin;
  std::string commit;       // installed: the short commit it was installed at
  std::string hash;         // installed: the short content hash
  bool stale = false;       // installed and `upgrade` would change it (CLI-75)
  bool orphaned = false;    // installed, its source no longer offers it
  std::string description;  // sanitized (DSC-94)
  std::string when_to_use;  // a workflow's (WF-62), sanitized
  /// A workflow: the harness name it would load under (none: it would not
  /// load) and the findings (WF-24, WF-29, WF-30, WF-56), sanitized.
  bool workflow = false;
  std::optional<std::string> harness_name;
  std::vector<std::string> harness;
  std::filesystem::path path;                     // the item in its source (a skill's tree)
  std::vector<std::filesystem::path> lobe_paths;  // unmanaged: the lobe entries
  std::string haystack;  // lowercased `name\ndescription`: what the search matches

  std::string key() const { return kind + ":" + name; }
  /// What learn and forget take: `source#kind:name`; the key when unmanaged,
  /// the spec for a discovered source.
  std::string ref() const;
  bool is_discovered_source() const { return kind == kSourceKind; }
};

struct Model {
  std::vector<Item> items;            // Installed, then Available, then Unmanaged, each by source
  std::vector<std::string> sources;   // registry identities, in registry order
  std::vector<std::string> warnings;  // the session's, sanitized; shown, never on stderr (DSC-102)
  std::uint64_t cap = 0;              // the metadata cap, for the details' reads
};

/// Builds the model from one read session and its catalogs. `census` adds the
/// harness view of installed workflows (WF-60); without it they show none.
Model build_model(const install::ScannedSession& scanned,
                  const std::vector<install::UnmanagedItem>& unmanaged,
                  const install::HarnessCensus* census);

/// Takes the shared lock, opens a read session with the catalogs, scans the
/// unmanaged lobe items and builds the model; the lock is released on return
/// (the browser never holds a lock while idle: TUI-25). A missing mind root
/// is an empty model (a read creates nothing).
Model load_model(const store::MindPaths& paths, const discovery::ScanOptions& scan);

/// A skill's file tree for the details pane: paths relative to the item,
/// directories with a trailing `/`, sorted, at most `limit` (then `...`).
std::vector<std::string> item_files(const std::filesystem::path& dir, std::size_t limit);

}  // namespace mind::browser

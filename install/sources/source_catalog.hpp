#pragma once
/// The catalogs of the melded sources, with each item's effective name: what
/// `probe` lists and what `learn` resolves refs against.

#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "discovery/scan.hpp"
#include "namespacing/effective_name.hpp"
#include "namespacing/plugin_names.hpp"
#include "store/item_key.hpp"
#include "store/manifest.hpp"
#include "store/paths.hpp"
#include "store/registry.hpp"

namespace mind::install {

/// A source as one scan saw it: an immutable record shared by the catalog and
/// every item offered from it, so a registry that grows during a verb (a
/// nested meld) never leaves a catalog pointing at a moved entry.
using SourceRecord = std::shared_ptr<const store::Source>;

struct OfferedItem {
  SourceRecord source;
  const discovery::CatalogItem* item = nullptr;
  std::string prefix;  // the source's display prefix, or empty
  /// Its prefix and bare name; a plugin workflow's `meta.name` in place of
  /// its file stem (decision 18, namespacing/plugin_names.hpp).
  namespacing::EffectiveName effective_name() const {
    return {prefix, namespacing::installed_segment(*item)};
  }
  /// `(source, plugin, kind, bare name)`, design decision 8.
  store::ItemKey identity() const {
    return {source->name, item->plugin, item->kind, item->bare_name};
  }
  /// The manifest key it installs under (`kind:effective`).
  std::string manifest_key() const {
    return store::manifest_key(item->kind, effective_name().str());
  }
};

struct SourceCatalog {
  SourceRecord source;
  std::filesystem::path dir;  // where the source is read from
  // HEAD of the checkout, or empty outside git: read it through
  // checkout_commit(), which asks a linked working tree on first use.
  mutable std::string commit;
  discovery::Catalog catalog;
  // A linked working tree's HEAD is read when an install or an upgrade
  // records it, not at every scan: a listing of a linked git source never
  // starts libgit2 (issue 34).
  mutable bool commit_unread = false;
};

/// The catalog's commit: for a linked working tree, its HEAD read now (once).
const std::string& checkout_commit(const SourceCatalog& catalog);

/// The directory a source is read from: a linked local source's own working
/// tree (CLI-27), else its clone under `<mind root>/sources/<host>/<owner>/<leaf>`
/// (STO-70).
std::filesystem::path source_dir(const store::MindPaths& paths, const store::Source& source);

/// The scan options for one source: the session's, with the overrides its
/// registry entry persists (`meld --root` DSC-51, `--add-root` DSC-84,
/// `--flat-skills` DSC-75), so every later scan and `sync` applies them.
discovery::ScanOptions source_scan_options(const discovery::ScanOptions& base,
                                           const store::Source& source);

/// Scans `dir` as `source` reads it (its persisted overrides). A refusal from
/// the source's own files names the source (a nested source's
/// `min-mind-version`, a bad root): the user sees which source asked.
discovery::Catalog scan_source_dir(const std::filesystem::path& dir,
                                   const discovery::ScanOptions& base, const store::Source& source);

/// Scans one source, or nullopt with a warning when its linked tree or its
/// clone is gone (CLI-213); other scan failures propagate.
std::optional<SourceCatalog> scan_source_catalog(const store::MindPaths& paths,
                                                 const store::Source& source,
                                                 const discovery::ScanOptions& options,
                                                 std::vector<std::string>& warnings);

/// The catalog of `source` from a scan of its directory just made (meld of a
/// linked source scans it once, to register it, and offers that scan).
SourceCatalog scanned_source_catalog(const store::MindPaths& paths, const store::Source& source,
                                     discovery::Catalog catalog,
                                     std::vector<std::string>& warnings);

/// Scans every source in the registry; a linked local source whose tree is
/// gone is skipped with a warning (CLI-213), other scan failures propagate.
std::vector<SourceCatalog> scan_sources(const store::MindPaths& paths,
                                        const store::Registry& registry,
                                        const discovery::ScanOptions& options,
                                        std::vector<std::string>& warnings);

std::vector<OfferedItem> offered_items(const std::vector<SourceCatalog>& catalogs);
std::vector<OfferedItem> offered_items(const SourceCatalog& catalog);
/// The items of one plugin of `catalog` (none: the items outside plugins).
std::vector<OfferedItem> plugin_offered_items(const SourceCatalog& catalog,
                                              const std::optional<std::string>& plugin);

}  // namespace mind::install

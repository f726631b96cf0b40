#pragma once
/// scan_source: turns a source directory into its Catalog (DSC-1..3, MKT-2,
/// MKT-15). It picks the layer that defines the source's own items, in the
/// spec's order — an authoritative `mind.toml` (`[[items]]` or `[discover]`
/// globs) > a Claude plugin or marketplace manifest > the convention scan under
/// every scan root — and applies the source-level `mind.toml` metadata
/// whichever layer wins.
///
/// Safety on hostile sources: it never follows a symlink (DSC-108), reads
/// metadata only through the capped reader (DSC-91; an over-cap workflow is
/// catalogued unread, WF-55), skips a scanned name it cannot use with one
/// warning (DSC-96), and refuses a DECLARED bad name, path, link or glob with a
/// `mind::Error` naming the file, the line and the remedy (DSC-30, DSC-71..73,
/// DSC-81, DSC-97). Every source-controlled string in a message is sanitized.

#include <cstdint>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "core/version.hpp"
#include "discovery/capped_read.hpp"
#include "discovery/catalog.hpp"

namespace mind::discovery {

struct ScanOptions {
  std::uint64_t metadata_cap = kDefaultMetadataCap;  // 0 = unlimited
  /// The consumer's `meld --root` list (DSC-51): replaces `[source].roots`.
  std::optional<std::vector<std::string>> roots;
  /// The consumer's `meld --add-root` list (DSC-84, MKT-17): convention roots
  /// scanned in both skill layouts ON TOP of whichever layer defines the items.
  std::optional<std::vector<std::string>> add_roots;
  /// The consumer's `meld --flat-skills` (DSC-75): ORed with `[source].flat-skills`.
  bool flat_skills = false;
  /// An item link instance's repo-relative item path and its recorded kind
  /// (LNK-7, LNK-22): the catalog is that one item, roots and manifests unread.
  std::optional<std::string> link_path, link_kind;
  /// The version a source's `min-mind-version` is compared with (DSC-40): the
  /// reference release this binary implements (design decision 11).
  std::string running_version = std::string(kReferenceVersion);
  /// Keep each metadata file's bytes on its item (CatalogItem::scanned_file)
  /// for an install or a drift check to use instead of a second read. Off
  /// for verbs that only list: the bytes would be memory held for nothing.
  bool keep_file_bytes = false;
  /// `-v`: the skipped-components note lists each unmapped entry by path
  /// rather than by folder (issue 35).
  bool list_skipped = false;
};

Catalog scan_source(const std::filesystem::path& root, const ScanOptions& options = {});

/// The pin directive `root`'s mind.toml declares (DSC-41), reading that file
/// alone: what a meld needs before it decides how to take a working tree.
/// Throws as the scan does for a mind.toml that does not parse.
std::optional<PinDirective> declared_pin_directive(const std::filesystem::path& root,
                                                   const ScanOptions& options = {});

}  // namespace mind::discovery

/// The scan roots of a source: the folders `[source].roots`, `--root` and
/// `--add-root` name, each a real directory inside the clone (DSC-50..52).
///
/// Issue 35: a `--root`, `--add-root` or `[source].roots` entry holding a glob
/// character is a pattern, expanded at every scan (so a `sync` takes a folder
/// added upstream): each real directory it matches is a scan root. A matched
/// folder below a kind container (`agents/<category>/`, `skills/<a>/<b>/`) is a
/// category folder of that kind: it is scanned as the container itself, and
/// its items' bare names carry the category (`<category>:<name>`, as Claude
/// Code names a nested command `/<dir>:<name>`, CMD-2), so the same name in two
/// categories is two items, not a DuplicateItem. Hidden folders match as below,
/// and a folder whose own name holds a glob character is taken as named.
/// Issue 43: a hidden folder matches only a pattern segment that names a dot
/// (`skills/.*`, as a shell glob does), and VCS metadata never matches.
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "discovery/convention_scan.hpp"
#include "discovery/kind.hpp"

namespace mind::discovery {

struct ScanRoot {
  std::string rel;  // as written, or the folder a pattern matched
  std::filesystem::path dir;
  std::optional<Kind> category_kind;
  std::string name_prefix;  // `<category>:`
};

/// Every written root resolved (a pattern to the folders it matches), a
/// folder reached by two patterns once. Throws `invalid_root` for a root that
/// is unsafe, not a folder in the source, or a pattern matching none.
std::vector<ScanRoot> resolve_roots(const std::filesystem::path& root,
                                    const std::vector<std::string>& roots);

/// How a root's folder is scanned: a category folder as its kind's container.
ConventionLayout category_layout(const ScanRoot& r);

}  // namespace mind::discovery

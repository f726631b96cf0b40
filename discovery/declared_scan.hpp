#pragma once
/// The authoritative `mind.toml` inventory (DSC-3, DSC-32..37, DSC-81, DSC-83,
/// DSC-109, DSC-114, DSC-115, WF-6, WF-8, TOOL-7): the `[[items]]` entries and
/// the items `[discover].<kind>` globs select, relative to the repo root
/// (`roots` and `flat-skills` do not apply, DSC-52, DSC-76).
///
/// A declared entry the tree contradicts (a path that is missing, a workflow
/// or markdown item naming a directory, a skill or tool naming a file) is a
/// `mind-toml` error naming the file, the entry's line and the path: the author
/// wrote it explicitly. A glob match is treated like a convention entry:
/// symlinks and wrong shapes are dropped silently, unusable names skipped with
/// a warning, but a symlink resolving OUTSIDE the clone is the hard DSC-81 error.

#include <vector>

#include "discovery/item_builder.hpp"
#include "discovery/mind_toml.hpp"

namespace mind::discovery {

void scan_declared(ItemBuilder& builder, const MindToml& toml, std::vector<CatalogItem>& out);

}  // namespace mind::discovery

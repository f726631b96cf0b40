#pragma once
/// The unguarded-reference warning at install (NS-20..23, WF-28): with a prefix
/// in effect, every text file of an item is read for sibling names written bare,
/// and one advisory warning per offending item says which. It never fails an
/// install and never rewrites anything (NS-22). Callers run it only under
/// `--verbose` (NS-20).

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "discovery/catalog.hpp"
#include "namespacing/token_expansion.hpp"

namespace mind::install {

/// The warning for `item` (its files read in the SOURCE by install/item_files,
/// as `review` reads them: no symlinks, the metadata cap, binary files skipped),
/// or nullopt when it mentions no sibling bare or `prefix` is empty (NS-23).
/// The scan and the wording are namespacing/unguarded_references, shared with
/// `review`. Sanitized.
std::optional<std::string> unguarded_reference_warning(
    const discovery::CatalogItem& item, std::string_view item_label, std::string_view prefix,
    std::span<const namespacing::Sibling> siblings);

}  // namespace mind::install

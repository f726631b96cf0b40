#pragma once
/// Token expansion on the STAGED copy of an item (LIFE-1, NS-11, NS-53, NS-57,
/// TOOL-13, WF-25): every file the gate admits is read, expanded and written
/// back; every other file is left exactly as copied. It runs before the store
/// swap, so a `bad-reference` aborts the install while the live copy and any
/// earlier install are untouched (LIFE-2). The content hash is taken from the
/// source, so it covers the token form (TOOL-13).

#include <filesystem>
#include <string_view>

#include "discovery/catalog.hpp"
#include "namespacing/token_expansion.hpp"

namespace mind::install {

/// What an error about the item names: `workflow:jk:review` and its source.
struct ExpansionSubject {
  std::string_view item_label;
  std::string_view source_name;
};

/// Expands the tokens of `item`'s staged copy at `staged` (a directory for a
/// skill or tool, a file otherwise). Throws `bad-reference` naming the item,
/// the file (source-relative), the token as written and the reason (NS-12,
/// TOOL-17, TOOL-18), or `io`.
void expand_staged_item(const std::filesystem::path& staged, const discovery::CatalogItem& item,
                        const namespacing::ExpansionScope& scope, const ExpansionSubject& subject);

}  // namespace mind::install

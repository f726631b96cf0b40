#pragma once
/// Token expansion of one staged file's bytes (LIFE-1, NS-11, NS-53, NS-57,
/// TOOL-13, WF-25): a file the gate admits is expanded; every other file is
/// left exactly as copied and never scanned for tokens. It runs while the item
/// is being staged, before the store swap, so a `bad-reference` aborts the
/// install while the live copy and any earlier install are untouched (LIFE-2).

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "discovery/catalog.hpp"
#include "namespacing/token_expansion.hpp"

namespace mind::install {

/// What an error about the item names: `workflow:jk:review` and its source.
struct ExpansionSubject {
  std::string_view item_label;
  std::string_view source_name;
};

/// The file's text as it must be written, or nothing when it is written as
/// read (outside the gate, or no token in it). `gate_path` is what the gate
/// tests (the item-relative path; a single-file item's source path, NS-53);
/// `item_relative` names the file in errors ("" for a single-file item).
/// Throws `bad-reference` naming the item, the source-relative file, the token
/// as written and the reason (NS-12, TOOL-17, TOOL-18).
std::optional<std::string> expand_file_text(std::string_view text, std::string_view gate_path,
                                            std::string_view item_relative,
                                            const discovery::CatalogItem& item,
                                            const namespacing::ExpansionScope& scope,
                                            const ExpansionSubject& subject);

/// NS-57: every `expand:` entry must name a regular file of the item;
/// `regular_files` are the item-relative paths of its regular files, sorted
/// (empty for a single-file item, which has no files to list).
void check_expand_entries(const std::vector<std::string>& regular_files,
                          const discovery::CatalogItem& item, const ExpansionSubject& subject);

}  // namespace mind::install

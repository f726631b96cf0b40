#pragma once
/// The files of one catalog item as `review` and the unguarded-reference scan at
/// install (`learn --verbose`) read them: every regular file the
/// item would install (its ignore list applied, IGN-1), never through a symlink
/// (DSC-108), each read at most to the metadata cap (DSC-91) so one hostile file
/// costs a bounded read. A file that is over the cap, not UTF-8 text, or holds a
/// NUL byte is handed over without text: its tokens cannot be checked, and it is
/// nothing an agent reads as prose.

#include <cstdint>
#include <functional>
#include <optional>
#include <string>

#include "discovery/catalog.hpp"

namespace mind::install {

struct ItemFile {
  std::string source_path;  // `/`-separated path inside the source (what findings name)
  std::string item_path;    // item-relative; for a single-file item, the source path (NS-53)
  std::uint64_t size = 0;
  bool over_cap = false;
  std::optional<std::string> text;  // nullopt: over the cap, binary, or unreadable
};

/// Calls `visit` once per file of `item`, in path order. A directory item
/// is walked to at most kMaxItemDepth levels.
void for_each_item_file(const discovery::CatalogItem& item, std::uint64_t cap,
                        const std::function<void(const ItemFile&)>& visit);

inline constexpr int kMaxItemDepth = 64;

}  // namespace mind::install

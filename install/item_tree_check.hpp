#pragma once
/// What in an item's tree install refuses (LIFE-42 as amended by issue 43,
/// LIFE-52), in ONE place: the staging copy asks it before writing a byte, and
/// `review` asks it for every item, so review names exactly the refusals
/// install would make, with the same reason and the same hint.
///
/// Refused: a symlink that does not resolve inside the same item
/// (store/item_links.hpp), an entry that is neither a regular file, a folder
/// nor such a link (a FIFO, a device), a single-file item that is not a
/// regular file, and a tree that cannot be listed or nests deeper than
/// kMaxTreeDepth folders. A link that resolves inside the item is installed
/// as the same link (docs/architecture.md, "Links inside an item").

#include <filesystem>
#include <string>
#include <vector>

#include "core/error.hpp"
#include "discovery/catalog.hpp"
#include "store/tree_walk.hpp"

namespace mind::install {

inline constexpr int kMaxTreeDepth = 128;

struct TreeRefusal {
  std::string rel;     // `/`-separated inside the item; empty: the item itself
  std::string reason;  // `it is a symlink to 'x', which leads out of the item`
  std::string hint;    // a remedy that works
};

/// Each refusal of the listed tree `entries` (store::item_entries, sorted)
/// of the item folder open as `root`, in path order.
std::vector<TreeRefusal> tree_refusals(const store::Fd& root,
                                       const std::vector<store::TreeEntry>& entries);

/// Each refusal staging `item` would make of its tree, as its source holds it
/// now (review's entry point: it lists the tree itself).
std::vector<TreeRefusal> item_refusals(const discovery::CatalogItem& item);

/// The refusal of a tree that cannot be listed (`why` says how).
TreeRefusal unlistable_refusal(std::string why);

/// The refusal of a single-file item that is a symlink or no regular file.
TreeRefusal not_a_file_refusal(bool symlink);

/// The install error for `refusal` of the item at `item_path`:
/// `refusing to install '<path>': <reason>`, kind `io`, with its hint.
Error refusal_error(const std::filesystem::path& item_path, const TreeRefusal& refusal);

}  // namespace mind::install

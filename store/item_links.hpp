#pragma once
/// Links inside an item (issue 43, amending LIFE-42): a symlink of an item's
/// tree is installed when, followed hop by hop through the item's own listing,
/// it reaches a file or folder of the SAME item by relative paths only. Every
/// other link is refused: one that leads out of the item, an absolute one
/// (it would name the source's checkout, or the host, once the item is in the
/// store), one that names nothing the item installs (dangling, or into what
/// its `ignore` list or VCS metadata leaves out), and one that loops (more
/// than kMaxLinkHops hops, or to a folder that holds it).
///
/// The resolution never asks the file system to follow anything: each hop is
/// a readlinkat of an entry the no-follow listing reported, and each path is
/// looked up in that listing, so a hostile link cannot make mind read, stat or
/// even probe a path outside the item. The install's staging and `review`
/// both ask this, so review reports exactly the refusals install would make.

#include <optional>
#include <string>
#include <vector>

#include "store/tree_walk.hpp"

namespace mind::store {

inline constexpr int kMaxLinkHops = 40;  // the kernel's own limit (MAXSYMLINKS)

/// What a refused link is told, after the reason: one remedy that works
/// whoever runs it (the source's author fixes the tree; a user installs the rest).
inline constexpr std::string_view kItemLinkHint =
    "a link inside an item must lead, by a relative path, to a file or folder of the same "
    "item; the source must replace this one (for instance with a copy of what it points at). "
    "To install the source's other items meanwhile, meld it with --register-only and "
    "`mind learn` them by name";

/// The target text of the symlink `rel` under `root` (empty when unreadable).
std::string read_link_at(const Fd& root, const std::string& rel);

/// Why the symlink `rel` of the item listed as `entries` (item_entries of
/// list_tree: sorted by path) under `root` cannot be installed, or nullopt
/// when it resolves inside the item. The reason names the link's target.
std::optional<std::string> link_refusal(const Fd& root, const std::vector<TreeEntry>& entries,
                                        const std::string& rel);

}  // namespace mind::store

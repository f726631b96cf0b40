#pragma once
/// Copying an item tree into staging (LIFE-1, LIFE-42, LIFE-52): entries are
/// inspected without following symlinks, any symlink is refused with an `io`
/// error naming it, and nesting deeper than 128 directories is refused.

#include <filesystem>

namespace mind::install {

inline constexpr int kMaxTreeDepth = 128;

/// Copies the file or directory `from` to the new path `to`.
void copy_item_tree(const std::filesystem::path& from, const std::filesystem::path& to);

}  // namespace mind::install

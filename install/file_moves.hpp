#pragma once
/// The two moves every install step is made of: remove a tree whose absence
/// is the goal (an error leaves it for the next recovery, never fails the
/// step), and rename, which must succeed or name both paths.

#include <filesystem>

namespace mind::install {

/// Removes `path` and everything below it; a failure is ignored.
void remove_tree(const std::filesystem::path& path) noexcept;

/// Renames `from` to `to`; throws `io` naming both.
void rename_or_throw(const std::filesystem::path& from, const std::filesystem::path& to);

}  // namespace mind::install

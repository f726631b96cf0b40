#pragma once
/// Displaced files (design decision 10): a forced install never deletes what a
/// user made at a link path. The foreign target moves to
/// `<mind root>/displaced/<n>/<its file name>`, and `displaced/<n>.origin`
/// records where it came from and which item took its place (written before
/// the move, so the record is never missing). `forget` and `unmeld` put it
/// back once its path is free; `introspect` lists what is kept there.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "store/paths.hpp"

namespace mind::install {

struct DisplacedFile {
  std::filesystem::path original;  // the lobe path it was taken from
  std::filesystem::path kept;      // where it is now, under `displaced/`
  std::string item;                // the manifest key of the item that took its place
};

std::filesystem::path displaced_root(const store::MindPaths& paths);

/// Moves `from` (a stash, or the user's file itself) into `displaced/`,
/// recording `original` and `item`. Throws an `io` error, having moved nothing.
DisplacedFile displace(const store::MindPaths& paths, const std::filesystem::path& from,
                       const std::filesystem::path& original, const std::string& item);

/// Every recorded displaced file whose content is still there, oldest first.
std::vector<DisplacedFile> list_displaced(const store::MindPaths& paths);

/// Puts back the latest file displaced from `original` when nothing is at that
/// path now; returns it, or nothing when there is none or the path is taken.
std::optional<DisplacedFile> restore_displaced(const store::MindPaths& paths,
                                               const std::filesystem::path& original);

}  // namespace mind::install

#pragma once
/// Content hashing of an item's SOURCE tree (LIFE-15, design decision 1):
/// XXH3-128 over a canonical walk (entries sorted by relative path; each
/// entry's type, path, size and bytes), rendered `xxh3-128/2:<32 hex>` so a hash
/// in another algorithm is recognized and recomputed, never compared.
///
/// TreeHasher is the record format itself; `hash_item_tree` walks a tree into
/// one, and the install's one-pass stage feeds one with the bytes it is copying
/// anyway, so both always agree on the value.

#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "discovery/kind.hpp"

namespace mind::discovery {
struct ScannedFile;
}

namespace mind::store {

/// `/2`: the walk of decision 12 (no `.git`, no ignored paths, no empty folders).
inline constexpr std::string_view kHashPrefix = "xxh3-128/2:";

class TreeHasher {
 public:
  TreeHasher();
  ~TreeHasher();
  TreeHasher(const TreeHasher&) = delete;
  TreeHasher& operator=(const TreeHasher&) = delete;

  /// The item is a directory: its marker, before its entries (sorted by path).
  void tree();
  void directory(std::string_view rel);
  /// A file's record: its path and size, then its bytes through `bytes`.
  void file_header(std::string_view rel, std::uint64_t size);
  void bytes(std::string_view data);
  void symlink(std::string_view rel, std::string_view target);
  /// `xxh3-128:<hex>`.
  std::string digest() const;

 private:
  void record(char tag, std::string_view rel, std::string_view extra);
  struct State;
  std::unique_ptr<State> state_;
};

/// Hash of a file, or of a directory tree. A symlink inside is hashed as its
/// target text, never followed. `expected` is the shape the caller believes
/// the path has (the item's kind says): it only picks which open is tried
/// first, so a wrong guess costs one failed call, never a wrong hash.
/// `scanned`, when given, is a file of the tree as the scan already read it:
/// its bytes are hashed in place of a second read of that file.
std::string hash_item_tree(const std::filesystem::path& path,
                           discovery::Shape expected = discovery::Shape::directory,
                           const std::vector<std::string>& ignore = {},
                           const discovery::ScannedFile* scanned = nullptr);

/// Whether `hash` was made by this build's walk (its prefix). A hash recorded
/// by an older walk (before VCS metadata, ignore rules and empty folders were
/// left out, decision 12) or in another algorithm cannot be compared: it is
/// recomputed, never reported as drift.
bool is_current_hash(std::string_view hash) noexcept;

}  // namespace mind::store

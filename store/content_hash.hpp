#pragma once
/// Content hashing of an item's SOURCE tree (LIFE-15, design decision 1):
/// XXH3-128 over a canonical walk (entries sorted by relative path; each
/// entry's type, path, size and bytes), rendered `xxh3-128:<32 hex>` so a hash
/// in another algorithm is recognized and recomputed, never compared.

#include <filesystem>
#include <string>

namespace mind::store {

inline constexpr std::string_view kHashPrefix = "xxh3-128:";

/// Hash of a file, or of a directory tree. A symlink inside is hashed as its
/// target text, never followed.
std::string hash_item_tree(const std::filesystem::path& path);

}  // namespace mind::store

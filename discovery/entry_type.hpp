#pragma once
/// A directory entry's own type, the way a scan must see it: a symlink is a
/// `symlink`, never followed (DSC-108). The type comes from what readdir
/// reported (d_type), so listing a directory costs no stat per entry unless
/// the file system reports no types; `directory_entry::symlink_status()`
/// would stat every entry.

#include <dirent.h>

#include <filesystem>

namespace mind::discovery {

std::filesystem::file_type entry_type(const std::filesystem::directory_entry& entry);
/// The same for a readdir record of the open directory `dir`.
std::filesystem::file_type entry_type(int dir, const dirent& entry);

/// True when anything is at `path`, a dangling symlink included (lstat); an
/// entry that cannot be looked at counts as absent.
bool exists_no_follow(const std::filesystem::path& path);

}  // namespace mind::discovery

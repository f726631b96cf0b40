#pragma once
/// A directory entry's own type, the way a scan must see it: a symlink is a
/// `symlink`, never followed (DSC-108). The type comes from what readdir
/// reported (d_type), so listing a directory costs no stat per entry unless
/// the file system reports no types; `directory_entry::symlink_status()`
/// would stat every entry.

#include <filesystem>

namespace mind::discovery {

std::filesystem::file_type entry_type(const std::filesystem::directory_entry& entry);

}  // namespace mind::discovery

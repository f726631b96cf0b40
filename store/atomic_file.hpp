#pragma once
/// Atomic replacement of a state file (STO-43, Reference G): write a temp file
/// `.<name>.tmp.<pid>` beside the target, fsync it, rename it over the target,
/// fsync the directory. Readers see the whole old or the whole new file; a
/// failure removes the temp file and leaves the old file as it was.

#include <filesystem>
#include <string_view>

namespace mind::store {

void write_file_atomically(const std::filesystem::path& target, std::string_view content);

}  // namespace mind::store

#include "discovery/entry_type.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;

fs::file_type entry_type(const fs::directory_entry& entry) {
  std::error_code ec;
  // is_symlink() reads the cached d_type; for a non-symlink the other tests
  // do too (they would stat only to follow a symlink).
  if (entry.is_symlink(ec)) return fs::file_type::symlink;
  if (entry.is_directory(ec)) return fs::file_type::directory;
  if (entry.is_regular_file(ec)) return fs::file_type::regular;
  return entry.symlink_status(ec).type();
}

bool exists_no_follow(const std::filesystem::path& path) {
  std::error_code ec;
  const auto type = std::filesystem::symlink_status(path, ec).type();
  return type != std::filesystem::file_type::not_found && type != std::filesystem::file_type::none;
}

}  // namespace mind::discovery

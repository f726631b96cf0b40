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

}  // namespace mind::discovery

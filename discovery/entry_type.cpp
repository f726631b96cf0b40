#include "discovery/entry_type.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>

#include <cerrno>

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

namespace {

fs::file_type entry_type(int dir, const dirent& entry) {
  switch (entry.d_type) {
    case DT_REG:
      return fs::file_type::regular;
    case DT_DIR:
      return fs::file_type::directory;
    case DT_LNK:
      return fs::file_type::symlink;
    case DT_UNKNOWN:
      break;  // the file system reports no types: ask it
    default:
      return fs::file_type::unknown;  // a device, FIFO or socket: no item
  }
  struct stat st {};
  if (::fstatat(dir, entry.d_name, &st, AT_SYMLINK_NOFOLLOW) != 0) return fs::file_type::unknown;
  if (S_ISREG(st.st_mode)) return fs::file_type::regular;
  if (S_ISDIR(st.st_mode)) return fs::file_type::directory;
  if (S_ISLNK(st.st_mode)) return fs::file_type::symlink;
  return fs::file_type::unknown;
}

}  // namespace

std::vector<DirectoryEntry> read_directory(const std::string& dir, std::error_code& ec) {
  std::vector<DirectoryEntry> out;
  DIR* listing = ::opendir(dir.c_str());
  if (listing == nullptr) {
    ec = std::error_code(errno, std::generic_category());
    return out;
  }
  for (;;) {
    errno = 0;
    const dirent* entry = ::readdir(listing);
    if (entry == nullptr) {
      if (errno != 0) ec = std::error_code(errno, std::generic_category());
      break;
    }
    const std::string_view name = entry->d_name;
    if (name == "." || name == "..") continue;
    out.push_back({std::string(name), entry_type(::dirfd(listing), *entry)});
  }
  ::closedir(listing);
  return out;
}

bool exists_no_follow(const std::filesystem::path& path) {
  std::error_code ec;
  const auto type = std::filesystem::symlink_status(path, ec).type();
  return type != std::filesystem::file_type::not_found && type != std::filesystem::file_type::none;
}

}  // namespace mind::discovery

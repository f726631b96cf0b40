#include "discovery/entry_type.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
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

fs::file_type entry_type(int dir, const char* name, unsigned char d_type) {
  switch (d_type) {
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
  if (::fstatat(dir, name, &st, AT_SYMLINK_NOFOLLOW) != 0) return fs::file_type::unknown;
  if (S_ISREG(st.st_mode)) return fs::file_type::regular;
  if (S_ISDIR(st.st_mode)) return fs::file_type::directory;
  if (S_ISLNK(st.st_mode)) return fs::file_type::symlink;
  return fs::file_type::unknown;
}

}  // namespace

int for_each_entry(int dir, const std::function<void(const char* name, fs::file_type)>& each) {
  alignas(8) std::array<char, 16384> buffer;  // NOLINT: filled by getdents64 before use
  for (;;) {
    const ssize_t n = ::getdents64(dir, buffer.data(), buffer.size());
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return errno;
    if (n == 0) return 0;
    for (ssize_t at = 0; at < n;) {
      const auto* record = reinterpret_cast<const dirent64*>(buffer.data() + at);
      at += record->d_reclen;
      const char* name = record->d_name;
      if (name[0] == '.' && (name[1] == 0 || (name[1] == '.' && name[2] == 0))) continue;
      each(name, entry_type(dir, name, record->d_type));
    }
  }
}

std::vector<DirectoryEntry> read_directory_at(int dir, std::error_code& ec) {
  std::vector<DirectoryEntry> out;
  const int failed = for_each_entry(dir, [&](const char* name, fs::file_type type) {
    out.push_back({std::string(name), type});
  });
  if (failed != 0) ec = std::error_code(failed, std::generic_category());
  return out;
}

std::vector<DirectoryEntry> read_directory(const std::string& dir, std::error_code& ec) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) {
    ec = std::error_code(errno, std::generic_category());
    return {};
  }
  std::vector<DirectoryEntry> out = read_directory_at(fd, ec);
  ::close(fd);
  return out;
}

bool exists_no_follow(const std::filesystem::path& path) {
  std::error_code ec;
  const auto type = std::filesystem::symlink_status(path, ec).type();
  return type != std::filesystem::file_type::not_found && type != std::filesystem::file_type::none;
}

}  // namespace mind::discovery

#include "store/atomic_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <string>

#include "core/error.hpp"

namespace mind::store {
namespace fs = std::filesystem;
namespace {

void write_all(int fd, std::string_view content, const fs::path& temp) {
  while (!content.empty()) {
    const ssize_t n = ::write(fd, content.data(), content.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      throw io_error("cannot write", temp.string(), errno);
    }
    content.remove_prefix(static_cast<std::size_t>(n));
  }
}

void fsync_directory(const fs::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;  // best effort: the rename itself already happened
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

void write_file_atomically(const fs::path& target, std::string_view content) {
  const fs::path temp = target.parent_path() /
                        ("." + target.filename().string() + ".tmp." + std::to_string(::getpid()));
  const int fd = ::open(temp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (fd < 0) throw io_error("cannot create", temp.string(), errno);
  try {
    write_all(fd, content, temp);
    if (::fsync(fd) != 0) throw io_error("cannot flush", temp.string(), errno);
    if (::close(fd) != 0) {
      throw io_error("cannot close", temp.string(), errno);
    }
  } catch (...) {
    ::close(fd);
    ::unlink(temp.c_str());
    throw;
  }
  if (::rename(temp.c_str(), target.c_str()) != 0) {
    const int err = errno;
    ::unlink(temp.c_str());
    throw io_error("cannot replace", target.string(), err);
  }
  fsync_directory(target.parent_path());
}

}  // namespace mind::store

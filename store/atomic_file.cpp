#include "store/atomic_file.hpp"

#include "core/fd_write.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>
#include <string>

#include "core/error.hpp"

namespace mind::store {
namespace fs = std::filesystem;
namespace {

void write_all(int fd, std::string_view content, const fs::path& temp) {
  if (!mind::write_all(fd, content)) {
    const int err = errno;
    throw io_error("cannot write", temp.string(), err);
  }
}

void fsync_directory(const fs::path& dir) {
  const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd < 0) return;  // best effort: the rename itself already happened
  ::fsync(fd);
  ::close(fd);
}

}  // namespace

AtomicFile::AtomicFile(fs::path target)
    : target_(std::move(target)),
      temp_(target_.parent_path() /
            ("." + target_.filename().string() + ".tmp." + std::to_string(::getpid()))) {
  fd_ = ::open(temp_.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0644);
  if (fd_ < 0) {
    const int err = errno;
    throw io_error("cannot create", temp_.string(), err);
  }
}

AtomicFile::~AtomicFile() {
  if (fd_ < 0) return;  // committed
  ::close(fd_);
  ::unlink(temp_.c_str());
}

void AtomicFile::write(std::string_view bytes) { write_all(fd_, bytes, temp_); }

void AtomicFile::commit() {
  if (::fsync(fd_) != 0) {
    const int err = errno;
    throw io_error("cannot flush", temp_.string(), err);
  }
  const int fd = fd_;
  fd_ = -1;
  if (::close(fd) != 0) {
    const int err = errno;
    ::unlink(temp_.c_str());
    throw io_error("cannot close", temp_.string(), err);
  }
  if (::rename(temp_.c_str(), target_.c_str()) != 0) {
    const int err = errno;
    ::unlink(temp_.c_str());
    throw io_error("cannot replace", target_.string(), err);
  }
  fsync_directory(target_.parent_path());
}

void write_file_atomically(const fs::path& target, std::string_view content) {
  AtomicFile file(target);
  file.write(content);
  file.commit();
}

}  // namespace mind::store

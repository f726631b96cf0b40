#include "store/state_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>

#include "core/error.hpp"

namespace mind::store {

StateLock::StateLock(const std::filesystem::path& lock_file, Mode mode) {
  std::error_code ec;
  std::filesystem::create_directories(lock_file.parent_path(), ec);
  if (ec) throw io_error("cannot create directory", lock_file.parent_path().string(), ec.value());
  fd_ = ::open(lock_file.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) {
    const int err = errno;
    throw io_error("cannot open lock file", lock_file.string(), err);
  }
  const int op = mode == Mode::shared ? LOCK_SH : LOCK_EX;
  while (::flock(fd_, op) != 0) {
    if (errno == EINTR) continue;
    const int err = errno;
    ::close(fd_);
    throw io_error("cannot lock", lock_file.string(), err);
  }
}

StateLock::~StateLock() {
  if (fd_ >= 0) ::close(fd_);  // closing releases the flock
}

}  // namespace mind::store

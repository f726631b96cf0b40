#include "discovery/capped_read.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>

#include "core/error.hpp"
#include "core/sanitize.hpp"

namespace mind::discovery {
namespace {

class Fd {
 public:
  explicit Fd(const std::filesystem::path& path)
      : fd_(::open(path.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC)) {
    if (fd_ < 0) throw io_error("cannot read", sanitize_display(path.string()), errno);
  }
  ~Fd() { ::close(fd_); }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  int get() const { return fd_; }

 private:
  int fd_;
};

[[noreturn]] void too_large(const std::filesystem::path& path, std::uint64_t cap) {
  throw Error(ErrorKind::metadata_too_large,
              "metadata file '" + sanitize_display(path.string()) + "' is larger than the " +
                  std::to_string(cap) + "-byte metadata read cap",
              {"raise the cap with --max-metadata-size if you trust this source"});
}

std::string read_up_to(const std::filesystem::path& path, std::uint64_t limit) {
  Fd fd(path);
  std::string out;
  char buf[65536];
  while (out.size() < limit) {
    const std::uint64_t want = std::min<std::uint64_t>(sizeof buf, limit - out.size());
    const ssize_t n = ::read(fd.get(), buf, want);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw io_error("cannot read", sanitize_display(path.string()), errno);
    }
    if (n == 0) break;
    out.append(buf, static_cast<std::size_t>(n));
  }
  return out;
}

}  // namespace

std::string read_metadata_file(const std::filesystem::path& path, std::uint64_t cap) {
  const std::uint64_t limit = cap == 0 ? UINT64_MAX : cap + 1;  // 0 = unlimited (DSC-110)
  std::string bytes = read_up_to(path, limit);
  if (cap != 0 && bytes.size() > cap) {
    too_large(path, cap);
  }
  return bytes;
}

std::optional<std::string> read_regular_metadata_file(const std::string& path, std::uint64_t cap,
                                                      std::uint64_t& size, std::uint32_t* mode) {
  return read_regular_metadata_file_at(AT_FDCWD, path.c_str(), path, cap, size, mode);
}

std::optional<std::string> read_regular_metadata_file_at(int dir, const char* name,
                                                         const std::string& path, std::uint64_t cap,
                                                         std::uint64_t& size, std::uint32_t* mode) {
  const int raw = ::openat(dir, name, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (raw < 0) {
    if (errno == ENOENT || errno == ELOOP || errno == ENOTDIR || errno == ENXIO) return {};
    throw io_error("cannot read", sanitize_display(path), errno);
  }
  struct Closer {
    int fd;
    ~Closer() { ::close(fd); }
  } const closer{raw};
  struct stat st {};
  if (::fstat(raw, &st) != 0) throw io_error("cannot read", sanitize_display(path), errno);
  if (!S_ISREG(st.st_mode)) return {};
  size = static_cast<std::uint64_t>(st.st_size);
  if (mode != nullptr) *mode = st.st_mode & 07777U;
  if (cap != 0 && size > cap) {
    too_large(path, cap);
  }
  // One byte past the size: a regular file reads short only at its end.
  const std::uint64_t limit = cap == 0 ? UINT64_MAX : cap + 1;
  std::string out(static_cast<std::size_t>(std::min<std::uint64_t>(size + 1, limit)), '\0');
  std::size_t have = 0;
  while (have < out.size()) {
    const ssize_t n = ::read(raw, out.data() + have, out.size() - have);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw io_error("cannot read", sanitize_display(path), errno);
    if (n == 0) break;
    have += static_cast<std::size_t>(n);
    if (have < out.size()) break;
    if (out.size() < limit) out.resize(std::min<std::uint64_t>(out.size() * 2, limit));
  }
  out.resize(have);
  if (cap != 0 && out.size() > cap) {  // it grew past the cap while being read
    too_large(path, cap);
  }
  return out;
}

std::string read_file_prefix(const std::filesystem::path& path, std::uint64_t max_bytes) {
  return read_up_to(path, max_bytes);
}

}  // namespace mind::discovery

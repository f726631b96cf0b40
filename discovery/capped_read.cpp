#include "discovery/capped_read.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <cerrno>

#include "core/error.hpp"
#include "discovery/sanitize.hpp"

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
    throw Error("metadata-too-large",
                "metadata file '" + sanitize_display(path.string()) + "' is larger than the " +
                    std::to_string(cap) + "-byte metadata read cap",
                {"raise the cap with --max-metadata-size if you trust this source"});
  }
  return bytes;
}

std::string read_file_prefix(const std::filesystem::path& path, std::uint64_t max_bytes) {
  return read_up_to(path, max_bytes);
}

}  // namespace mind::discovery

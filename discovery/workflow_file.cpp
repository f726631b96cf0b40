#include "discovery/workflow_file.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <string>

#include "core/error.hpp"
#include "core/sanitize.hpp"

namespace mind::discovery {
namespace {

// An open file whose bytes are read on demand into one growing buffer.
class GrowingRead {
 public:
  explicit GrowingRead(const std::filesystem::path& file)
      : path_(file), fd_(::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC)) {
    if (fd_ < 0) throw io_error("cannot read", sanitize_display(file.string()), errno);
  }
  ~GrowingRead() { ::close(fd_); }
  GrowingRead(const GrowingRead&) = delete;
  GrowingRead& operator=(const GrowingRead&) = delete;

  /// Reads until the buffer holds `target` bytes or the file ends.
  void grow_to(std::uint64_t target) {
    while (!at_end_ && bytes_.size() < target) {
      const std::size_t old = bytes_.size();
      const std::size_t want = static_cast<std::size_t>(target - old);
      bytes_.resize(old + want);
      const ssize_t n = ::read(fd_, bytes_.data() + old, want);
      if (n < 0 && errno == EINTR) {
        bytes_.resize(old);
        continue;
      }
      if (n < 0) throw io_error("cannot read", sanitize_display(path_.string()), errno);
      bytes_.resize(old + static_cast<std::size_t>(n));
      if (n == 0) at_end_ = true;
    }
  }
  const std::string& bytes() const { return bytes_; }
  bool at_end() const { return at_end_; }

 private:
  std::filesystem::path path_;
  int fd_;
  std::string bytes_;
  bool at_end_ = false;
};

}  // namespace

WorkflowFileRead read_workflow_file(const std::filesystem::path& file, std::uint64_t size,
                                    std::uint64_t cap) {
  if (cap != 0 && size > cap) return {unread_over_cap(size, cap), 0};
  GrowingRead in(file);
  std::uint64_t want = kWorkflowFirstRead;
  for (;;) {
    in.grow_to(cap == 0 ? want : std::min(want, cap + 1));
    if (cap != 0 && in.bytes().size() > cap) {  // it grew past the cap since the lstat
      return {unread_over_cap(in.bytes().size(), cap), in.bytes().size()};
    }
    WorkflowMeta meta = read_workflow_meta(in.bytes());
    // A verdict that needed more bytes than we hold is final only at the end of the file.
    if (!meta.needed_more_input || in.bytes().size() < want) {
      return {std::move(meta), in.bytes().size()};
    }
    // A whole-module parse (the quick path refused the file) of a prefix
    // fails where the prefix is cut, and its verdict needs every byte: read
    // the rest at once rather than parse a growing prefix again at each step.
    const bool whole_module = meta.reason == MetaReason::module_syntax_error ||
                              meta.reason == MetaReason::module_unchecked;
    want = whole_module ? std::max(want * 4, size + 1) : want * 4;
  }
}

}  // namespace mind::discovery

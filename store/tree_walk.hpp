#pragma once
/// Listing an item tree with as few system calls as the kernel allows: each
/// directory is opened relative to its parent's descriptor (no repeated path
/// walks from `/`), read with getdents64 (no fstat/fcntl that opendir adds),
/// and every entry's type comes from the directory record itself; an lstat is
/// made only when the file system does not report types (DT_UNKNOWN). Symlinks
/// are reported, never followed. The content hash (and so every drift check)
/// and the install's one-pass stage walk trees through this.

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

namespace mind::store {

enum class EntryType { file, directory, symlink, other };

struct TreeEntry {
  std::string rel;  // `/`-separated, relative to the walked root
  EntryType type = EntryType::other;
  friend bool operator==(const TreeEntry&, const TreeEntry&) = default;
};

/// An owned file descriptor (closed on destruction).
class Fd {
 public:
  Fd() = default;
  explicit Fd(int fd) : fd_(fd) {}
  ~Fd();
  Fd(Fd&& other) noexcept : fd_(other.release()) {}
  Fd& operator=(Fd&& other) noexcept;
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  int get() const { return fd_; }
  explicit operator bool() const { return fd_ >= 0; }
  int release() noexcept {
    const int fd = fd_;
    fd_ = -1;
    return fd;
  }

 private:
  int fd_ = -1;
};

/// Opens the directory `path` without following a symlink at its last
/// component; throws `io` naming it.
Fd open_directory(const std::filesystem::path& path);

/// Every entry under the open directory `root` (`display` names it in
/// errors), sorted by relative path. `root` is read from its current offset,
/// so pass a freshly opened descriptor. A directory nested deeper than
/// `max_depth` is refused with an `io` error, so a hostile tree cannot
/// exhaust descriptors or the stack.
std::vector<TreeEntry> list_tree(const Fd& root, const std::filesystem::path& display,
                                 int max_depth);

/// What an item holds of a listed tree (design decision 12, IGN-1, IGN-2,
/// IGN-10): `entries` without VCS metadata (`.git`, ...), without what the
/// item's `ignore` list excludes, and without directories that hold no file
/// left (an empty folder changes nothing). The stage and the content hash
/// both walk this, so the copy and its hash always agree.
std::vector<TreeEntry> item_entries(std::vector<TreeEntry> entries,
                                    const std::vector<std::string>& ignore);

/// Reads the whole regular file `rel` under `dir` (O_NOFOLLOW), growing past
/// the size fstat gave if the file grew. Throws `io` naming `display`.
std::string read_file_at(const Fd& dir, const std::string& rel,
                         const std::filesystem::path& display, std::uint32_t* mode = nullptr);

}  // namespace mind::store

#include "store/tree_walk.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <string_view>
#include <unordered_set>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/entry_type.hpp"
#include "discovery/glob.hpp"

namespace mind::store {
namespace fs = std::filesystem;

Fd::~Fd() {
  if (fd_ >= 0) ::close(fd_);
}

Fd& Fd::operator=(Fd&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = other.release();
  }
  return *this;
}

Fd open_directory(const fs::path& path) {
  Fd fd(::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
  if (!fd) throw io_error("cannot list", path.string(), errno);
  return fd;
}

namespace {

EntryType type_of(fs::file_type type) {
  switch (type) {
    case fs::file_type::regular:
      return EntryType::file;
    case fs::file_type::directory:
      return EntryType::directory;
    case fs::file_type::symlink:
      return EntryType::symlink;
    default:
      return EntryType::other;
  }
}

class Walker {
 public:
  Walker(const fs::path& display, int max_depth) : display_(display), max_depth_(max_depth) {}

  void walk(int dir, const std::string& prefix, int depth) {
    const int failed = discovery::for_each_entry(dir, [&](const char* name, fs::file_type t) {
      const EntryType type = type_of(t);
      std::string rel = prefix.empty() ? std::string(name) : prefix + "/" + name;
      if (type == EntryType::directory) descend(dir, name, rel, depth + 1);
      entries_.push_back({std::move(rel), type});
    });
    if (failed != 0) {
      throw io_error("cannot list", sanitize_display((display_ / prefix).string()), failed);
    }
  }

  std::vector<TreeEntry> take() {
    std::sort(entries_.begin(), entries_.end(),
              [](const TreeEntry& a, const TreeEntry& b) { return a.rel < b.rel; });
    return std::move(entries_);
  }

 private:
  void descend(int parent, const char* name, const std::string& rel, int depth) {
    if (depth > max_depth_) {
      throw Error(ErrorKind::io,
                  "refusing to walk '" + sanitize_display((display_ / rel).string()) +
                      "': it nests deeper than " + std::to_string(max_depth_) + " directories");
    }
    Fd child(::openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
    if (!child) throw io_error("cannot list", sanitize_display((display_ / rel).string()), errno);
    walk(child.get(), rel, depth);
  }

  const fs::path& display_;
  int max_depth_;
  std::vector<TreeEntry> entries_;
};

}  // namespace

std::vector<TreeEntry> list_tree(const Fd& root, const fs::path& display, int max_depth) {
  Walker walker(display, max_depth);
  walker.walk(root.get(), "", 0);
  return walker.take();
}

std::string read_file_at(const Fd& dir, const std::string& rel, const fs::path& display,
                         std::uint32_t* mode) {
  const char* name = rel.empty() ? "." : rel.c_str();
  Fd fd(::openat(dir.get(), name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK));
  if (!fd) throw io_error("cannot read", sanitize_display(display.string()), errno);
  struct stat st {};
  if (::fstat(fd.get(), &st) != 0)
    throw io_error("cannot read", sanitize_display(display.string()), errno);
  if (!S_ISREG(st.st_mode)) {
    throw Error(ErrorKind::io, "refusing to read '" + sanitize_display(display.string()) +
                                   "': it is not a regular file");
  }
  if (mode != nullptr) *mode = st.st_mode & 07777U;
  // One byte more than the size: a short read then proves the end of file
  // (a regular file only reads short at its end), so one read() usually does.
  std::string bytes(static_cast<std::size_t>(st.st_size) + 1, '\0');
  std::size_t have = 0;
  for (;;) {
    if (have == bytes.size()) bytes.resize(bytes.size() * 2);
    const ssize_t n = ::read(fd.get(), bytes.data() + have, bytes.size() - have);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) throw io_error("cannot read", sanitize_display(display.string()), errno);
    have += static_cast<std::size_t>(n);
    if (n == 0 || have < bytes.size()) break;
  }
  bytes.resize(have);
  return bytes;
}

std::vector<TreeEntry> item_entries(std::vector<TreeEntry> entries,
                                    const std::vector<std::string>& ignore) {
  std::vector<TreeEntry> kept;
  kept.reserve(entries.size());
  for (TreeEntry& e : entries) {
    if (discovery::is_vcs_metadata(e.rel)) continue;
    if (discovery::ignored_by(ignore, e.rel, e.type == EntryType::directory)) continue;
    kept.push_back(std::move(e));
  }
  // A directory is kept when a kept file or symlink lies under it; a tree
  // of no directory (the usual skill) has none to weigh.
  if (std::none_of(kept.begin(), kept.end(),
                   [](const TreeEntry& e) { return e.type == EntryType::directory; })) {
    return kept;
  }
  std::unordered_set<std::string_view> holding;
  for (const TreeEntry& e : kept) {
    if (e.type == EntryType::directory) continue;
    for (auto slash = e.rel.find('/'); slash != std::string::npos;
         slash = e.rel.find('/', slash + 1)) {
      holding.insert(std::string_view(e.rel).substr(0, slash));
    }
  }
  std::vector<bool> keep(kept.size(), true);
  for (std::size_t i = 0; i < kept.size(); ++i) {
    if (kept[i].type == EntryType::directory) keep[i] = holding.contains(kept[i].rel);
  }
  std::vector<TreeEntry> out;
  for (std::size_t i = 0; i < kept.size(); ++i) {
    if (keep[i]) out.push_back(std::move(kept[i]));
  }
  return out;
}

}  // namespace mind::store

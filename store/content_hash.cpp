#include "store/content_hash.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include <array>
#include <cerrno>

#include "core/error.hpp"
#include "discovery/catalog.hpp"
#include "store/tree_walk.hpp"

namespace mind::store {
namespace fs = std::filesystem;

struct TreeHasher::State {
  XXH3_state_t* xxh = XXH3_createState();
  ~State() { XXH3_freeState(xxh); }
};

TreeHasher::TreeHasher() : state_(std::make_unique<State>()) {
  if (state_->xxh == nullptr) throw std::bad_alloc();
  XXH3_128bits_reset(state_->xxh);
}

TreeHasher::~TreeHasher() = default;

// One record per entry: tag, NUL, path, NUL, type-specific field, NUL.
void TreeHasher::record(char tag, std::string_view rel, std::string_view extra) {
  std::string r(1, tag);
  r.push_back('\0');
  r += rel;
  r.push_back('\0');
  r += extra;
  r.push_back('\0');
  bytes(r);
}

void TreeHasher::tree() { record('T', "", ""); }
void TreeHasher::directory(std::string_view rel) { record('D', rel, ""); }
void TreeHasher::file_header(std::string_view rel, std::uint64_t size) {
  record('F', rel, std::to_string(size));
}
void TreeHasher::symlink(std::string_view rel, std::string_view target) {
  record('L', rel, target);
}

void TreeHasher::bytes(std::string_view data) {
  XXH3_128bits_update(state_->xxh, data.data(), data.size());
}

std::string TreeHasher::digest() const {
  const XXH128_hash_t h = XXH3_128bits_digest(state_->xxh);
  // Two fixed-width hex numbers written digit by digit: one digest per
  // installed item, and even fmt's compiled format cost three times the
  // hash's own finishing.
  std::string out(kHashPrefix);
  const std::size_t at = out.size();
  out.resize(at + 32);
  constexpr std::string_view kDigits = "0123456789abcdef";
  for (std::size_t i = 0; i < 16; ++i) {
    const std::size_t shift = 60 - 4 * i;
    out[at + i] = kDigits[(h.high64 >> shift) & 0xfU];
    out[at + 16 + i] = kDigits[(h.low64 >> shift) & 0xfU];
  }
  return out;
}

namespace {

// As deep as an install accepts (install/item_stage.hpp): deeper is refused
// rather than holding a descriptor per level.
constexpr int kMaxHashDepth = 128;

// Streams the file in chunks: a hashed file may be large, and only its
// hash is wanted here. Its size comes from the open descriptor.
// A special file (a FIFO, a device) is recorded empty, never read: opening
// it non-blocking and not reading keeps a hostile source from hanging a hash.
// With `only_regular`, anything but a regular file (a directory, a symlink,
// nothing) is left unhashed and false returned, for the caller to try again.
bool hash_file(TreeHasher& hasher, int dir, const char* open_path, std::string_view rel,
               const fs::path& display, bool only_regular = false) {
  const Fd fd(::openat(dir, open_path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK));
  if (!fd && only_regular) return false;
  if (!fd) {
    const int err = errno;
    throw io_error("cannot read", display.string(), err);
  }
  struct stat st {};
  if (::fstat(fd.get(), &st) != 0) {
    const int err = errno;
    throw io_error("cannot read", display.string(), err);
  }
  if (!S_ISREG(st.st_mode)) {
    if (only_regular) return false;
    hasher.file_header(rel, 0);
    return true;
  }
  hasher.file_header(rel, static_cast<std::uint64_t>(st.st_size));
  // Sized one past the file so that a short read proves its end (a regular
  // file reads short only there): a small file costs one read() call.
  std::array<char, 1 << 16>
      chunk;  // NOLINT: filled by read() before use; zeroing it per file showed in profiles
  const std::size_t first = static_cast<std::size_t>(st.st_size) < chunk.size()
                                ? static_cast<std::size_t>(st.st_size) + 1
                                : chunk.size();
  for (std::size_t want = first;; want = chunk.size()) {
    const ssize_t n = ::read(fd.get(), chunk.data(), want);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const int err = errno;
      throw io_error("cannot read", display.string(), err);
    }
    hasher.bytes(std::string_view(chunk.data(), static_cast<std::size_t>(n)));
    if (static_cast<std::size_t>(n) < want) break;
  }
  return true;
}

std::string link_text(int dir, const std::string& rel) {
  std::string target(4096, '\0');
  const ssize_t n = ::readlinkat(dir, rel.c_str(), target.data(), target.size());
  target.resize(n < 0 ? 0 : static_cast<std::size_t>(n));
  return target;
}

}  // namespace

namespace {

void hash_scanned(TreeHasher& hasher, std::string_view rel, const discovery::ScannedFile& file) {
  hasher.file_header(rel, file.bytes.size());
  hasher.bytes(file.bytes);
}

void hash_directory(TreeHasher& hasher, const Fd& root, const fs::path& path,
                    const std::vector<std::string>& ignore, const discovery::ScannedFile* scanned) {
  hasher.tree();
  for (const TreeEntry& e : item_entries(list_tree(root, path, kMaxHashDepth), ignore)) {
    if (e.type == EntryType::directory) {
      hasher.directory(e.rel);
    } else if (e.type == EntryType::symlink) {
      hasher.symlink(e.rel, link_text(root.get(), e.rel));
    } else if (e.type == EntryType::file && scanned != nullptr && scanned->is_at(path, e.rel)) {
      hash_scanned(hasher, e.rel, *scanned);
    } else {
      hash_file(hasher, root.get(), e.rel.c_str(), e.rel, path / e.rel);
    }
  }
}

}  // namespace

bool is_current_hash(std::string_view hash) noexcept { return hash.starts_with(kHashPrefix); }

std::string hash_item_tree(const fs::path& path, discovery::Shape expected,
                           const std::vector<std::string>& ignore,
                           const discovery::ScannedFile* scanned) {
  TreeHasher hasher;
  if (expected == discovery::Shape::file && scanned != nullptr && scanned->is_at(path, "")) {
    hash_scanned(hasher, "", *scanned);
    return hasher.digest();
  }
  if (expected == discovery::Shape::file) {
    // A single-file item's record carries "" as its path, not its location.
    if (hash_file(hasher, AT_FDCWD, path.c_str(), "", path, /*only_regular=*/true)) {
      return hasher.digest();
    }
  }
  // Opening it as a directory is the type test: no separate lstat.
  const Fd root(::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC));
  if (root) {
    hash_directory(hasher, root, path, ignore, scanned);
  } else if (fs::is_symlink(fs::symlink_status(path))) {
    hasher.symlink("", fs::read_symlink(path).string());
  } else {
    hash_file(hasher, AT_FDCWD, path.c_str(), "", path);
  }
  return hasher.digest();
}

}  // namespace mind::store

#include "store/content_hash.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <xxhash.h>

#include <algorithm>
#include <cerrno>
#include <memory>
#include <vector>

#include <fmt/format.h>

#include "core/error.hpp"

namespace mind::store {
namespace fs = std::filesystem;
namespace {

using StatePtr = std::unique_ptr<XXH3_state_t, decltype(&XXH3_freeState)>;

void feed(XXH3_state_t* state, std::string_view bytes) {
  XXH3_128bits_update(state, bytes.data(), bytes.size());
}

// The file's record (its size from the open descriptor, so one stat less
// per file) then its bytes.
void feed_file(XXH3_state_t* state, const fs::path& file, const std::string& rel);

// One record per entry: tag, NUL, path, NUL, then type-specific fields.
std::string record(char tag, const std::string& rel, const std::string& extra) {
  std::string r(1, tag);
  r.push_back('\0');
  r += rel;
  r.push_back('\0');
  r += extra;
  r.push_back('\0');
  return r;
}

void feed_file(XXH3_state_t* state, const fs::path& file, const std::string& rel) {
  const int fd = ::open(file.c_str(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) throw io_error("cannot read", file.string(), errno);
  struct stat st {};
  if (::fstat(fd, &st) != 0) {
    const int err = errno;
    ::close(fd);
    throw io_error("cannot read", file.string(), err);
  }
  feed(state, record('F', rel, std::to_string(st.st_size)));
  char buf[1 << 16];
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) {
      const int err = errno;
      ::close(fd);
      throw io_error("cannot read", file.string(), err);
    }
    if (n == 0) break;
    XXH3_128bits_update(state, buf, static_cast<std::size_t>(n));
  }
  ::close(fd);
}

void feed_entry(XXH3_state_t* state, const fs::path& path, const std::string& rel,
                fs::file_type type) {
  if (type == fs::file_type::symlink) {
    feed(state, record('L', rel, fs::read_symlink(path).string()));
  } else if (type == fs::file_type::directory) {
    feed(state, record('D', rel, ""));
  } else {
    feed_file(state, path, rel);
  }
}

}  // namespace

std::string hash_item_tree(const fs::path& path) {
  StatePtr state(XXH3_createState(), &XXH3_freeState);
  if (!state) throw std::bad_alloc();
  XXH3_128bits_reset(state.get());
  // The walk's own entry types (from readdir), and paths made relative
  // lexically: no extra stat or canonicalization per entry.
  std::vector<std::pair<std::string, fs::file_type>> entries;
  const fs::file_type top = fs::symlink_status(path).type();
  if (top == fs::file_type::directory) {
    for (auto it = fs::recursive_directory_iterator(path); it != fs::recursive_directory_iterator();
         ++it) {
      entries.emplace_back(it->path().lexically_relative(path).generic_string(),
                           it->symlink_status().type());
    }
    std::sort(entries.begin(), entries.end());
    feed(state.get(), record('T', "", ""));
    for (const auto& [rel, type] : entries) feed_entry(state.get(), path / rel, rel, type);
  } else {
    feed_entry(state.get(), path, "", top);
  }
  const XXH128_hash_t h = XXH3_128bits_digest(state.get());
  return fmt::format("{}{:016x}{:016x}", kHashPrefix, h.high64, h.low64);
}

}  // namespace mind::store

#include "install/known_dirs.hpp"

#include <fcntl.h>

#include "core/error.hpp"

namespace mind::install {
namespace fs = std::filesystem;

bool KnownDirectories::is_directory(const fs::path& dir) {
  if (known_.contains(std::string_view(dir.native()))) return true;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return false;
  known_.insert(dir.native());
  return true;
}

// The text before the last separator is the parent as parent_path() spells
// it for the absolute, normalized paths a batch builds; any other spelling
// only misses, and the caller then asks the disk.
bool KnownDirectories::parent_known(const fs::path& path) const {
  const std::string_view text = path.native();
  const std::size_t slash = text.find_last_of('/');
  return slash != std::string_view::npos && slash > 0 && known_.contains(text.substr(0, slash));
}

bool KnownDirectories::parent_is_directory(const fs::path& path) {
  return parent_known(path) || is_directory(path.parent_path());
}

void KnownDirectories::make_parent_of(const fs::path& path) {
  if (parent_known(path)) return;
  const fs::path parent = path.parent_path();
  std::error_code ec;
  fs::create_directories(parent, ec);
  if (ec) throw io_error("cannot create directory", parent.string(), ec.value());
  known_.insert(parent.native());
}

KnownDirectories::At KnownDirectories::at(const fs::path& path) {
  const std::string_view text = path.native();
  const std::size_t slash = text.find_last_of('/');
  if (slash == std::string_view::npos || slash == 0 || slash + 1 == text.size()) {
    return {AT_FDCWD, path.c_str()};
  }
  const std::string_view parent = text.substr(0, slash);
  auto found = open_.find(parent);
  if (found == open_.end()) {
    if (!known_.contains(parent)) return {AT_FDCWD, path.c_str()};
    // O_PATH: a handle for resolving names, which reads nothing. A lobe's
    // folder may be a link to elsewhere, followed as a whole path would be.
    store::Fd fd(::open(std::string(parent).c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    if (!fd) return {AT_FDCWD, path.c_str()};
    found = open_.emplace(std::string(parent), std::move(fd)).first;
  }
  return {found->second.get(), path.c_str() + slash + 1};
}

}  // namespace mind::install

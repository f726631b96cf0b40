#include "install/known_dirs.hpp"

#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>

#include <cerrno>
#include <optional>

#include "core/error.hpp"

namespace mind::install {
namespace fs = std::filesystem;

bool KnownDirectories::is_directory(const std::string& dir) {
  if (known_.contains(std::string_view(dir))) return true;
  struct stat st {};
  if (::stat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) return false;
  known_.insert(dir);
  return true;
}

// The text before the last separator is the parent as parent_path() spells
// it for the absolute, normalized paths a batch builds; any other spelling
// only misses, and the caller then asks the disk.
bool KnownDirectories::parent_known(std::string_view text) const {
  const std::size_t slash = text.find_last_of('/');
  return slash != std::string_view::npos && slash > 0 && known_.contains(text.substr(0, slash));
}

bool KnownDirectories::parent_is_directory(const std::string& path) {
  return parent_known(path) || is_directory(fs::path(path).parent_path().native());
}

void KnownDirectories::make_parent_of(const std::string& path) {
  if (parent_known(path)) return;
  const fs::path parent = fs::path(path).parent_path();
  std::error_code ec;
  const bool created = fs::create_directories(parent, ec);
  if (ec) throw io_error("cannot create directory", parent.string(), ec.value());
  known_.insert(parent.native());
  if (created) listed_.try_emplace(parent.native());  // new, so empty
}

KnownDirectories::At KnownDirectories::at(const std::string& path) {
  const std::string_view text = path;
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

namespace {

// The names in the directory `dir`; nullopt when it cannot be read whole.
std::optional<std::unordered_set<std::string>> list_names(const std::string& dir) {
  DIR* listing = ::opendir(dir.c_str());
  if (listing == nullptr) return std::nullopt;
  std::unordered_set<std::string> names;
  for (;;) {
    errno = 0;
    const dirent* entry = ::readdir(listing);
    if (entry == nullptr) break;
    names.emplace(entry->d_name);
  }
  const int error = errno;
  ::closedir(listing);
  if (error != 0) return std::nullopt;
  return names;
}

}  // namespace

bool KnownDirectories::surely_absent(const std::string& path) {
  const std::size_t slash = path.find_last_of('/');
  if (slash == std::string::npos || slash == 0 || slash + 1 == path.size()) return false;
  const std::string_view parent = std::string_view(path).substr(0, slash);
  const std::string_view name = std::string_view(path).substr(slash + 1);
  auto found = listed_.find(parent);
  if (found == listed_.end()) {
    auto asked = asks_.find(parent);
    if (asked == asks_.end()) asked = asks_.emplace(std::string(parent), 0).first;
    if (++asked->second < kListAfter) return false;
    std::optional<std::unordered_set<std::string>> names = list_names(std::string(parent));
    if (!names) return false;
    found = listed_.emplace(std::string(parent), decltype(listed_)::mapped_type()).first;
    for (const std::string& n : *names) found->second.insert(n);
  }
  return !found->second.contains(name);
}

void KnownDirectories::made(const std::string& path) {
  const std::size_t slash = path.find_last_of('/');
  if (slash == std::string::npos) return;
  auto found = listed_.find(std::string_view(path).substr(0, slash));
  if (found != listed_.end()) found->second.emplace(path.substr(slash + 1));
}

KnownDirectories::At KnownDirectories::read_at(const std::string& path) {
  const std::size_t slash = path.find_last_of('/');
  if (slash == std::string::npos || slash == 0 || slash + 1 == path.size()) {
    return {AT_FDCWD, path.c_str()};
  }
  const std::string_view parent = std::string_view(path).substr(0, slash);
  auto found = read_.find(parent);
  if (found == read_.end()) {
    store::Fd fd(::open(std::string(parent).c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    found = read_.emplace(std::string(parent), std::move(fd)).first;  // a failure is kept too
  }
  if (!found->second) return {AT_FDCWD, path.c_str()};
  return {found->second.get(), path.c_str() + slash + 1};
}

}  // namespace mind::install

#include "install/known_dirs.hpp"

#include <fcntl.h>
#include <sys/stat.h>

#include <optional>

#include "core/error.hpp"
#include "discovery/entry_type.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

// `path` as its parent's text and its last name, split at the last `/`: the
// parent as parent_path() spells it for the absolute, normalized paths a
// batch builds (any other spelling only misses, and the caller asks the
// disk). Nothing for a path with no parent or no last name.
struct ParentAndName {
  std::string_view parent;
  std::size_t name_at = 0;  // where the last name starts in the path
};
std::optional<ParentAndName> split_last(std::string_view path) {
  const std::size_t slash = path.find_last_of('/');
  if (slash == std::string_view::npos || slash == 0 || slash + 1 == path.size()) {
    return std::nullopt;
  }
  return ParentAndName{path.substr(0, slash), slash + 1};
}

}  // namespace

bool KnownDirectories::is_directory(const std::string& dir) {
  if (known_.contains(std::string_view(dir))) return true;
  struct stat st {};
  if (::stat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode)) return false;
  known_.insert(dir);
  return true;
}

bool KnownDirectories::parent_known(std::string_view path) const {
  const std::optional<ParentAndName> split = split_last(path);
  return split && known_.contains(split->parent);
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
  return from_parent(path, open_, /*only_known=*/true);
}

KnownDirectories::At KnownDirectories::read_at(const std::string& path) {
  return from_parent(path, read_, /*only_known=*/false);
}

KnownDirectories::At KnownDirectories::from_parent(const std::string& path, ParentFds& opened,
                                                   bool only_known) {
  const std::optional<ParentAndName> split = split_last(path);
  if (!split) return {AT_FDCWD, path.c_str()};
  auto found = opened.find(split->parent);
  if (found == opened.end()) {
    if (only_known && !known_.contains(split->parent)) return {AT_FDCWD, path.c_str()};
    // O_PATH: a handle for resolving names, which reads nothing. A lobe's
    // folder may be a link to elsewhere, followed as a whole path would be.
    // A parent that cannot be opened is kept too, and not asked again.
    store::Fd fd(::open(std::string(split->parent).c_str(), O_PATH | O_DIRECTORY | O_CLOEXEC));
    found = opened.emplace(std::string(split->parent), std::move(fd)).first;
  }
  if (!found->second) return {AT_FDCWD, path.c_str()};
  return {found->second.get(), path.c_str() + split->name_at};
}

bool KnownDirectories::surely_absent(const std::string& path) {
  const std::optional<ParentAndName> split = split_last(path);
  if (!split) return false;
  const std::string_view parent = split->parent;
  const std::string_view name = std::string_view(path).substr(split->name_at);
  auto found = listed_.find(parent);
  if (found == listed_.end()) {
    auto asked = asks_.find(parent);
    if (asked == asks_.end()) asked = asks_.emplace(std::string(parent), 0).first;
    if (++asked->second < kListAfter) return false;
    std::error_code ec;
    std::vector<discovery::DirectoryEntry> listed =
        discovery::read_directory(std::string(parent), ec);
    if (ec) return false;  // not read whole: ask the disk
    found = listed_.emplace(std::string(parent), decltype(listed_)::mapped_type()).first;
    for (discovery::DirectoryEntry& e : listed) found->second.insert(std::move(e.name));
  }
  return !found->second.contains(name);
}

void KnownDirectories::made(const std::string& path) {
  const std::optional<ParentAndName> split = split_last(path);
  if (!split) return;
  auto found = listed_.find(split->parent);
  if (found != listed_.end()) found->second.emplace(path.substr(split->name_at));
}

}  // namespace mind::install

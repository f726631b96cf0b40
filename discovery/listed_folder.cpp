#include "discovery/listed_folder.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>

namespace mind::discovery {
namespace fs = std::filesystem;

bool ListedFolder::open(int parent, const char* name) {
  close();
  fd_ = ::openat(parent, name, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
  if (fd_ < 0) return false;
  entries_.clear();
  const int failed = for_each_entry(fd_, [&](const char* entry, fs::file_type type) {
    entries_.push_back({std::string(entry), type});
  });
  if (failed != 0) {  // a partial listing would hide a file: treat the folder as unlisted
    close();
    return false;
  }
  return true;
}

void ListedFolder::close() {
  if (fd_ >= 0) ::close(fd_);
  fd_ = -1;
  entries_.clear();
}

fs::file_type ListedFolder::type_of(std::string_view name) const {
  const auto it = std::find_if(entries_.begin(), entries_.end(),
                               [&](const DirectoryEntry& e) { return e.name == name; });
  return it == entries_.end() ? fs::file_type::not_found : it->type;
}

std::string ListedFolder::flat_files() const {
  std::string out;
  if (fd_ < 0 || entries_.empty() || entries_.size() > kMaxFlatFiles) return out;
  for (const DirectoryEntry& e : entries_) {
    if (e.type != fs::file_type::regular) return {};
    out.append(e.name);
    out.push_back('\0');
  }
  return out;
}

std::vector<std::string_view> flat_file_names(std::string_view flat_files) {
  std::vector<std::string_view> out;
  for (std::size_t at = 0; at < flat_files.size();) {
    const std::size_t end = flat_files.find('\0', at);
    if (end == std::string_view::npos) break;
    out.push_back(flat_files.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

}  // namespace mind::discovery

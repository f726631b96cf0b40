// See local_clone.hpp: when a local source's object store may be copied.

#include "store/local_clone.hpp"

#include <sys/stat.h>

#include <system_error>

#include "discovery/entry_type.hpp"

namespace mind::store {
namespace fs = std::filesystem;
namespace {

bool is_real_directory(const fs::path& path) {
  std::error_code ec;
  return fs::symlink_status(path, ec).type() == fs::file_type::directory;
}

// Only folders and regular files, none of them through a symlink.
bool only_plain_entries(const fs::path& objects) {
  std::error_code ec;
  fs::recursive_directory_iterator it(objects, fs::directory_options::none, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    const fs::file_type type = it->symlink_status(ec).type();
    if (ec) return false;
    if (type != fs::file_type::directory && type != fs::file_type::regular) return false;
  }
  return !ec;
}

// `file:///p` or `/p`; a URL with an escape or a host is the transport's to read.
std::optional<fs::path> local_path(const std::string& url) {
  std::string path;
  if (url.starts_with("file:///")) {
    path = url.substr(7);
  } else if (url.starts_with("/")) {
    path = url;
  } else {
    return std::nullopt;
  }
  if (path.find('%') != std::string::npos) return std::nullopt;
  return fs::path(path);
}

}  // namespace

std::optional<fs::path> copyable_local_source(const std::string& url) {
  const std::optional<fs::path> path = local_path(url);
  if (!path || !is_real_directory(*path)) return std::nullopt;
  fs::path git_dir = *path / ".git";
  if (!discovery::exists_no_follow(git_dir)) {
    git_dir = *path;  // a bare repository: HEAD and objects/ at the top
    if (!discovery::exists_no_follow(git_dir / "HEAD")) return std::nullopt;
  }
  const fs::path objects = git_dir / "objects";
  if (!is_real_directory(git_dir) || !is_real_directory(objects)) return std::nullopt;
  if (discovery::exists_no_follow(objects / "info" / "alternates")) return std::nullopt;
  if (!only_plain_entries(objects)) return std::nullopt;
  return *path;
}

}  // namespace mind::store

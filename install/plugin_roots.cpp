#include "install/plugin_roots.hpp"

#include <fcntl.h>
#include <stdio.h>

#include <cerrno>

#include "core/error.hpp"
#include "core/path_text.hpp"
#include "core/sanitize.hpp"
#include "install/fault_point.hpp"

namespace mind::install {
namespace fs = std::filesystem;

std::string PluginRoots::hash_of(const discovery::CatalogItem& item) {
  const std::string& dir = item.plugin_dir.native();
  auto found = hashes_.find(dir);
  if (found == hashes_.end()) {
    found =
        hashes_.emplace(dir, store::hash_plugin_tree(item.plugin_dir, *item.plugin, limits_)).first;
  }
  return found->second;
}

std::optional<std::string> PluginRoots::text_for(const store::MindPaths& paths,
                                                 const discovery::CatalogItem& item) {
  if (!item.plugin || item.plugin_dir.empty()) return std::nullopt;
  const std::lock_guard lock(mutex_);
  const std::string hash = hash_of(item);
  named_.insert(&item);
  return path_join(paths.root.native(), store::plugin_root_relative(*item.plugin, hash));
}

std::optional<PlacedPluginRoot> PluginRoots::place_for(const store::MindPaths& paths,
                                                       const discovery::CatalogItem& item) {
  std::string hash;
  {
    const std::lock_guard lock(mutex_);
    if (!named_.contains(&item)) return std::nullopt;
    hash = hash_of(item);
  }
  PlacedPluginRoot placed{store::plugin_root_relative(*item.plugin, hash), hash};
  const fs::path target = paths.root / placed.relative;
  std::error_code ec;
  if (fs::symlink_status(target, ec).type() == fs::file_type::directory) return placed;
  // Staged where recovery empties (`.tmp/staging`), then one rename into the store.
  const fs::path staging = paths.tmp() / "staging" / placed.relative.substr(6);
  fs::remove_all(staging, ec);
  fs::create_directories(staging.parent_path(), ec);
  try {
    if (store::copy_plugin_tree(item.plugin_dir, staging, *item.plugin, limits_) != hash) {
      throw Error(ErrorKind::io,
                  "plugin '" + sanitize_display(*item.plugin) + "' changed while it was installed",
                  {"run the command again"});
    }
  } catch (...) {
    fs::remove_all(staging, ec);
    throw;
  }
  fault_point("after-plugin-root-stage");
  fs::create_directories(target.parent_path(), ec);
  if (::renameat2(AT_FDCWD, staging.c_str(), AT_FDCWD, target.c_str(), RENAME_NOREPLACE) != 0) {
    const int err = errno;
    fs::remove_all(staging, ec);
    if (err != EEXIST && err != ENOTEMPTY) throw io_error("cannot move to", target.string(), err);
  }
  fault_point("after-plugin-root");
  return placed;
}

}  // namespace mind::install

#include "install/known_dirs.hpp"

#include "core/error.hpp"

namespace mind::install {
namespace fs = std::filesystem;

bool KnownDirectories::is_directory(const fs::path& dir) {
  if (known_.contains(dir)) return true;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return false;
  known_.insert(dir);
  return true;
}

void KnownDirectories::make_parent_of(const fs::path& path) {
  fs::path parent = path.parent_path();
  if (known_.contains(parent)) return;
  std::error_code ec;
  fs::create_directories(parent, ec);
  if (ec) throw io_error("cannot create directory", parent.string(), ec.value());
  known_.insert(std::move(parent));
}

}  // namespace mind::install

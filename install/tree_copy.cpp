#include "install/tree_copy.hpp"

#include "core/error.hpp"
#include "discovery/sanitize.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

[[noreturn]] void refuse(const fs::path& path, const std::string& why) {
  throw Error("io", "refusing to install '" + discovery::sanitize_display(path.string()) + "': " + why);
}

void copy_entry(const fs::path& from, const fs::path& to, int depth) {
  std::error_code ec;
  const fs::file_status st = fs::symlink_status(from, ec);
  if (ec) throw io_error("cannot inspect", from.string(), ec.value());
  if (fs::is_symlink(st)) refuse(from, "it is a symlink (an item tree must contain none)");
  if (fs::is_regular_file(st)) {
    fs::copy_file(from, to, ec);
    if (ec) throw io_error("cannot copy", from.string(), ec.value());
    return;
  }
  if (!fs::is_directory(st)) refuse(from, "it is not a regular file or directory");
  if (depth >= kMaxTreeDepth) refuse(from, "it nests deeper than 128 directories");
  fs::create_directory(to, ec);
  if (ec) throw io_error("cannot create directory", to.string(), ec.value());
  for (fs::directory_iterator it(from, ec), end; it != end; it.increment(ec)) {
    if (ec) break;
    copy_entry(it->path(), to / it->path().filename(), depth + 1);
  }
  if (ec) throw io_error("cannot list", from.string(), ec.value());
}

}  // namespace

void copy_item_tree(const fs::path& from, const fs::path& to) { copy_entry(from, to, 0); }

}  // namespace mind::install

#include "install/tree_copy.hpp"

#include "core/error.hpp"
#include "discovery/sanitize.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

[[noreturn]] void refuse(const fs::path& path, const std::string& why) {
  throw Error("io",
              "refusing to install '" + discovery::sanitize_display(path.string()) + "': " + why);
}

// `type` is what the directory walk already read (readdir's d_type), so an
// entry costs no extra stat; it is never a followed symlink.
void copy_entry(const fs::path& from, const fs::path& to, fs::file_type type, int depth) {
  std::error_code ec;
  if (type == fs::file_type::none || type == fs::file_type::unknown) {
    type = fs::symlink_status(from, ec).type();
    if (ec) throw io_error("cannot inspect", from.string(), ec.value());
  }
  if (type == fs::file_type::symlink)
    refuse(from, "it is a symlink (an item tree must contain none)");
  if (type == fs::file_type::regular) {
    fs::copy_file(from, to, ec);
    if (ec) throw io_error("cannot copy", from.string(), ec.value());
    return;
  }
  if (type != fs::file_type::directory) refuse(from, "it is not a regular file or directory");
  if (depth >= kMaxTreeDepth) refuse(from, "it nests deeper than 128 directories");
  fs::create_directory(to, ec);
  if (ec) throw io_error("cannot create directory", to.string(), ec.value());
  for (fs::directory_iterator it(from, ec), end; it != end; it.increment(ec)) {
    if (ec) break;
    std::error_code type_ec;
    copy_entry(it->path(), to / it->path().filename(), it->symlink_status(type_ec).type(),
               depth + 1);
  }
  if (ec) throw io_error("cannot list", from.string(), ec.value());
}

}  // namespace

void copy_item_tree(const fs::path& from, const fs::path& to) {
  copy_entry(from, to, fs::file_type::none, 0);
}

}  // namespace mind::install

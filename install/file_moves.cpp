#include "install/file_moves.hpp"

#include "core/error.hpp"

namespace mind::install {
namespace fs = std::filesystem;

void remove_tree(const fs::path& path) noexcept {
  std::error_code ec;
  fs::remove_all(path, ec);
}

void rename_or_throw(const fs::path& from, const fs::path& to) {
  std::error_code ec;
  fs::rename(from, to, ec);
  if (ec) throw io_error("cannot move '" + from.string() + "' to", to.string(), ec.value());
}

}  // namespace mind::install

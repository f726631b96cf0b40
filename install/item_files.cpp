#include "install/item_files.hpp"

#include <algorithm>
#include <filesystem>
#include <vector>

#include "discovery/capped_read.hpp"
#include "discovery/glob.hpp"
#include "namespacing/token_expansion.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

bool ignored(const discovery::CatalogItem& item, std::string_view item_path) {
  for (const std::string& pattern : item.ignore) {
    if (discovery::glob_match(pattern, item_path)) return true;
  }
  return false;
}

ItemFile read_one(const fs::path& path, std::string source_path, std::string item_path,
                  std::uint64_t cap) {
  ItemFile file{std::move(source_path), std::move(item_path), 0, false, std::nullopt};
  std::error_code ec;
  file.size = fs::file_size(path, ec);
  if (ec) return file;
  if (cap != 0 && file.size > cap) {
    file.over_cap = true;
    return file;
  }
  try {
    std::string bytes = discovery::read_file_prefix(path, cap == 0 ? UINT64_MAX : cap);
    if (bytes.find('\0') == std::string::npos && namespacing::is_valid_utf8(bytes)) {
      file.text = std::move(bytes);
    }
  } catch (const std::exception&) {  // unreadable (a race, permissions): no text
  }
  return file;
}

std::string joined(std::string_view base, std::string_view rest) {
  if (base.empty() || base == ".") return std::string(rest);
  return std::string(base) + "/" + std::string(rest);
}

}  // namespace

void for_each_item_file(const discovery::CatalogItem& item, std::uint64_t cap,
                        const std::function<void(const ItemFile&)>& visit) {
  std::error_code ec;
  const fs::file_status st = fs::symlink_status(item.path, ec);
  if (fs::is_regular_file(st)) {
    visit(read_one(item.path, item.relative_path, item.relative_path, cap));
    return;
  }
  if (!fs::is_directory(st)) return;
  // Paths first, sorted, so findings come out in the same order on every run.
  std::vector<std::pair<std::string, fs::path>> files;
  fs::recursive_directory_iterator it(item.path, fs::directory_options::none, ec), end;
  for (; !ec && it != end; it.increment(ec)) {
    if (it.depth() >= kMaxItemDepth) it.disable_recursion_pending();
    const fs::file_status entry = it->symlink_status(ec);
    if (ec) break;
    if (fs::is_symlink(entry) || !fs::is_regular_file(entry)) continue;  // DSC-108
    std::string item_path = it->path().lexically_relative(item.path).generic_string();
    if (ignored(item, item_path)) continue;
    files.emplace_back(std::move(item_path), it->path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& [item_path, path] : files) {
    visit(read_one(path, joined(item.relative_path, item_path), item_path, cap));
  }
}

}  // namespace mind::install

#include "install/unguarded_scan.hpp"

#include <fstream>
#include <map>
#include <sstream>

#include "core/sanitize.hpp"
#include "namespacing/unguarded_references.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

constexpr std::uintmax_t kTextCap = 8u << 20;  // the metadata cap: larger files are not prose

std::optional<std::string> read_text(const fs::path& file) {
  std::error_code ec;
  const fs::file_status st = fs::symlink_status(file, ec);
  if (ec || !fs::is_regular_file(st) || fs::file_size(file, ec) > kTextCap || ec) {
    return std::nullopt;
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream text;
  text << in.rdbuf();
  std::string s = std::move(text).str();
  if (s.find('\0') != std::string::npos) return std::nullopt;  // binary
  return s;
}

void scan_file(const fs::path& file, const discovery::CatalogItem& item,
               std::span<const namespacing::Sibling> siblings, std::map<std::string, int>& names) {
  const auto text = read_text(file);
  if (!text) return;
  for (const auto& ref : namespacing::find_unguarded_references(*text, siblings, item.bare_name)) {
    names[ref.name] += static_cast<int>(ref.count);
  }
}

}  // namespace

std::optional<std::string> unguarded_reference_warning(
    const discovery::CatalogItem& item, std::string_view item_label, std::string_view prefix,
    std::span<const namespacing::Sibling> siblings) {
  if (prefix.empty()) return std::nullopt;  // NS-23: bare mentions are then correct
  std::map<std::string, int> names;
  std::error_code ec;
  if (fs::is_directory(fs::symlink_status(item.path, ec))) {
    for (fs::recursive_directory_iterator it(item.path, ec), end; it != end; it.increment(ec)) {
      if (ec) break;
      if (it->is_symlink(ec)) {
        it.disable_recursion_pending();
        continue;
      }
      scan_file(it->path(), item, siblings, names);
    }
  } else {
    scan_file(item.path, item, siblings, names);
  }
  if (names.empty()) return std::nullopt;
  std::string list;
  for (const auto& [name, count] : names) {
    list += (list.empty() ? "" : ", ") + mind::sanitize_display(name);
  }
  const std::string first = mind::sanitize_display(names.begin()->first);
  return mind::sanitize_display(item_label) + " mentions sibling(s) " + list +
         " as bare words; under prefix '" + mind::sanitize_display(prefix) +
         "' they name nothing. Write {{ns:" + first + "}} where an item name is meant";
}

}  // namespace mind::install

#include "install/uninstall.hpp"

#include <algorithm>
#include "core/error.hpp"
#include "core/sanitize.hpp"

#include "install/fault_point.hpp"
#include "install/link_plan.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

bool has_dot_dot(const fs::path& p) {
  for (const auto& part : p) {
    if (part == "..") return true;
  }
  return false;
}

std::string shown(const fs::path& p) { return mind::sanitize_display(p.string()); }

}  // namespace

std::string restored_note(const DisplacedFile& file) {
  return "put back your '" + shown(file.original) + "' (kept at '" + shown(file.kept) +
         "' since a forced install)";
}

std::optional<fs::path> owned_store_path(const store::MindPaths& paths,
                                         const store::InstalledItem& item) {
  const fs::path relative(item.store);
  const auto first = relative.begin();
  if (relative.is_absolute() || has_dot_dot(relative) || first == relative.end() ||
      *first != "store" || std::distance(relative.begin(), relative.end()) != 3) {
    return std::nullopt;
  }
  return paths.root / relative;
}

std::vector<std::string> uninstall_item(const store::MindPaths& paths,
                                        const store::InstalledItem& item,
                                        const std::vector<std::string>& keep_links,
                                        std::vector<DisplacedFile>* restored) {
  std::vector<std::string> warnings;
  for (const std::string& text : item.links) {
    if (std::find(keep_links.begin(), keep_links.end(), text) != keep_links.end()) continue;
    const fs::path link(text);
    std::error_code ec;
    if (fs::symlink_status(link, ec).type() == fs::file_type::not_found) continue;  // LIFE-21
    if (!link.is_absolute() || has_dot_dot(link) || !is_own_link(link, paths)) {
      warnings.push_back("not removing '" + shown(link) + "': it is not a link mind made");
      continue;
    }
    fs::remove(link, ec);
    if (ec) throw io_error("cannot remove link", link.string(), ec.value());
    fault_point("after-unlink");
    if (auto back = restore_displaced(paths, link)) {  // decision 10
      if (restored != nullptr) {
        restored->push_back(std::move(*back));
      } else {
        warnings.push_back(restored_note(*back));
      }
    }
  }
  const std::optional<fs::path> store_path = owned_store_path(paths, item);
  if (!store_path) {
    warnings.push_back("not removing store path '" + shown(fs::path(item.store)) +
                       "': it is not under the store");
    return warnings;
  }
  std::error_code ec;
  fs::remove_all(*store_path, ec);
  if (ec) throw io_error("cannot remove", store_path->string(), ec.value());
  for (const std::string& form : item.forms) {  // decision 15: only `<store>.<form>` beside it
    if (!form.starts_with(item.store + ".") || !form_of_path(form)) continue;
    fs::remove(paths.root / form, ec);
  }
  fault_point("after-store-remove");
  return warnings;
}

}  // namespace mind::install

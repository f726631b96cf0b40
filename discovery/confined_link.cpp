#include "discovery/confined_link.hpp"

#include <cerrno>
#include <system_error>

#include "core/bounded_list.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;

LinkTarget confined_link_target(const fs::path& root, const fs::path& link) {
  std::error_code ec;
  const fs::path real_root = fs::canonical(root, ec);
  if (ec) return {{}, "the source's root cannot be resolved: " + ec.message()};
  // realpath: every link on the way is resolved, a loop or a chain longer
  // than the kernel's bound fails with ELOOP instead of running on.
  const fs::path target = fs::canonical(link, ec);
  if (ec) {
    if (ec.value() == ELOOP) return {{}, "it is a symlink loop (or a chain of too many links)"};
    if (ec.value() == ENOENT || ec.value() == ENOTDIR) return {{}, "its target does not exist"};
    return {{}, "its target cannot be resolved: " + ec.message()};
  }
  const std::string& r = real_root.native();
  const std::string& t = target.native();
  const bool inside = t == r || (t.size() > r.size() && t.starts_with(r) &&
                                 (r.ends_with('/') || t[r.size()] == '/'));
  if (!inside) return {{}, "its target is outside the source"};
  const fs::path rel = target.lexically_relative(real_root);
  return {rel.empty() || rel == "." ? root : root / rel, {}};
}

std::string refused_link_entry(const std::string& shown_path, const std::string& refusal) {
  return "'" + shown_path + "' (" + refusal + ")";
}

std::string refused_links_warning(const std::string& plugin,
                                  const std::vector<std::string>& entries) {
  return "plugin '" + plugin + "': " + std::to_string(entries.size()) +
         " symlink(s) not followed, so what they point at is not offered: " +
         bounded_list(entries) +
         "; mind follows a plugin's links only to a file or folder inside the source (make each "
         "link point inside the repository, or put the content there)";
}

}  // namespace mind::discovery

#include "discovery/plugin_hooks_check.hpp"

#include <vector>

#include "discovery/capped_read.hpp"
#include "discovery/name_safety.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;

std::optional<std::string> refused_plugin_hooks(const ItemBuilder& builder, const fs::path& root,
                                                const ComponentPaths* components) {
  std::vector<std::string> files{"hooks/hooks.json"};
  if (components) {
    for (std::string rel : components->hook_files) {
      while (rel.starts_with("./")) rel.erase(0, 2);
      if (rel == "hooks/hooks.json" || unsafe_relative_path_reason(rel)) continue;
      files.push_back(rel);
    }
  }
  const std::uint64_t cap = builder.options().metadata_cap;
  for (const std::string& rel : files) {
    const fs::path file = root / rel;
    if (has_symlink_component(root, rel) || !is_real_file(file)) continue;
    std::error_code ec;
    const auto size = fs::file_size(file, ec);
    if (ec || (cap != 0 && size > cap)) continue;
    if (auto why = hooks_file_refusal(read_file_prefix(file, size + 1))) {
      return "'" + builder.display_path(file) + "': " + *why;
    }
  }
  return std::nullopt;
}

std::string refused_plugin_warning(const std::string& name, const std::string& refusal) {
  return "plugin '" + name + "' is not offered: " + refusal +
         " (Claude Code refuses to load the plugin too)";
}

}  // namespace mind::discovery

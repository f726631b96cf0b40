#include "install/harness_reserved_warnings.hpp"

#include "core/bounded_list.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/harness_reserved.hpp"
#include "store/paths.hpp"

namespace mind::install {
namespace fs = std::filesystem;

fs::path user_claude_folder() {
  try {
    return store::home_dir() / ".claude";
  } catch (const Error&) {
    return {};
  }
}

std::string project_harness_name(const fs::path& link, const fs::path& user_claude) {
  const fs::path folder = link.parent_path();  // .../.claude/skills
  const fs::path lobe = folder.parent_path();  // .../.claude
  if (lobe.filename() != ".claude" || lobe.lexically_normal() == user_claude.lexically_normal()) {
    return {};
  }
  const std::string file = link.filename().string();
  if (folder.filename() == "skills") return file;
  if (folder.filename() == "commands" && file.size() > 3 && file.ends_with(".md")) {
    return file.substr(0, file.size() - 3);
  }
  return {};
}

std::vector<std::string> reserved_name_warnings(const store::Manifest& manifest,
                                                const std::vector<std::string>& touched,
                                                const fs::path& user_claude) {
  std::vector<std::string> named;
  for (const std::string& key : touched) {
    const store::InstalledItem* item = manifest.find(key);
    if (item == nullptr) continue;
    for (const std::string& link : item->links) {
      const std::string name = project_harness_name(link, user_claude);
      if (!name.empty() && discovery::project_reserved(item->kind, name)) {
        named.push_back(sanitize_display(key) + " in '" +
                        sanitize_display(fs::path(link).parent_path().parent_path().string()) +
                        "'");
        break;
      }
    }
  }
  if (named.empty()) return {};
  return {bounded_list(named) + (named.size() == 1 ? " takes a name " : " take names ") +
          std::string(discovery::kReservedNamesClient) +
          " reserves for its bundled skills in a project's .claude/: the harness ignores " +
          (named.size() == 1 ? "it" : "them") +
          " there with a warning (in ~/.claude the name loads); meld its source under a "
          "namespace (`mind meld <source> --as <ns>`) or rename the item at its source"};
}

}  // namespace mind::install

#include "install/component_library_hint.hpp"

#include <set>

#include "core/sanitize.hpp"
#include "core/shell_quote.hpp"
#include "discovery/component_library.hpp"

namespace mind::install {

std::optional<LibraryHint> component_library_hint(const std::filesystem::path& dir,
                                                  const std::vector<std::string>& offered,
                                                  const std::set<std::string>& offered_skills) {
  const std::optional<discovery::ComponentLibrary> lib =
      discovery::find_component_library(dir, offered_skills);
  if (!lib) return std::nullopt;
  const std::set<std::string> taken(offered.begin(), offered.end());
  std::size_t missing = 0;
  for (const std::string& path : lib->category_items) missing += taken.contains(path) ? 0 : 1;
  if (missing == 0) return std::nullopt;
  std::string under;
  for (const std::string& base : lib->bases) {
    under += (under.empty() ? "" : ", ") + in_quotes(base.empty() ? "./" : base + "/");
  }
  LibraryHint hint;
  const std::size_t all = lib->category_items.size();
  hint.what = (missing == all ? std::to_string(all)
                              : std::to_string(missing) + " of " + std::to_string(all)) +
              " components in category folders under " + under + " (" +
              discovery::component_counts(*lib) + ") are not offered: no scan root reaches them";
  for (const std::string& root : lib->roots) hint.add_roots += " --add-root " + shell_quoted(root);
  return hint;
}

}  // namespace mind::install

#include "install/sources/source_select.hpp"

#include <filesystem>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/sources/item_ref.hpp"
#include "store/source_argument.hpp"

namespace mind::install {
std::optional<std::string> source_at_location(const store::Registry& registry,
                                              const std::string& location) {
  if (has_glob_chars(location)) return std::nullopt;
  std::optional<std::string> found;
  for (const store::Source& s : registry.sources) {
    if (source_selector_matches(location, s.name)) return std::nullopt;  // a selector already
    if (!store::location_names(location, s.url)) continue;
    if (found) return std::nullopt;
    found = s.name;
  }
  return found;
}

std::vector<std::string> select_sources(const store::Registry& registry,
                                        const std::string& selector, bool one_unless_glob) {
  if (const store::Source* exact = registry.find(selector)) return {exact->name};
  std::vector<std::string> names;
  std::error_code ec;
  if (!has_glob_chars(selector) && std::filesystem::exists(selector, ec)) {
    // issue 35: an existing local path wins over the `owner/repo` suffix reading
    for (const store::Source& s : registry.sources) {
      if (store::location_names(selector, s.url)) names.push_back(s.name);
    }
    if (names.size() == 1) return names;
    names.clear();
  }
  for (const store::Source& s : registry.sources) {
    if (source_selector_matches(selector, s.name)) names.push_back(s.name);
  }
  if (names.empty() && !has_glob_chars(selector)) {
    for (const store::Source& s : registry.sources) {
      if (store::location_names(selector, s.url)) names.push_back(s.name);
    }
  }
  if (names.empty()) {
    throw Error(ErrorKind::source_not_found,
                "no melded source matches '" + sanitize_display(selector) + "'",
                {"run `mind recall --sources` to list the melded sources"});
  }
  if (one_unless_glob && names.size() > 1 && !has_glob_chars(selector)) {
    std::string list;
    for (const auto& n : names) list += "\n  " + sanitize_display(n);
    throw Error(ErrorKind::ambiguous_source,
                "'" + sanitize_display(selector) + "' matches several sources:" + list,
                {"use a longer suffix or the full identity"});
  }
  return names;
}

}  // namespace mind::install

#include "install/source_select.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/item_ref.hpp"

namespace mind::install {

std::vector<std::string> select_sources(const store::Registry& registry,
                                        const std::string& selector, bool one_unless_glob) {
  if (const store::Source* exact = registry.find(selector)) return {exact->name};
  std::vector<std::string> names;
  for (const store::Source& s : registry.sources) {
    if (source_selector_matches(selector, s.name)) names.push_back(s.name);
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

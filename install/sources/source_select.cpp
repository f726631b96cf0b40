#include "install/sources/source_select.hpp"

#include <filesystem>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/sources/item_ref.hpp"

namespace mind::install {
namespace {

// A URL or path as the user may type it: without a trailing `/` or `.git`.
std::string comparable(std::string location) {
  while (location.size() > 1 && location.back() == '/') location.pop_back();
  if (location.ends_with(".git")) location.resize(location.size() - 4);
  return location;
}

// The forms of what a source was melded from that name it: its clone URL, or
// a local path (relative to the cwd, or as a file:// URL) (issue 20).
bool names_location(const std::string& selector, const store::Source& source) {
  if (selector.empty() || source.url.empty()) return false;
  const std::string url = comparable(source.url);
  if (comparable(selector) == url) return true;
  std::string path = selector.starts_with("file://") ? selector.substr(7) : selector;
  std::error_code ec;
  const std::filesystem::path absolute = std::filesystem::weakly_canonical(path, ec);
  if (ec) return false;
  return comparable(absolute.string()) == url || "file://" + comparable(absolute.string()) == url;
}

}  // namespace

std::optional<std::string> source_at_location(const store::Registry& registry,
                                              const std::string& location) {
  if (has_glob_chars(location)) return std::nullopt;
  std::optional<std::string> found;
  for (const store::Source& s : registry.sources) {
    if (source_selector_matches(location, s.name)) return std::nullopt;  // a selector already
    if (!names_location(location, s)) continue;
    if (found) return std::nullopt;
    found = s.name;
  }
  return found;
}

std::vector<std::string> select_sources(const store::Registry& registry,
                                        const std::string& selector, bool one_unless_glob) {
  if (const store::Source* exact = registry.find(selector)) return {exact->name};
  std::vector<std::string> names;
  for (const store::Source& s : registry.sources) {
    if (source_selector_matches(selector, s.name)) names.push_back(s.name);
  }
  if (names.empty() && !has_glob_chars(selector)) {
    for (const store::Source& s : registry.sources) {
      if (names_location(selector, s)) names.push_back(s.name);
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

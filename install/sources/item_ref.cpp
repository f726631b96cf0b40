#include "install/sources/item_ref.hpp"

#include <fnmatch.h>

#include "core/ascii_trim.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "core/suggest.hpp"

namespace mind::install {
namespace {

[[noreturn]] void invalid(std::string_view text, const std::string& why) {
  throw Error(ErrorKind::invalid_item_ref,
              "invalid item ref '" + mind::sanitize_display(text) + "': " + why);
}

bool glob_match(const std::string& pattern, const std::string& text) {
  return ::fnmatch(pattern.c_str(), text.c_str(), 0) == 0;
}

}  // namespace

bool has_glob_chars(std::string_view text) {
  return text.find_first_of("*?[") != std::string_view::npos;
}

bool ItemRef::is_glob() const { return has_glob_chars(name); }

bool ItemRef::matches(discovery::Kind item_kind, const std::string& effective_name) const {
  if (kind && *kind != item_kind) return false;
  return is_glob() ? glob_match(name, effective_name) : name == effective_name;
}

bool ItemRef::matches_source(const std::string& identity) const {
  return !selector || source_selector_matches(*selector, identity);
}

bool source_selector_matches(const std::string& selector, const std::string& identity) {
  const bool glob = has_glob_chars(selector);
  std::size_t from = 0;
  for (;;) {
    const std::string form = identity.substr(from);
    if (glob ? glob_match(selector, form) : selector == form) return true;
    const auto slash = identity.find('/', from);
    if (slash == std::string::npos) return false;
    from = slash + 1;
  }
}

RefMatch match_ref(const ItemRef& ref, const std::vector<RefCandidate>& candidates) {
  RefMatch m;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const RefCandidate& c = candidates[i];
    if (ref.matches_source(c.source) && ref.matches(c.kind, c.name)) m.hits.push_back(i);
  }
  if (!m.hits.empty() || ref.is_glob()) return m;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const RefCandidate& c = candidates[i];
    if (c.bare != c.name && ref.matches_source(c.source) && ref.matches(c.kind, c.bare)) {
      m.hits.push_back(i);
    }
  }
  m.by_bare_name = !m.hits.empty();
  return m;
}

std::string kind_qualified(const RefCandidate& c) {
  return std::string(discovery::kind_word(c.kind)) + ":" + c.name;
}

std::string ambiguous_listing(const std::vector<RefCandidate>& candidates,
                              const std::vector<std::size_t>& hits) {
  std::string list;
  for (std::size_t i : hits) {
    list += "\n  " + mind::sanitize_display(candidates[i].source) + "#" +
            mind::sanitize_display(kind_qualified(candidates[i]));
  }
  return list;
}

std::vector<std::string> close_names(const ItemRef& ref,
                                     const std::vector<RefCandidate>& candidates) {
  if (ref.is_glob()) return {};
  std::vector<std::string> names;
  for (const RefCandidate& c : candidates) {
    if (ref.matches_source(c.source) && (!ref.kind || *ref.kind == c.kind)) names.push_back(c.name);
  }
  return closest_names(ref.name, names);
}

ItemRef parse_item_ref(std::string_view raw) {
  const std::string_view text = trim_ascii_blanks(raw);
  if (text.empty()) invalid(raw, "it is empty");
  ItemRef ref;
  std::string_view rest = text;
  if (const auto hash = text.rfind('#'); hash != std::string_view::npos) {
    if (hash == 0) invalid(raw, "the source before '#' is empty");
    ref.selector = std::string(text.substr(0, hash));
    rest = text.substr(hash + 1);
  }
  if (const auto colon = rest.find(':'); colon != std::string_view::npos) {
    if (auto kind = discovery::parse_kind(rest.substr(0, colon))) {
      ref.kind = kind;
      rest = rest.substr(colon + 1);
      if (rest.empty()) invalid(raw, "the name after the kind is empty");
    }
  }
  if (rest.empty()) invalid(raw, "the item name is empty");
  ref.name = std::string(rest);
  return ref;
}

}  // namespace mind::install

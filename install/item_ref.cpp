#include "install/item_ref.hpp"

#include <fnmatch.h>

#include "core/error.hpp"
#include "core/sanitize.hpp"

namespace mind::install {
namespace {

std::string_view trim(std::string_view s) {
  const auto first = s.find_first_not_of(" \t\r\n");
  if (first == std::string_view::npos) return {};
  return s.substr(first, s.find_last_not_of(" \t\r\n") - first + 1);
}

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

ItemRef parse_item_ref(std::string_view raw) {
  const std::string_view text = trim(raw);
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

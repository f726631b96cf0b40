#include "browser/search.hpp"

#include <algorithm>
#include <string_view>

#include "core/ascii_case.hpp"
#include "install/sources/item_ref.hpp"

namespace mind::browser {

Matcher::Matcher(const Filter& filter) : filter_(filter), needle_(ascii_lower(filter.query)) {}

bool Matcher::matches(const Item& item) const {
  if (filter_.kind && item.kind != *filter_.kind) return false;
  if (filter_.source) {
    if (item.group == Group::unmanaged) return false;
    if (!install::source_selector_matches(*filter_.source, item.source)) return false;
  }
  return needle_.empty() || item.haystack.find(needle_) != std::string::npos;
}

int Matcher::rank(const Item& item) const {
  if (needle_.empty()) return 0;
  // The haystack starts with the lowercased effective name, which ends with
  // the bare name: both are views of it, so ranking allocates nothing.
  const std::string_view name = std::string_view(item.haystack).substr(0, item.name.size());
  const std::size_t bare = std::min(item.bare_name.size(), name.size());
  if (name.substr(name.size() - bare).starts_with(needle_)) return 0;
  return name.find(needle_) != std::string_view::npos ? 1 : 2;
}

std::optional<std::string> cycle(const std::optional<std::string>& current,
                                 const std::vector<std::string>& values) {
  if (values.empty()) return std::nullopt;
  if (!current) return values.front();
  auto it = std::find(values.begin(), values.end(), *current);
  if (it == values.end() || ++it == values.end()) return std::nullopt;
  return *it;
}

}  // namespace mind::browser

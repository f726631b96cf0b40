#include "core/bounded_list.hpp"
#include <algorithm>

namespace mind {

std::string bounded_list(const std::vector<std::string>& names) {
  return bounded_list(names, names.size());
}

std::string bounded_list(const std::vector<std::string>& first, std::size_t total) {
  std::string out;
  const std::size_t shown = std::min(first.size(), kMaxNamedInReport);
  for (std::size_t i = 0; i < shown; ++i) out += (i == 0 ? "" : ", ") + first[i];
  if (total > shown) out += " and " + std::to_string(total - shown) + " more";
  return out;
}

}  // namespace mind

#include "core/bounded_list.hpp"
#include <algorithm>

namespace mind {

std::string bounded_list(const std::vector<std::string>& names) {
  std::string out;
  const std::size_t shown = std::min(names.size(), kMaxNamedInReport);
  for (std::size_t i = 0; i < shown; ++i) out += (i == 0 ? "" : ", ") + names[i];
  if (names.size() > shown) out += " and " + std::to_string(names.size() - shown) + " more";
  return out;
}

}  // namespace mind

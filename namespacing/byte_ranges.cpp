#include "namespacing/byte_ranges.hpp"

#include <algorithm>

namespace mind::namespacing {

ByteRanges merged_ranges(ByteRanges ranges) {
  std::sort(ranges.begin(), ranges.end());
  ByteRanges merged;
  for (const auto& r : ranges) {
    if (!merged.empty() && r.first <= merged.back().second) {
      merged.back().second = std::max(merged.back().second, r.second);
    } else {
      merged.push_back(r);
    }
  }
  return merged;
}

bool in_ranges(const ByteRanges& ranges, std::size_t offset) noexcept {
  auto it = std::upper_bound(ranges.begin(), ranges.end(), offset,
                             [](std::size_t o, const auto& r) { return o < r.first; });
  if (it == ranges.begin()) return false;
  --it;
  return offset >= it->first && offset < it->second;
}

}  // namespace mind::namespacing

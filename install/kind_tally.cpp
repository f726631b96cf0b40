#include "install/kind_tally.hpp"

#include <array>
#include <cstddef>

namespace mind::install {

std::string kind_tally(const std::vector<discovery::Kind>& kinds) {
  std::array<std::size_t, discovery::kAllKinds.size()> counts{};
  for (const discovery::Kind k : kinds) ++counts[static_cast<std::size_t>(k)];
  std::string text;
  for (const discovery::Kind k : discovery::kAllKinds) {
    const std::size_t n = counts[static_cast<std::size_t>(k)];
    if (n == 0) continue;
    const discovery::KindTraits& t = discovery::traits(k);
    text += (text.empty() ? "" : ", ") + std::to_string(n) + " " +
            std::string(n == 1 ? t.word : t.container);  // the container is the plural
  }
  return text;
}

}  // namespace mind::install

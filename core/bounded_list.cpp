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

std::string listed_lines(const std::vector<std::string>& names, bool all,
                         const std::string& how_to_list_all) {
  const std::size_t shown = all ? names.size() : std::min(names.size(), kMaxListedLines);
  std::string out;
  for (std::size_t i = 0; i < shown; ++i) out += "\n  " + names[i];
  if (shown < names.size()) {
    out +=
        "\n  ... and " + std::to_string(names.size() - shown) + " more (" + how_to_list_all + ")";
  }
  return out;
}

}  // namespace mind

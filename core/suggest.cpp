#include "core/suggest.hpp"
#include "core/ascii_case.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <set>

#include "core/sanitize.hpp"

namespace mind {
namespace {

std::string_view after_prefix(std::string_view name) {
  const auto colon = name.rfind(':');
  return colon == std::string_view::npos ? name : name.substr(colon + 1);
}

std::size_t threshold(std::string_view a, std::string_view b) {
  return std::clamp<std::size_t>(std::max(a.size(), b.size()) / 3, 1, 3);
}

}  // namespace

std::size_t edit_distance(std::string_view a, std::string_view b) {
  // Three rows of the optimal-string-alignment table.
  std::vector<std::size_t> before(b.size() + 1), prev(b.size() + 1), row(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = j;
  for (std::size_t i = 1; i <= a.size(); ++i) {
    row[0] = i;
    for (std::size_t j = 1; j <= b.size(); ++j) {
      const std::size_t cost = a[i - 1] == b[j - 1] ? 0 : 1;
      row[j] = std::min({prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) {
        row[j] = std::min(row[j], before[j - 2] + 1);
      }
    }
    std::swap(before, prev);
    std::swap(prev, row);
  }
  return prev[b.size()];
}

std::vector<std::string> closest_names(std::string_view typed,
                                       const std::vector<std::string>& candidates,
                                       std::size_t limit) {
  const std::string want = ascii_lower(typed);
  const std::string want_bare(after_prefix(want));
  struct Scored {
    std::size_t distance;
    std::size_t order;
    const std::string* name;
  };
  std::vector<Scored> scored;
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    const std::string name = ascii_lower(candidates[i]);
    const std::string_view bare = after_prefix(name);
    std::size_t best = edit_distance(want, name);
    if (best > threshold(want, name)) best = SIZE_MAX;
    const std::size_t d_bare = edit_distance(want_bare, bare);
    if (d_bare <= threshold(want_bare, bare)) best = std::min(best, d_bare);
    // the start of a name (`hel` for `hello`) is close too, after the typos
    if (want_bare.size() >= 3 && bare.starts_with(want_bare)) best = std::min(best, std::size_t{4});
    if (best != SIZE_MAX && best > 0) scored.push_back({best, i, &candidates[i]});
  }
  std::stable_sort(scored.begin(), scored.end(),
                   [](const Scored& a, const Scored& b) { return a.distance < b.distance; });
  std::vector<std::string> out;
  std::set<std::string> seen;
  for (const Scored& s : scored) {
    if (out.size() == limit) break;
    if (seen.insert(*s.name).second) out.push_back(*s.name);
  }
  return out;
}

std::string did_you_mean(const std::vector<std::string>& names) {
  if (names.empty()) return {};
  std::string text = "; did you mean ";
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (i > 0) text += i + 1 == names.size() ? " or " : ", ";
    text += "'" + sanitize_display(names[i]) + "'";
  }
  return text + "?";
}

}  // namespace mind

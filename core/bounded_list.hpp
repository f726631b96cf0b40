#pragma once
/// One bounded report per defect (WF-59): a list that can grow with what an
/// untrusted source ships names its first few members and counts the rest, so
/// 2 000 alike items cost one line, not 2 000.

#include <cstddef>
#include <string>
#include <vector>

namespace mind {

/// How many members a bounded report names.
inline constexpr std::size_t kMaxNamedInReport = 5;

/// `a, b, c, d, e and 7 more`: the first kMaxNamedInReport of `names`, joined,
/// then the count of the others. The names are used as given (sanitize first).
std::string bounded_list(const std::vector<std::string>& names);

/// The same, for a report that kept only its first few members of `total`.
std::string bounded_list(const std::vector<std::string>& first, std::size_t total);

}  // namespace mind

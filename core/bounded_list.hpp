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

/// How many lines a confirmation or refusal lists before it counts the rest.
inline constexpr std::size_t kMaxListedLines = 10;

/// "\n  a\n  b...": one indented line per name, all of them with `all` (the
/// user asked: `-v`, `--json`), else the first kMaxListedLines and a line
/// counting the others that says `how_to_list_all`. A prompt over 692 items
/// costs a dozen lines, not 696 (issue 35).
std::string listed_lines(const std::vector<std::string>& names, bool all,
                         const std::string& how_to_list_all = "-v lists them all");

}  // namespace mind

#pragma once
/// "Did you mean": the names closest to a mistyped one, by edit distance
/// (issue 20). Used for verbs and flags (cli/) and for item and source names
/// (install/). A name with a prefix (`plugin:name`) is compared by its whole
/// text and by its part after the last `:`, so `pfd` finds `document-skills:pdf`.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace mind {

/// Levenshtein distance over bytes (insert, delete, substitute; each costs 1),
/// plus a swap of two adjacent characters at cost 1 (Damerau's transposition).
std::size_t edit_distance(std::string_view a, std::string_view b);

/// Up to `limit` candidates close to `typed`, closest first (ties in the order
/// given); duplicates are listed once. Close means a distance of at most a third
/// of the longer text (at least 1, at most 3), or a name that the typed text
/// (three characters or more) begins, compared case-insensitively.
std::vector<std::string> closest_names(std::string_view typed,
                                       const std::vector<std::string>& candidates,
                                       std::size_t limit = 3);

/// "; did you mean 'a', 'b' or 'c'?" for a non-empty list, else empty.
std::string did_you_mean(const std::vector<std::string>& names);

}  // namespace mind

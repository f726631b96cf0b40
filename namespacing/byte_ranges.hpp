#pragma once
/// Byte ranges [begin, end) of a text, kept sorted and disjoint so that a
/// lookup is one binary search: the code spans, link syntax and token spans
/// that namespacing and review skip when they look for prose.

#include <cstddef>
#include <utility>
#include <vector>

namespace mind::namespacing {

using ByteRanges = std::vector<std::pair<std::size_t, std::size_t>>;

/// `ranges` sorted, with overlapping or touching ranges merged into one.
ByteRanges merged_ranges(ByteRanges ranges);

/// True when `offset` lies in one of `ranges` (sorted, disjoint).
bool in_ranges(const ByteRanges& ranges, std::size_t offset) noexcept;

}  // namespace mind::namespacing

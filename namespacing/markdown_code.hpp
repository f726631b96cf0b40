#pragma once
/// Where a markdown text holds code (NS-24's "code span or block"): fenced
/// blocks (a line opening with three or more backticks or tildes, to the next
/// fence line of the same character at least as long, or the end) and inline
/// code spans (a backtick run to the next run of the same length on the same
/// paragraph line). A small linear scan, not a CommonMark parser: indented code
/// blocks and spans across lines are not recognised, which can only hide a
/// misplaced-reference report, never invent one.

#include <cstddef>
#include <string_view>
#include <utility>
#include <vector>

#include "namespacing/byte_ranges.hpp"  // in_ranges, for the ranges below

namespace mind::namespacing {

/// Byte ranges [begin, end) of code, sorted and disjoint.
std::vector<std::pair<std::size_t, std::size_t>> markdown_code_ranges(std::string_view text);

/// Byte ranges of markdown syntax that is never prose (NS-52, NS-55): the code
/// ranges above, plus inline link destinations and titles (the `(...)` after
/// `](`, on its line) and autolinks (`<scheme:...>`), sorted and disjoint.
std::vector<std::pair<std::size_t, std::size_t>> markdown_syntax_ranges(std::string_view text);

}  // namespace mind::namespacing

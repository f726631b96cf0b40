#pragma once
/// Trimming of ASCII blanks (space, tab, CR, LF) around a value read from a
/// file mind parses (frontmatter lines, manifest names, ignore entries, item
/// refs). Not JavaScript's trim: the workflow meta reader has its own, wider
/// one (core/utf8.hpp, trim_js_whitespace).

#include <string_view>

namespace mind {

/// `text` without leading and trailing spaces, tabs, CRs and LFs.
std::string_view trim_ascii_blanks(std::string_view text) noexcept;

}  // namespace mind

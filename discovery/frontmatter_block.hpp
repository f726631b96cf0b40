#pragma once
/// Where a markdown file's frontmatter block lies, by Claude Code's own rule
/// (DSC-21): after an optional BOM (DSC-23) the text starts with `---`, then
/// blanks up to the last line break of that run, and the block runs to the
/// first `---` after it, even one inside a line. The block may be empty.

#include <optional>
#include <string_view>

namespace mind::discovery {

/// The YAML text between the fences, or nullopt when there is no block.
std::optional<std::string_view> frontmatter_block(std::string_view text);

}  // namespace mind::discovery

#include "discovery/frontmatter_block.hpp"

#include "core/utf8.hpp"

namespace mind::discovery {

// Claude Code matches /^---\s*\n([\s\S]*?)---\s*\n?/: the greedy `\s*\n`
// ends at the last line break of the blank run after the opening dashes, and
// the lazy body stops at the first `---` anywhere after it. A `---` inside a
// value therefore closes the block, as it does for Claude Code.
std::optional<std::string_view> frontmatter_block(std::string_view text) {
  if (text.starts_with("\xEF\xBB\xBF")) text.remove_prefix(3);  // DSC-23
  if (!text.starts_with("---")) return std::nullopt;
  std::size_t run_end = 3;
  while (run_end < text.size() && utf8::is_js_ascii_space(text[run_end])) ++run_end;
  const std::size_t last_break = text.substr(0, run_end).rfind('\n');
  if (last_break == std::string_view::npos || last_break < 3) return std::nullopt;
  const std::size_t start = last_break + 1;
  const std::size_t close = text.find("---", start);
  if (close == std::string_view::npos) return std::nullopt;
  return text.substr(start, close - start);
}

}  // namespace mind::discovery

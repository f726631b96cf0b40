#pragma once
/// The frontmatter reader for markdown items (DSC-20..23), read as Claude
/// Code reads it (docs/frontmatter.md): the block Claude Code's own pattern
/// finds (frontmatter_block), parsed as YAML by libyaml (frontmatter_yaml),
/// with Claude Code's retry for unquoted indicators and Windows line endings
/// (frontmatter_retry). Only the top level is kept. A pure function of the
/// bytes; never throws on content; anchors and deep nesting are refused.

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace mind::discovery {

struct Frontmatter {
  bool present = false;  // a `---` block was found (it may still not parse)
  // Top-level keys. Scalars as text (numbers and booleans as JavaScript
  // prints them); a null, a sequence or a mapping is "". A repeated key: the
  // last wins. std::less<>: get() looks a key up by its view, making no string.
  std::map<std::string, std::string, std::less<>> keys;
  // Top-level sequences: their scalar items (nested collections skipped).
  std::map<std::string, std::vector<std::string>, std::less<>> lists;
  // Why a present block gave no keys: "line N: what" (a YAML error, an
  // anchor, too deep). Claude Code loads such an item without its keys.
  std::optional<std::string> problem;
  std::uint32_t problem_line = 0;  // the problem's line in the file (1-based); 0: unknown
  // The problem is mind's refusal (an anchor, deep nesting), not a YAML error:
  // Claude Code reads such a block.
  bool refused = false;
  bool retried = false;  // it parsed only after Claude Code's retry

  std::optional<std::string> get(std::string_view key) const;
};

Frontmatter read_frontmatter(std::string_view text);

}  // namespace mind::discovery

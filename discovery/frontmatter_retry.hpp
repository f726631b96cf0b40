#pragma once
/// Claude Code's second reading of a frontmatter block that did not parse
/// (2.1.334). Values holding YAML indicators (`key: Use when: x`, `key: @a`)
/// are double-quoted and leading tabs become two spaces each; a block with
/// Windows line endings (and no lone CR) is tried again with LF endings,
/// accepted only when the quoting changed at most 8 lines and no quoted line
/// could have meant something else. See docs/frontmatter.md.

#include <optional>
#include <string>
#include <string_view>

#include "discovery/frontmatter_yaml.hpp"

namespace mind::discovery {

using YamlReader = YamlRead (*)(std::string_view);

/// `key: value` lines whose value holds an indicator, double-quoted.
std::string quote_lossy_values(std::string_view block);

/// The retry's reading; `lf_retried` is set when only the LF copy parsed.
/// nullopt: every attempt failed (the caller keeps the first error).
std::optional<YamlRead> retry_frontmatter(std::string_view block, YamlReader read,
                                          bool& lf_retried);

}  // namespace mind::discovery

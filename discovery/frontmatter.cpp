#include "discovery/frontmatter.hpp"

#include <algorithm>

#include "discovery/frontmatter_block.hpp"
#include "discovery/frontmatter_retry.hpp"
#include "discovery/frontmatter_yaml.hpp"

namespace mind::discovery {

std::optional<std::string> Frontmatter::get(std::string_view key) const {
  auto it = keys.find(key);
  if (it == keys.end()) return std::nullopt;
  return it->second;
}

Frontmatter read_frontmatter(std::string_view text) {
  Frontmatter fm;
  const std::optional<std::string_view> block = frontmatter_block(text);
  if (!block) return fm;
  fm.present = true;
  YamlRead read = read_yaml_top_level(*block);
  if (read.status == YamlRead::Status::syntax_error) {
    // Claude Code reads a block that fails once a second time (2.1.334).
    if (std::optional<YamlRead> again =
            retry_frontmatter(*block, &read_yaml_top_level, fm.retried)) {
      read = std::move(*again);
      fm.retried = true;
    }
  }
  if (read.status != YamlRead::Status::ok) {
    fm.problem = std::move(read.problem);
    fm.refused = read.status == YamlRead::Status::refused;
    if (read.line > 0) {  // the YAML's line N is the file's N + the lines above the block
      const auto above = std::count(text.data(), block->data(), '\n');
      fm.problem_line = read.line + static_cast<std::uint32_t>(above);
    }
    return fm;
  }
  fm.keys = std::move(read.top.keys);
  fm.lists = std::move(read.top.lists);
  return fm;
}

}  // namespace mind::discovery

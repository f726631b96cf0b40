#pragma once
/// The top level of one frontmatter block read by libyaml's event parser
/// (DSC-21, DSC-22). Only the root mapping's keys are kept: scalars as text
/// (frontmatter_scalar), sequences of scalars as lists; nested mappings are
/// read past. Hostile text is bounded: the caller caps its size, nesting
/// deeper than kMaxFrontmatterDepth is refused, and so is any anchor, so no
/// alias is ever expanded (no "billion laughs"). Never throws on content.

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace mind::discovery {

inline constexpr std::size_t kMaxFrontmatterDepth = 64;

struct FrontmatterTop {
  // A null value is "", a sequence or a mapping too: the key is present.
  std::map<std::string, std::string, std::less<>> keys;
  std::map<std::string, std::vector<std::string>, std::less<>> lists;
};

struct YamlRead {
  enum class Status { ok, syntax_error, refused };
  Status status = Status::ok;
  std::string problem;     // for syntax_error and refused: "line N: what"
  std::uint32_t line = 0;  // that N, 1-based in the YAML text; 0: none
  FrontmatterTop top;
};

YamlRead read_yaml_top_level(std::string_view yaml);

}  // namespace mind::discovery

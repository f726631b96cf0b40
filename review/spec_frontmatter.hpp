#pragma once
/// A SKILL.md's frontmatter read as the Agent Skills reference validator
/// (`skills-ref`, agentskills/agentskills) reads it, for the `spec-*`
/// advisories (review_spec.hpp): the file must start with `---`; the block
/// runs to the next `---` anywhere in the text (the reference splits on it, so
/// a `---` inside a value ends the block there); line endings are read as
/// Python's text mode reads them. The block is strict YAML as strictyaml
/// accepts it: no flow collections (`[a]`, `{a: b}`), anchors, aliases, tags
/// or repeated keys, and every scalar is text exactly as written (`1`, `yes`,
/// `null` and `~` stay text). libyaml parses it; nesting is bounded.
/// A pure function of the bytes; never throws on content.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace mind::review {

struct SpecValue {
  enum class Type { text, sequence, mapping };
  Type type = Type::text;
  std::string text;        // a scalar's value, as written (empty for a collection)
  std::uint32_t line = 0;  // 1-based line of its key in the file
  bool operator==(const SpecValue&) const = default;
};

struct SpecFrontmatter {
  /// Why the reference cannot read the block (it fails the skill with this),
  /// or nullopt when it read a mapping.
  std::optional<std::string> problem;
  std::uint32_t problem_line = 0;  // 1-based; 0 when unknown
  /// The closing `---` the reference splits on is not at a line start: it is
  /// inside a value on this line (0: it is not).
  std::uint32_t split_inside_line = 0;
  std::vector<std::pair<std::string, SpecValue>> keys;  // top level, in order

  const SpecValue* get(std::string_view key) const;
};

/// Deeper nesting than this is refused (strictyaml has no bound; mind does).
inline constexpr std::size_t kMaxSpecDepth = 64;

SpecFrontmatter read_spec_frontmatter(std::string_view text);

}  // namespace mind::review

#pragma once
/// The Agent Skills specification's rules (agentskills.io/specification) for
/// one skill, as its reference validator `skills-ref` checks them
/// (skills_ref/validator.py), each under its own closed tag:
///
/// - `spec-frontmatter`: the reference cannot read the frontmatter (no `---`
///   start or end, not strict YAML, not a mapping: spec_frontmatter.hpp);
/// - `spec-frontmatter-key`: a top-level key outside `name`, `description`,
///   `license`, `compatibility`, `metadata`, `allowed-tools`;
/// - `spec-name`: missing, empty or not text; over 64 characters; not
///   lowercase; a leading or trailing hyphen; `--`; a character other than a
///   letter, a digit or `-`; not equal to the skill's folder name;
/// - `spec-description`: missing, empty or not text; over 1024 characters;
/// - `spec-compatibility`: not text; over 500 characters.
///
/// Characters are code points, as Python counts them. Letters and case beyond
/// ASCII are the C library's (C.UTF-8); the reference's NFKC normalization
/// of the name is not applied (docs/spec-conformance.md).

#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "review/spec_frontmatter.hpp"

namespace mind::review {

inline constexpr std::string_view kSpecFrontmatter = "spec-frontmatter";
inline constexpr std::string_view kSpecKey = "spec-frontmatter-key";
inline constexpr std::string_view kSpecName = "spec-name";
inline constexpr std::string_view kSpecDescription = "spec-description";
inline constexpr std::string_view kSpecCompatibility = "spec-compatibility";
inline constexpr std::array<std::string_view, 5> kSpecTags = {kSpecFrontmatter, kSpecKey, kSpecName,
                                                              kSpecDescription, kSpecCompatibility};

inline constexpr std::size_t kMaxSpecName = 64;
inline constexpr std::size_t kMaxSpecDescription = 1024;
inline constexpr std::size_t kMaxSpecCompatibility = 500;
inline constexpr std::array<std::string_view, 6> kSpecKeys = {
    "name", "description", "license", "allowed-tools", "metadata", "compatibility"};

struct SpecViolation {
  std::string_view tag;    // one of kSpecTags
  std::string what;        // what is wrong, and the remedy; no Claude note
  std::uint32_t line = 0;  // 1-based, 0 when unknown
  bool operator==(const SpecViolation&) const = default;
};

/// Every rule `fm` breaks for a skill in the folder `folder`, at most one
/// violation per tag (its problems joined), in kSpecTags order.
std::vector<SpecViolation> spec_violations(const SpecFrontmatter& fm, std::string_view folder);

/// Why `name` breaks the name rules (empty when it keeps them), the folder aside.
std::vector<std::string> spec_name_problems(std::string_view name);

/// A name the rules accept, made from `name` (lowercased, other characters
/// as `-`, hyphens collapsed and trimmed, cut to 64); empty if nothing is left.
std::string spec_name_suggestion(std::string_view name);

}  // namespace mind::review

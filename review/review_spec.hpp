#pragma once
/// The Agent Skills conformance advisories of `review` (issue 49): each skill
/// directory's SKILL.md read as the spec's reference validator reads it
/// (spec_frontmatter.hpp) and checked against its rules (spec_rules.hpp), one
/// finding per skill and broken rule, with a Claude-compatibility note where
/// Claude Code 2.1.335 loads what the spec refuses (measured with
/// tests/tools/claude-home-loads; docs/spec-conformance.md).
///
/// Bounded per rule: the first kMaxNamedInReport skills that break a rule are
/// listed, the rest counted in one summary finding naming a few, unless the
/// caller asks for every one (`-v`, `--json`, SARIF).

#include <cstddef>
#include <vector>

#include "review/finding.hpp"
#include "review/review_scope.hpp"

namespace mind::review {

void check_skill_spec(const ReviewScope& scope, bool list_each, std::vector<Finding>& out);

}  // namespace mind::review

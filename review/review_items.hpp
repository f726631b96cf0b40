#pragma once
/// The item- and source-level findings of `review` that need no token pass:
///
/// - `missing-description` for a non-workflow item with none (CLI-131, WF-54);
/// - `command-content` for a command with `allowed-tools` frontmatter or a
///   `` !` `` bash directive (CLI-237), read with the metadata cap; an over-cap
///   command file is the hard `metadata-too-large`;
/// - `install-hook` / `item-hook` disclosure, each saying required or optional
///   and its event (CLI-238), and `deprecated-field` for `[source].install`;
/// - `agent-name-collision` (beyond the reference's tags, NS-41): two agents of
///   the source with one harness name, which share one link; once per name;
/// - `forged-namespace`: no prefix in effect but a bare name holds `:`;
/// - `custom-link`: an `[[items]]` entry overriding its link target;
/// - `bad-reference` for a `requires:` entry no sibling satisfies (hard);
/// - `bad-expand` (CLI-226): an `expand:` entry that is unsafe or names a file
///   the item does not ship (hard).

#include <vector>

#include "review/finding.hpp"
#include "review/review_scope.hpp"

namespace mind::review {

/// Hook, deprecated-field and agent-collision findings about the source as a whole.
void check_source_level(const ReviewScope& scope, std::vector<Finding>& out);

/// Every finding above about item `index`.
void check_item(const ReviewScope& scope, std::size_t index, std::vector<Finding>& out);

/// A hook command as shown in a finding: sanitized, one line, at most this many code points.
inline constexpr std::size_t kMaxShownCommand = 200;

}  // namespace mind::review

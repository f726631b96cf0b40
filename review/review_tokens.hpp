#pragma once
/// The token checks `review` runs on one text file of an item (CLI-131, CLI-132,
/// CLI-135, CLI-192, CLI-223, WF-27):
///
/// - `bad-reference`: a token that does not resolve against the source's
///   siblings. Hard in a file install expands (markdown, a workflow's own file,
///   an `expand:`-listed file: NS-53, WF-25), where it would fail the install;
///   advisory elsewhere, where it is dead text. Every bad token is reported,
///   up to kMaxTokenFindingsPerFile per file, then one finding counting the rest.
/// - `inert-token`: any `{{...}}` (or `<<ns:...>>`) in a file that never
///   expands, once per file, naming a bounded list of them; never for a
///   workflow (WF-27) and never repeating a span `bad-reference` reported.
/// - `ns-tool-reference`: `{{ns:name}}` whose only matching siblings are tools.
/// - `misplaced-reference` (CLI-139, NS-24): a name token in a markdown file's
///   frontmatter `name:` field (hard); in code, next to a path separator, or in
///   a non-markdown file (advisory, once per file); never in a workflow.

#include <cstddef>
#include <vector>

#include "install/item_files.hpp"
#include "review/finding.hpp"
#include "review/review_scope.hpp"

namespace mind::review {

inline constexpr std::size_t kMaxTokenFindingsPerFile = 20;
inline constexpr std::size_t kMaxListedTokens = 5;

void check_file_tokens(const ReviewScope& scope, TokenResolver& resolver, std::size_t item,
                       const install::ItemFile& file, std::vector<Finding>& out);

}  // namespace mind::review

#pragma once
/// The prose checks `review` runs on one text file of an item, whatever its
/// extension (WF-28):
///
/// - `unguarded-reference` (NS-20..23, CLI-131): sibling names written as bare
///   words while a prefix is in effect, where they name nothing once installed.
///   One finding per file, naming a bounded list; nothing when no prefix.
/// - `hardcoded-path` (CLI-136, CLI-145, CLI-146): a literal install path, with
///   the case that applies (own directory, a tool, another item) and the token
///   to write when the mapping is certain; at most kMaxListedTokens per file.
/// - `bare-tool-reference` (CLI-137): a sibling tool named as a bare word,
///   whatever the prefix; one finding per file.
/// - the risky-content classes (beyond the reference, review/risky_content.hpp):
///   `remote-code`, `reverse-shell`, `credential-access`, `destructive-command`,
///   `settings-write`, `prompt-injection`, `concealment`, `invisible-text`; one
///   finding per class per file, naming the first five lines with the matched
///   text and counting the rest.

#include <cstddef>
#include <vector>

#include "install/item_files.hpp"
#include "review/finding.hpp"
#include "review/review_scope.hpp"

namespace mind::review {

void check_file_prose(const ReviewScope& scope, std::size_t item, const install::ItemFile& file,
                      std::vector<Finding>& out);

}  // namespace mind::review

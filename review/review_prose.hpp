#pragma once
/// The prose checks `review` runs on one text file of an item, whatever its
/// extension (WF-28):
///
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
#include <string>
#include <vector>

#include "install/item_files.hpp"
#include "namespacing/unguarded_references.hpp"
#include "review/finding.hpp"
#include "review/review_scope.hpp"

namespace mind::review {

void check_file_prose(const ReviewScope& scope, std::size_t item, const install::ItemFile& file,
                      std::vector<Finding>& out);

/// `unguarded-reference` (NS-20..23, CLI-131): the item's own plugin's sibling
/// names written as references but bare while a prefix is in effect, where they
/// name nothing once installed (namespacing/unguarded_references says what
/// counts as written as a reference). Once per offending item, as NS-20 and
/// `learn --verbose` say it: a bounded list of names, placed at the first
/// mention; nothing when no prefix. Feed it every file of an item, then report.
class UnguardedReferences {
 public:
  void add(const ReviewScope& scope, std::size_t item, const install::ItemFile& file);
  /// The item's one finding, if any; then ready for the next item.
  void report(const ReviewScope& scope, std::size_t item, std::vector<Finding>& out);

 private:
  std::vector<namespacing::UnguardedReference> refs_;
  std::string first_file_;
  std::size_t first_line_ = 0;
  std::size_t files_ = 0;
};

}  // namespace mind::review

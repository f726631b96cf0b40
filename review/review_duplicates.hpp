#pragma once
/// `duplicate-tooling` (CLI-144): a non-markdown, non-empty file that is
/// byte-identical in two or more items of the source. Collected while the files
/// are walked (XXH3-128 of each file's bytes), reported once per set of items
/// that share contents, with a bounded list of the files and of the items. Both sharing the file as
/// a tool and keeping the copies are fine; the finding only says the choice exists.
///
/// Only files read as text are compared (a binary file has no bytes in hand),
/// and a single-file item's own file is the item, not a copy of tooling.

#include <array>
#include <cstddef>
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "install/item_files.hpp"
#include "review/finding.hpp"
#include "review/review_scope.hpp"

namespace mind::review {

class DuplicateFiles {
 public:
  void add(const ReviewScope& scope, std::size_t item, const install::ItemFile& file);
  /// One finding per set of two or more items sharing contents, ordered by path.
  void report(const ReviewScope& scope, std::vector<Finding>& out) const;

 private:
  struct Copy {
    std::size_t item;
    std::string source_path;
  };
  std::map<std::array<std::uint64_t, 2>, std::vector<Copy>> by_hash_;
};

}  // namespace mind::review

#pragma once
/// `install-refused` (hard, issue 43): each refusal the install's staging
/// would make of an item's tree, found by the same rule
/// (install/item_tree_check.hpp) and told with the same reason and hint: a
/// link that leads out of the item, is absolute, dangles or loops; an entry
/// that is not a file, folder or link; a tree too deep to list. At most
/// kMaxTreeRefusals per item, then one line counting the rest.

#include <cstddef>
#include <vector>

#include "review/finding.hpp"
#include "review/review_scope.hpp"

namespace mind::review {

inline constexpr std::size_t kMaxTreeRefusals = 5;

void check_item_tree(const ReviewScope& scope, std::size_t index, std::vector<Finding>& out);

}  // namespace mind::review

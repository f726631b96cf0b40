#include "review/review_tree.hpp"

#include "install/item_tree_check.hpp"

namespace mind::review {

void check_item_tree(const ReviewScope& scope, std::size_t index, std::vector<Finding>& out) {
  const discovery::CatalogItem& item = scope.catalog.items[index];
  const std::vector<install::TreeRefusal> refused = install::item_refusals(item);
  const std::string& base = item.relative_path;
  for (std::size_t k = 0; k < refused.size() && k < kMaxTreeRefusals; ++k) {
    const install::TreeRefusal& r = refused[k];
    const std::string file = r.rel.empty() ? base : base == "." ? r.rel : base + "/" + r.rel;
    out.push_back(make_finding(
        Severity::hard, "install-refused",
        scope.label(index) + ": install refuses '" + file + "': " + r.reason + "; " + r.hint,
        file));
  }
  if (refused.size() > kMaxTreeRefusals) {
    out.push_back(make_finding(Severity::hard, "install-refused",
                               scope.label(index) + ": and " +
                                   std::to_string(refused.size() - kMaxTreeRefusals) +
                                   " more entries install refuses",
                               base));
  }
}

}  // namespace mind::review

#include "review/review_duplicates.hpp"

#include <xxhash.h>

#include <algorithm>

#include "core/bounded_list.hpp"
#include "core/sanitize.hpp"
#include "namespacing/expansion_gate.hpp"
#include "review/review_tokens.hpp"

namespace mind::review {

void DuplicateFiles::add(const ReviewScope& scope, std::size_t item,
                         const install::ItemFile& file) {
  if (!file.text || file.text->empty()) return;
  if (namespacing::has_markdown_extension(file.item_path)) return;
  if (file.source_path == scope.catalog.items[item].relative_path) return;  // the item itself
  const XXH128_hash_t h = XXH3_128bits(file.text->data(), file.text->size());
  by_hash_[{h.high64, h.low64}].push_back({item, file.source_path});
}

namespace {

std::string item_list(const ReviewScope& scope, const std::vector<std::size_t>& items) {
  std::vector<std::string> labels;
  for (std::size_t i = 0; i < items.size() && i < kMaxNamedInReport; ++i)
    labels.push_back(scope.label(items[i]));
  return bounded_list(labels, items.size());
}

}  // namespace

// One finding per set of items that share contents (bounded per defect): the
// office scripts three skills each ship are one report naming five of the files
// and counting the rest, not one per file.
void DuplicateFiles::report(const ReviewScope& scope, std::vector<Finding>& out) const {
  std::map<std::vector<std::size_t>, std::vector<std::string>> by_items;  // first paths, sorted
  for (const auto& [hash, copies] : by_hash_) {
    std::vector<std::size_t> items;
    for (const Copy& c : copies) {
      if (std::find(items.begin(), items.end(), c.item) == items.end()) items.push_back(c.item);
    }
    if (items.size() < 2) continue;
    std::sort(items.begin(), items.end());
    by_items[items].push_back(copies.front().source_path);
  }
  std::vector<std::pair<std::string, Finding>> found;  // sorted by first path, for a stable order
  for (auto& [items, paths] : by_items) {
    std::sort(paths.begin(), paths.end());
    const std::string shared = "ships in " + std::to_string(items.size()) + " items (" +
                               item_list(scope, items) + "); sharing ";
    std::string message;
    if (paths.size() == 1) {
      message = "the same file " + shared +
                "it as a tool ({{tools:NAME}}) and keeping the copies "
                "are both fine";
    } else {
      std::vector<std::string> shown;
      for (std::size_t i = 0; i < paths.size() && i < kMaxNamedInReport; ++i)
        shown.push_back(shown_name(paths[i]));
      message = "the same " + std::to_string(paths.size()) + " files (" +
                bounded_list(shown, paths.size()) + ") each " + shared +
                "them as a tool ({{tools:NAME}}) and keeping the copies are both fine";
    }
    found.emplace_back(paths.front(), make_finding(Severity::advisory, "duplicate-tooling", message,
                                                   paths.front()));
  }
  std::sort(found.begin(), found.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& [path, finding] : found) out.push_back(std::move(finding));
}

}  // namespace mind::review

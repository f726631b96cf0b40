#include "review/review_duplicates.hpp"

#include <xxhash.h>

#include <algorithm>

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

void DuplicateFiles::report(const ReviewScope& scope, std::vector<Finding>& out) const {
  std::vector<std::pair<std::string, Finding>> found;  // sorted by first path, for a stable order
  for (const auto& [hash, copies] : by_hash_) {
    std::vector<std::size_t> items;
    for (const Copy& c : copies) {
      if (std::find(items.begin(), items.end(), c.item) == items.end()) items.push_back(c.item);
    }
    if (items.size() < 2) continue;
    std::string list;
    for (std::size_t i = 0; i < items.size() && i < kMaxListedTokens; ++i) {
      list += (list.empty() ? "" : ", ") + scope.label(items[i]);
    }
    if (items.size() > kMaxListedTokens)
      list += " and " + std::to_string(items.size() - kMaxListedTokens) + " more";
    found.emplace_back(
        copies.front().source_path,
        make_finding(Severity::advisory, "duplicate-tooling",
                     "the same file ships in " + std::to_string(items.size()) + " items (" + list +
                         "); sharing it as a tool ({{tools:NAME}}) and keeping the copies are "
                         "both fine",
                     copies.front().source_path));
  }
  std::sort(found.begin(), found.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  for (auto& [path, finding] : found) out.push_back(std::move(finding));
}

}  // namespace mind::review

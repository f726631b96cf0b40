#include "reporting/review_unshipped.hpp"

#include "install/sibling_set.hpp"
#include "store/git.hpp"

namespace mind::reporting {
namespace fs = std::filesystem;
namespace {

bool regular_file(const fs::path& path) {
  std::error_code ec;
  return fs::is_regular_file(fs::symlink_status(path, ec));
}

}  // namespace

void check_unshipped(const ReviewScope& scope, const fs::path& root, std::vector<Finding>& out) {
  std::vector<fs::path> candidates;
  for (const discovery::CatalogItem& item : scope.catalog.items) {
    if (item.kind != discovery::Kind::tool || (item.build && !item.build->empty())) continue;
    if (auto bin = install::resolve_tool_bin(item); bin && regular_file(item.path / *bin))
      candidates.push_back(item.path / *bin);
    if (regular_file(item.path / "TOOL.md")) candidates.push_back(item.path / "TOOL.md");
  }
  if (scope.catalog.origin == discovery::CatalogOrigin::mind_toml &&
      regular_file(root / "mind.toml"))
    candidates.push_back(root / "mind.toml");  // CLI-193: authoritative only
  if (candidates.empty()) return;
  const auto untracked = store::untracked_files(root, candidates);
  if (!untracked) return;  // not a git working tree: nothing to say
  for (const fs::path& path : *untracked) {
    const std::string rel = path.lexically_relative(root).generic_string();
    out.push_back(make_finding(Severity::advisory, "unshipped-tooling",
                               "exists here but git does not track it, so a clone of the source "
                               "will not have it; commit it (or drop it from .gitignore)",
                               rel));
  }
}

}  // namespace mind::reporting

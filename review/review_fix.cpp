#include "review/review_fix.hpp"

#include "core/sanitize.hpp"
#include "install/item_files.hpp"
#include "namespacing/expansion_gate.hpp"
#include "namespacing/unguarded_references.hpp"
#include "review/frontmatter_safe_guard.hpp"
#include "review/review_scope.hpp"
#include "store/atomic_file.hpp"

namespace mind::review {
namespace fs = std::filesystem;

std::size_t FixReport::rewrites() const {
  std::size_t n = 0;
  for (const RewrittenFile& f : rewritten) n += f.rewrites;
  return n;
}

FixReport fix_source(const fs::path& root, const discovery::ScanOptions& scan,
                     const std::optional<std::string>& namespace_flag) {
  const discovery::Catalog catalog = discovery::scan_source(root, scan);
  const ReviewScope scope(catalog, scan.metadata_cap, namespace_flag);
  FixReport report;
  for (std::size_t i = 0; i < catalog.items.size(); ++i) {
    const discovery::CatalogItem& item = catalog.items[i];
    install::for_each_item_file(item, scope.cap, [&](const install::ItemFile& file) {
      if (!file.text) return;
      const auto candidates = scope.siblings_mentioned(*file.text, i);
      if (candidates.empty()) return;
      // Issue 49: never at the cost of a frontmatter block that reads.
      namespacing::GuardedText guarded =
          guard_keeping_frontmatter(*file.text, candidates, item.bare_name);
      if (guarded.rewrites == 0) return;
      RewrittenFile entry{sanitize_display(file.source_path), guarded.rewrites};
      if (!namespacing::has_markdown_extension(file.item_path)) {  // NS-54, WF-27
        report.left.push_back(std::move(entry));
        return;
      }
      const fs::path target = root / file.source_path;
      std::error_code ec;
      const fs::perms mode = fs::symlink_status(target, ec).permissions();
      if (ec || fs::is_symlink(fs::symlink_status(target, ec))) return;  // never through a link
      store::write_file_atomically(target, guarded.text);
      fs::permissions(target, mode, ec);
      report.rewritten.push_back(std::move(entry));
    });
  }
  return report;
}

}  // namespace mind::review

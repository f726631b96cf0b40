#pragma once
/// `review --fix` (NS-54, WF-27): rewrites each bare sibling mention that
/// review reports as `unguarded-reference` into a `{{ns:NAME}}` token, in the
/// source's MARKDOWN files only (the extension test). A workflow `.js` expands
/// too, but a word-matching rewrite could corrupt code, so it and every other
/// non-markdown file is only reported, never changed. A rewrite that would
/// break a frontmatter block (a value starting `{{`, a changed `name:`) keeps
/// the block as written and rewrites the body only (frontmatter_safe_guard,
/// issue 49). The rewrite is its own
/// fixed point: a second run finds nothing left to wrap.

#include <cstddef>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "discovery/scan.hpp"

namespace mind::review {

struct RewrittenFile {
  std::string path;  // source-relative, sanitized
  std::size_t rewrites = 0;
};

struct FixReport {
  std::vector<RewrittenFile> rewritten;
  /// Non-markdown files with bare mentions: reported, left as they are (NS-54).
  std::vector<RewrittenFile> left;
  std::size_t rewrites() const;
};

/// Rewrites the markdown files of the source at `root` (a local directory the
/// user named: the caller refuses a clone or a melded source's checkout).
/// Each file is replaced atomically, keeping its mode; nothing else is written.
/// Throws what the scan throws.
FixReport fix_source(const std::filesystem::path& root, const discovery::ScanOptions& scan,
                     const std::optional<std::string>& namespace_flag);

}  // namespace mind::review

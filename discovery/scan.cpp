#include "discovery/scan.hpp"

#include <algorithm>
#include <system_error>

#include "core/error.hpp"
#include "discovery/frontmatter.hpp"
#include "discovery/name_safety.hpp"
#include "discovery/sanitize.hpp"
#include "discovery/workflow_file.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;
namespace {

bool is_real_directory(const fs::path& p) {
  std::error_code ec;
  return fs::symlink_status(p, ec).type() == fs::file_type::directory;
}

bool is_real_file(const fs::path& p) {
  std::error_code ec;
  return fs::symlink_status(p, ec).type() == fs::file_type::regular;
}

std::optional<std::string> clean_description(std::optional<std::string> raw) {
  if (!raw) return std::nullopt;
  std::string text = sanitize_display(*raw);
  if (text.empty()) return std::nullopt;
  return text;
}

class Scanner {
 public:
  Scanner(const fs::path& root, const ScanOptions& options) : root_(root), options_(options) {}

  Catalog run() {
    for (Kind kind : kAllKinds) scan_container(kind);
    std::sort(catalog_.items.begin(), catalog_.items.end(), [](const auto& a, const auto& b) {
      return std::tie(a.kind, a.bare_name) < std::tie(b.kind, b.bare_name);
    });
    return std::move(catalog_);
  }

 private:
  void scan_container(Kind kind) {
    const KindTraits& t = traits(kind);
    const fs::path container = root_ / t.container;
    if (!is_real_directory(container)) return;  // DSC-13, DSC-108
    std::error_code ec;
    std::vector<fs::directory_entry> entries;
    for (fs::directory_iterator it(container, ec), end; !ec && it != end; it.increment(ec)) {
      entries.push_back(*it);
    }
    if (ec) {
      warn("cannot list '" + sanitize_display(container.string()) + "': " + ec.message());
    }
    for (const auto& entry : entries) {
      if (t.shape == Shape::directory) {
        consider_directory(t, entry.path());
      } else {
        consider_file(t, entry.path());
      }
    }
  }

  void consider_directory(const KindTraits& t, const fs::path& dir) {
    if (!is_real_directory(dir)) return;
    if (!t.anchor.empty() && !is_real_file(dir / t.anchor)) return;  // DSC-10
    CatalogItem item = base_item(t.kind, dir, dir.filename().string());
    if (item.bare_name.empty()) return;
    const fs::path metadata = t.kind == Kind::tool ? dir / "TOOL.md" : dir / t.anchor;
    if (is_real_file(metadata)) read_markdown_metadata(item, metadata);
    catalog_.items.push_back(std::move(item));
  }

  void consider_file(const KindTraits& t, const fs::path& file) {
    const std::string filename = file.filename().string();
    if (filename.size() <= t.extension.size() || !filename.ends_with(t.extension)) return;
    if (!is_real_file(file)) return;  // DSC-108: a symlink is never an item
    CatalogItem item =
        base_item(t.kind, file, filename.substr(0, filename.size() - t.extension.size()));
    if (item.bare_name.empty()) return;
    std::error_code ec;
    item.size_bytes = fs::file_size(file, ec);
    if (t.kind == Kind::workflow) {
      read_workflow(item);
    } else {
      read_markdown_metadata(item, file);
    }
    catalog_.items.push_back(std::move(item));
  }

  // Returns an item with an empty name when the name is unusable (skipped, DSC-96).
  CatalogItem base_item(Kind kind, const fs::path& path, std::string name) {
    CatalogItem item;
    item.kind = kind;
    item.path = path;
    item.relative_path = fs::relative(path, root_).generic_string();
    if (auto why = unsafe_name_reason(name)) {
      warn("skipping " + std::string(kind_word(kind)) + " '" + sanitize_display(name) +
           "' in '" + sanitize_display(root_.string()) + "': its name is unsafe because " + *why);
      return item;
    }
    item.bare_name = std::move(name);
    return item;
  }

  void read_markdown_metadata(CatalogItem& item, const fs::path& file) {
    const Frontmatter fm = read_frontmatter(read_metadata_file(file, options_.metadata_cap));
    item.description = clean_description(fm.get("description"));
    if (item.kind == Kind::agent) item.agent_name = fm.get("name");
  }

  // WF-5, WF-55: a workflow's metadata is its code; an over-cap file is unread,
  // not an error, and only as much of it is read as the reader needs.
  void read_workflow(CatalogItem& item) {
    WorkflowMeta meta = read_workflow_file(item.path, item.size_bytes, options_.metadata_cap).meta;
    item.description = clean_description(meta.description);
    item.workflow = std::move(meta);
  }

  void warn(std::string message) { catalog_.warnings.push_back(std::move(message)); }

  fs::path root_;
  ScanOptions options_;
  Catalog catalog_;
};

}  // namespace

std::optional<std::string> CatalogItem::when_to_use() const {
  if (!workflow) return std::nullopt;
  return clean_description(workflow->when_to_use);
}

Catalog scan_source(const fs::path& root, const ScanOptions& options) {
  if (!is_real_directory(root)) {
    throw Error("not-a-directory",
                "source directory '" + sanitize_display(root.string()) + "' does not exist");
  }
  return Scanner(root, options).run();
}

}  // namespace mind::discovery

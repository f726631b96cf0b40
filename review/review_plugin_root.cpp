#include "review/review_plugin_root.hpp"

#include <filesystem>

#include "namespacing/expansion_gate.hpp"
#include "namespacing/plugin_root_text.hpp"

namespace mind::review {
namespace fs = std::filesystem;
namespace {

enum class Held { yes, no, unknown };

// Whether the plugin folder holds `rel`, asked component by component with
// no symlink followed: a path through a link is not judged (the copy keeps
// the link only when it resolves inside the plugin).
Held plugin_holds(const fs::path& plugin_dir, const std::string& rel) {
  const fs::path normal = fs::path(rel).lexically_normal();
  if (normal.empty() || *normal.begin() == "..") return Held::no;
  fs::path at = plugin_dir;
  for (const fs::path& part : normal) {
    if (part == "." || part.empty()) continue;
    at /= part;
    std::error_code ec;
    const fs::file_type type = fs::symlink_status(at, ec).type();
    if (type == fs::file_type::not_found) return Held::no;
    if (type == fs::file_type::symlink) return Held::unknown;
    if (ec) return Held::unknown;
  }
  return Held::yes;
}

}  // namespace

void check_file_plugin_root(const ReviewScope& scope, std::size_t index,
                            const install::ItemFile& file, std::vector<Finding>& out) {
  const discovery::CatalogItem& item = scope.catalog.items[index];
  if (!file.text || !namespacing::mentions_plugin_root(*file.text)) return;
  if (namespacing::admit_file(item.kind, file.item_path, item.expand) ==
      namespacing::Admission::copied) {
    return;  // not expanded at install: a script reads its own environment
  }
  if (!item.plugin || item.plugin_dir.empty()) {
    out.push_back(make_finding(
        Severity::advisory, "plugin-root-outside-plugin",
        scope.label(index) + " names ${CLAUDE_PLUGIN_ROOT} but is not part of a plugin: it is "
                             "installed as written and the variable names nothing; refer to "
                             "files of the item itself ({{path:kind:name}})",
        file.source_path));
    return;
  }
  std::size_t reported = 0, more = 0;
  for (const namespacing::PluginRootPath& p : namespacing::plugin_root_paths(*file.text)) {
    if (plugin_holds(item.plugin_dir, p.path) != Held::no) continue;
    if (reported == kMaxPluginPathFindingsPerFile) {
      ++more;
      continue;
    }
    ++reported;
    out.push_back(make_finding(Severity::advisory, "missing-plugin-path",
                               scope.label(index) + " names ${CLAUDE_PLUGIN_ROOT}/" + p.path +
                                   ", which plugin '" + *item.plugin +
                                   "' does not hold: it names nothing once installed; add the "
                                   "file to the plugin or correct the path",
                               file.source_path, static_cast<std::uint32_t>(p.line)));
  }
  if (more > 0) {
    out.push_back(make_finding(Severity::advisory, "missing-plugin-path",
                               std::to_string(more) + " more paths under ${CLAUDE_PLUGIN_ROOT} " +
                                   "that plugin '" + *item.plugin + "' does not hold",
                               file.source_path));
  }
}

}  // namespace mind::review

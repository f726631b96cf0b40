#include "discovery/declared_scan.hpp"

#include <set>
#include <system_error>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/file_item_name.hpp"
#include "discovery/glob.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;
namespace {

[[noreturn]] void refuse(const DeclaredItem& item, const std::string& why,
                         const std::string& remedy) {
  throw Error(ErrorKind::mind_toml,
              "mind.toml:" + std::to_string(item.line) + ": " + std::string(kind_word(item.kind)) +
                  " " + in_quotes(item.name) + " path " + in_quotes(item.path) + " " + why,
              {remedy});
}

CatalogItem declared_item(ItemBuilder& b, const MindToml& toml, const DeclaredItem& decl) {
  const fs::path normal = fs::path(decl.path).lexically_normal();
  const bool is_root = normal.empty() || normal == "." || normal == "./";
  const fs::path full = is_root ? b.root() : b.root() / normal;
  // DSC-108 scope: a declared symlink is not refused here (install refuses it,
  // LIFE-42), but nothing is read through it.
  const bool through_symlink = !is_root && has_symlink_component(b.root(), normal.generic_string());
  if (!through_symlink) {
    std::error_code ec;
    const fs::file_type type = fs::symlink_status(full, ec).type();
    const bool dir_kind = traits(decl.kind).shape == Shape::directory;
    if (type == fs::file_type::not_found || type == fs::file_type::none) {
      refuse(decl, "does not exist in the source", "fix the path or remove the [[items]] entry");
    }
    if (decl.kind == Kind::workflow && type == fs::file_type::directory) {  // DSC-109
      refuse(decl, "names a directory, but a workflow is exactly one .js file",
             "point path at the workflow's .js file");
    }
    if (!dir_kind && type != fs::file_type::regular) {
      refuse(decl, "must name a file", "point path at the item's file");
    }
    if (dir_kind && type != fs::file_type::directory) {
      refuse(decl, "must name a directory", "point path at the item's directory");
    }
  }
  // HOOK-132: an entry declaring hooks is the one site; the folder's mind.toml is not read.
  CatalogItem item = b.make(decl.kind, full, decl.name, !through_symlink, decl.hooks.empty());
  item.declared = true;
  if (auto d = sanitized_nonblank(decl.description)) {  // DSC-32, DSC-94
    item.description = d;
    item.description_from_body = false;
  }
  item.link = decl.link;
  if (decl.bin) item.bin = decl.bin;  // TOOL-5: [[items]].bin > TOOL.md bin
  if (decl.build) item.build = decl.build;
  if (!decl.hooks.empty()) {  // HOOK-132: the entry is the one site, never merged
    item.hooks = decl.hooks;
    item.hooks_from = "mind.toml";
  }
  item.ignore = decl.ignore ? *decl.ignore : toml.ignore;  // IGN-1: replaces, never merges
  return item;
}

// DSC-81: a match that resolves outside the clone is refused, not dropped.
void check_confined(ItemBuilder& b, std::string_view pattern, const std::string& rel) {
  std::error_code ec;
  const fs::path root = fs::weakly_canonical(b.root(), ec);
  const fs::path target = fs::weakly_canonical(b.root() / rel, ec);
  if (ec) return;  // a dangling link points nowhere: dropped like any symlink
  const fs::path inside = target.lexically_relative(root);
  if (inside.empty() || *inside.begin() == "..") {
    throw Error(ErrorKind::mind_toml,
                "mind.toml: [discover] glob " + in_quotes(pattern) + " matches " + in_quotes(rel) +
                    ", which resolves outside the source",
                {"remove the symlink from the source or narrow the glob"});
  }
}

std::optional<CatalogItem> glob_item(ItemBuilder& b, Kind kind, const std::string& rel) {
  const fs::path full = b.root() / rel;
  const std::string file = fs::path(rel).filename().string();
  switch (kind) {
    case Kind::skill: {  // DSC-83: the item is the parent of the matched SKILL.md
      if (file != "SKILL.md" || !is_real_file(full)) return std::nullopt;
      const fs::path dir = full.parent_path();
      std::string name = dir.filename().string();
      if (!b.usable_scanned_name(kind, name, dir)) return std::nullopt;
      return b.make(kind, dir, std::move(name));
    }
    case Kind::tool: {  // TOOL-7: the glob matches the directory; DSC-115
      if (!is_real_directory(full)) return std::nullopt;
      std::error_code ec;
      const auto anchor = fs::symlink_status(full / "TOOL.md", ec).type();
      if (anchor != fs::file_type::not_found && anchor != fs::file_type::regular)
        return std::nullopt;
      if (!b.usable_scanned_name(kind, file, full)) return std::nullopt;
      return b.make(kind, full, file);
    }
    default: {  // agent, rule, command, workflow: the file itself (DSC-114 for workflows)
      std::optional<std::string> named = file_item_name(kind, file);  // `.agent.md` too
      if (!named || !is_real_file(full)) return std::nullopt;
      std::string name = std::move(*named);
      if (!b.usable_scanned_name(kind, name, full)) return std::nullopt;
      return b.make(kind, full, std::move(name));
    }
  }
}

void glob_items(ItemBuilder& b, Kind kind, const DiscoverGlobs& globs,
                std::vector<CatalogItem>& out) {
  std::set<std::string> matched;
  for (const std::string& pattern : globs.include) {  // DSC-37: includes first ...
    GlobMatches m = expand_glob(b.root(), pattern);
    for (const std::string& link : m.symlinks) check_confined(b, pattern, link);
    matched.insert(m.paths.begin(), m.paths.end());
  }
  for (const std::string& rel : matched) {
    bool excluded = false;  // ... then every exclude
    for (const std::string& pattern : globs.exclude)
      excluded = excluded || glob_match(pattern, rel);
    if (excluded) continue;
    if (auto item = glob_item(b, kind, rel)) out.push_back(std::move(*item));
  }
}

}  // namespace

void scan_declared(ItemBuilder& builder, const MindToml& toml, std::vector<CatalogItem>& out) {
  for (const DeclaredItem& decl : toml.items) out.push_back(declared_item(builder, toml, decl));
  for (Kind kind : kAllKinds) glob_items(builder, kind, toml.globs(kind), out);
}

}  // namespace mind::discovery

#include "discovery/component_library.hpp"

#include <algorithm>
#include <system_error>
#include <utility>

#include "core/sanitize.hpp"
#include "discovery/capped_read.hpp"
#include "discovery/entry_type.hpp"
#include "discovery/item_builder.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;
namespace {

constexpr std::size_t kMaxDepth = 12;
constexpr std::size_t kMaxEntries = 200000;

// The kinds a category folder can hold and how an item of each is recognised.
constexpr Kind kFileKinds[] = {Kind::agent, Kind::command, Kind::rule, Kind::workflow};

// A folder name a printed root can carry as it is: display does not change
// it and the glob reads it literally.
bool plain_name(const std::string& name) {
  return sanitize_display(name) == name && name.find_first_of("*?[]\\") == std::string::npos;
}

std::string join(const std::vector<std::string>& parts, std::size_t from, std::size_t to) {
  std::string out;
  for (std::size_t i = from; i < to; ++i) out += (out.empty() ? "" : "/") + parts[i];
  return out;
}

struct Found {
  std::string base;
  Kind kind;
  std::size_t depth;  // category folders between the kind folder and the item
  std::string path;
};

class Walker {
 public:
  Walker(fs::path root, const std::set<std::string>& known_skills)
      : root_(std::move(root)), known_skills_(known_skills) {}

  std::vector<Found> run() {
    std::vector<std::string> parts;
    walk(root_.string(), parts);
    return std::move(found_);
  }

 private:
  bool is_skill(const std::string& dir, const std::vector<std::string>& parts) const {
    if (!known_skills_.empty() && known_skills_.contains(join(parts, 0, parts.size()))) return true;
    return is_real_file(fs::path(dir) / "SKILL.md");
  }

  void walk(const std::string& dir, std::vector<std::string>& parts) {
    if (parts.size() >= kMaxDepth) return;
    if (!parts.empty() && is_skill(dir, parts)) {
      record(parts, Kind::skill);
      return;  // a skill's own folders are its content, not a library
    }
    std::error_code ec;
    for (const DirectoryEntry& entry : read_directory(dir, ec)) {
      if (++seen_ > kMaxEntries) return;
      const std::string& name = entry.name;
      if (entry.type == fs::file_type::directory) {  // never a symlink: its own type
        if (name.starts_with('.') || name == "node_modules") continue;
        parts.push_back(name);
        std::string child = dir;
        child.append("/").append(name);
        walk(child, parts);
        parts.pop_back();
      } else if (entry.type == fs::file_type::regular) {
        for (Kind k : kFileKinds) {
          const std::string_view ext = traits(k).extension;
          if (name.size() <= ext.size() || !name.ends_with(ext)) continue;
          parts.push_back(name);
          record(parts, k);
          parts.pop_back();
        }
      }
    }
  }

  // An item whose path is `parts`: kept when its nearest ancestor named after
  // a kind folder is `kind`'s and at least one category folder lies between.
  void record(const std::vector<std::string>& parts, Kind kind) {
    for (std::size_t i = parts.size() - 1; i-- > 0;) {
      const auto named = std::find_if(kAllKinds.begin(), kAllKinds.end(),
                                      [&](Kind k) { return traits(k).container == parts[i]; });
      if (named == kAllKinds.end()) continue;
      if (*named != kind) return;  // e.g. a `.md` under skills/: a skill's file
      if (!std::all_of(parts.begin(), parts.end() - 1, plain_name)) return;
      const std::size_t depth = parts.size() - i - 2;
      if (kind == Kind::agent && depth > 0 && !opens_frontmatter(parts)) return;
      std::string base = join(parts, 0, i);
      // Items straight in a kind folder add only their base's own root: one
      // record per base says that (a plain 1,000-skill source made 1,000).
      if (depth == 0 && !direct_bases_.insert(base).second) return;
      found_.push_back({std::move(base), kind, depth, join(parts, 0, parts.size())});
      return;
    }
  }

  // A category's agent file that opens no frontmatter is a prompt a project
  // keeps (anthropics/claude-cookbooks `patterns/agents/prompts/*.md`), not an
  // agent Claude Code would load (it refuses one without `description`).
  bool opens_frontmatter(const std::vector<std::string>& parts) const {
    return read_file_prefix(root_ / join(parts, 0, parts.size()), 3) == "---";
  }

  fs::path root_;
  const std::set<std::string>& known_skills_;
  std::size_t seen_ = 0;
  std::vector<Found> found_;
  std::set<std::string> direct_bases_;  // bases with an item at depth 0, recorded once
};

// Whether `path` lies inside folder `base` ("" is the root: everything does).
bool inside(const std::string& path, const std::string& base) {
  return base.empty() || path.starts_with(base + "/");
}

}  // namespace

std::optional<ComponentLibrary> find_component_library(const fs::path& root,
                                                       const std::set<std::string>& known_skills) {
  std::vector<Found> found = Walker(root, known_skills).run();
  // The bases that hold a category folder; a base inside another's tree is a
  // copy vendored into the library (its items would collide by name), not a library.
  std::set<std::string> bases;
  for (const Found& f : found) {
    if (f.depth > 0) bases.insert(f.base);
  }
  std::erase_if(bases, [&](const std::string& b) {
    return std::any_of(bases.begin(), bases.end(),
                       [&](const std::string& o) { return o != b && inside(b, o); });
  });
  if (bases.empty()) return std::nullopt;
  ComponentLibrary lib;
  lib.bases.assign(bases.begin(), bases.end());
  std::set<std::pair<std::string, std::string>> patterns;  // (base, pattern), deduplicated
  for (const Found& f : found) {
    if (!bases.contains(f.base)) continue;
    std::string pattern = f.base.empty() ? "." : f.base;
    if (f.depth > 0) {
      pattern = (f.base.empty() ? "" : f.base + "/") + std::string(traits(f.kind).container);
      for (std::size_t d = 0; d < f.depth; ++d) pattern += "/*";
      lib.category_items.insert(f.path);
      ++lib.counts[f.kind];
    }
    patterns.emplace(f.base, pattern);
  }
  for (const auto& [base, pattern] : patterns) lib.roots.push_back(pattern);
  return lib;
}

std::string component_counts(const ComponentLibrary& library) {
  std::string out;
  for (Kind k : kAllKinds) {
    const auto it = library.counts.find(k);
    if (it == library.counts.end()) continue;
    out += (out.empty() ? "" : ", ") + std::to_string(it->second) + " " +
           std::string(traits(k).container);
  }
  return out;
}

}  // namespace mind::discovery

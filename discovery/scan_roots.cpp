#include "discovery/scan_roots.hpp"

#include <set>
#include <system_error>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/glob.hpp"
#include "discovery/name_safety.hpp"

namespace mind::discovery {
namespace fs = std::filesystem;
namespace {

// DSC-50..52: each root is a real directory inside the clone.
fs::path scan_root(const fs::path& root, const std::string& rel) {
  if (auto why = unsafe_relative_path_reason(rel)) {
    throw Error(ErrorKind::invalid_root,
                "scan root " + in_quotes(rel) + " is not a safe relative path: " + *why,
                {"name a directory inside the source"});
  }
  const fs::path normal = fs::path(rel).lexically_normal();
  if (normal.empty() || normal == "." || normal == "./") return root;
  if (has_symlink_component(root, normal.generic_string()) || !is_real_directory(root / normal)) {
    throw Error(ErrorKind::invalid_root,
                "scan root " + in_quotes(rel) + " is not a directory in the source",
                {"fix [source].roots, --root or --add-root: name a folder inside the source"});
  }
  return root / normal;
}

bool is_root_pattern(const std::string& rel) {
  return rel.find_first_of("*?[") != std::string::npos;
}

// The category a matched folder is: the kind of its nearest ancestor named
// after a kind container, and the folders below that ancestor.
void classify_category(ScanRoot& r) {
  std::vector<std::string> parts;
  for (const auto& part : fs::path(r.rel)) parts.push_back(part.string());
  for (std::size_t i = parts.size() - 1; i-- > 0;) {
    for (Kind k : kAllKinds) {
      if (traits(k).container != parts[i]) continue;
      r.category_kind = k;
      for (std::size_t j = i + 1; j < parts.size(); ++j) r.name_prefix += parts[j] + ":";
      return;
    }
  }
}

// A folder whose name holds a glob character is still that folder: the
// literal reading wins when it names one.
bool names_a_folder(const fs::path& root, const std::string& rel) {
  if (unsafe_relative_path_reason(rel)) return false;
  const fs::path normal = fs::path(rel).lexically_normal();
  return !has_symlink_component(root, normal.generic_string()) && is_real_directory(root / normal);
}

// The outermost skill folder on a glob match's path (the match itself or an
// ancestor below the source root holding the skill anchor), if any.
std::optional<fs::path> outermost_skill_folder(const fs::path& root, const std::string& rel) {
  fs::path at;
  for (const auto& part : fs::path(rel)) {
    at /= part;
    if (is_real_file(root / at / traits(Kind::skill).anchor)) return at;
  }
  return std::nullopt;
}

// Issue 43: a glob match at or inside a skill's own folder is not a scan
// root. The folders of a skill are its files (Claude Code loads
// skills/<name>/SKILL.md and nothing below it as a skill), so reading one as a
// root offered `cat:outer:inner` for `--add-root 'skills/*/*'` beside
// `cat:outer`, and `'skills/cat/*'` offered the inner skill instead of
// the outer one. A match that is a skill's folder stands for the root that
// offers that skill: the category folder holding it, or, when it sits in a
// `skills/` container, the folder holding the container. A match inside a
// skill stands for nothing.
std::optional<std::string> glob_match_root(const fs::path& root, const std::string& path) {
  const std::optional<fs::path> skill = outermost_skill_folder(root, path);
  if (!skill) return path;
  if (*skill != fs::path(path)) return std::nullopt;
  fs::path holder = skill->parent_path();
  if (holder.filename() == traits(Kind::skill).container) holder = holder.parent_path();
  return holder.empty() ? std::string(".") : holder.generic_string();
}

std::vector<ScanRoot> scan_roots(const fs::path& root, const std::string& rel) {
  if (!is_root_pattern(rel) || names_a_folder(root, rel)) {
    return {{rel, scan_root(root, rel), std::nullopt, {}}};
  }
  if (auto why = unsafe_glob_reason(rel)) {
    throw Error(ErrorKind::invalid_root,
                "scan root pattern " + in_quotes(rel) + " is not a safe relative glob: " + *why,
                {"name folders inside the source, e.g. --root 'components/*/*'"});
  }
  std::vector<ScanRoot> out;
  std::size_t inside_skills = 0;
  for (const std::string& match : expand_glob(root, rel).paths) {  // never through a symlink
    if (!glob_reaches_hidden(rel, match) || !is_real_directory(root / match)) continue;
    const std::optional<std::string> path = glob_match_root(root, match);
    if (!path) {
      ++inside_skills;
      continue;
    }
    // (a folder two matches stand for is scanned once: resolve_roots)
    ScanRoot r{*path, *path == "." ? root : root / *path, std::nullopt, {}};
    // A dot folder is a hidden collection (`skills/.curated/`), not a
    // category: its items keep their own names, as with `--add-root` naming it.
    if (!fs::path(*path).filename().string().starts_with('.')) classify_category(r);
    out.push_back(std::move(r));
  }
  if (out.empty() && inside_skills > 0) {
    throw Error(ErrorKind::invalid_root,
                "scan root pattern " + in_quotes(rel) +
                    " matches only folders inside skills (a skill's folders are its files)",
                {"name the folders that hold the skills, e.g. --add-root 'skills/*'"});
  }
  if (out.empty()) {
    throw Error(ErrorKind::invalid_root,
                "scan root pattern " + in_quotes(rel) + " matches no directory in the source",
                {"fix [source].roots, --root or --add-root: name folders inside the source"});
  }
  return out;
}

}  // namespace

// Every written root resolved, a folder reached by two patterns once (a skill
// folder matched by `skills/*/*` stands for the `skills/<cat>` that
// `skills/*` matches too).
std::vector<ScanRoot> resolve_roots(const fs::path& root, const std::vector<std::string>& roots) {
  std::vector<ScanRoot> resolved;
  std::set<std::string> taken;
  for (const std::string& written : roots) {
    for (ScanRoot& r : scan_roots(root, written)) {
      if (taken.insert(fs::path(r.rel).lexically_normal().generic_string()).second) {
        resolved.push_back(std::move(r));
      }
    }
  }
  return resolved;
}

ConventionLayout category_layout(const ScanRoot& r) {
  ConventionLayout layout;
  layout.category_kind = r.category_kind;
  layout.name_prefix = r.name_prefix;
  return layout;
}

}  // namespace mind::discovery

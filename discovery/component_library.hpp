#pragma once
/// Nested component libraries (issue 35): a tree such as
/// `cli-tool/components/agents/<category>/<name>.md` and
/// `cli-tool/components/skills/<category>/<name>/SKILL.md`, where each kind
/// folder is split into category folders the convention scan (flat, DSC-14,
/// CMD-2) never enters. This finds them and the `--add-root` glob roots that
/// take them (design: a glob root matching a folder below a kind container
/// scans it as that kind's container and names its items
/// `<category>:<name>`, see discovery/scan.cpp), so meld and review can print
/// a hint that, run as printed, offers them.
///
/// Kinds: skills (a `SKILL.md` folder), agents, commands and rules (`.md`
/// files) and workflows (`.js` files). Tools have no anchor, so a folder of
/// folders cannot be told from a category of tools; the library's other
/// folders (Claude Code hooks, settings, MCP server configs) are not mind
/// kinds and are not offered. The walk never follows a symlink, skips dot
/// folders and `node_modules`, does not look inside a skill's own folder, and
/// is bounded in depth and entries, so a hostile or huge source cannot stall
/// a meld. Folders are listed with their entries' own types (read_directory),
/// so the walk stats nothing but the folders that might be skills.

#include <cstddef>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "discovery/kind.hpp"

namespace mind::discovery {

struct ComponentLibrary {
  /// The folders holding the kind containers, raw and root-relative (`cli-tool/components`).
  std::vector<std::string> bases;
  /// The `--add-root` values that take every component found, raw, in order:
  /// the base itself when items sit directly in a kind folder, and one glob
  /// per category depth (`cli-tool/components/*/*`).
  std::vector<std::string> roots;
  /// Every component found in a category folder: its root-relative path (the
  /// skill folder or the file), for telling which of them a catalog already offers.
  std::set<std::string> category_items;
  std::map<Kind, std::size_t> counts;  // category components per kind
};

/// The component libraries under `root`, or nullopt when no kind folder of
/// it is split into categories. Folder names that would not survive display
/// or that hold glob characters are left out (a hint must run as printed).
/// `known_skills`: root-relative folders a scan has already found to be skills
/// (their `SKILL.md` a real file), taken as skills without looking again: a
/// meld of a thousand skills walks them with no stat each.
std::optional<ComponentLibrary> find_component_library(
    const std::filesystem::path& root, const std::set<std::string>& known_skills = {});

/// "422 agents, 346 commands, 896 skills": the counts, kinds in table order.
std::string component_counts(const ComponentLibrary& library);

}  // namespace mind::discovery

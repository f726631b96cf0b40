#pragma once
/// The convention scan of ONE scan root (DSC-10..14, DSC-74, CMD-1/2, WF-1..3,
/// TOOL-1): `skills/<n>/SKILL.md`, flat `agents|rules|commands/<n>.md`, flat
/// `workflows/<n>.js` (exactly `.js`), `tools/<n>/`; with flat skills,
/// `<root>/<n>/SKILL.md`. Containers that are missing or symlinks contribute
/// nothing (DSC-13, DSC-108), but in a Claude plugin a symlink whose target
/// stays inside the source is followed, as Claude Code follows it
/// (discovery/confined_link, issue 43). The same scan reads a Claude plugin root
/// (MKT-3, MKT-18, WF-40), where it maps only skills, agents, commands and
/// workflows, follows the manifest's component paths the way Claude Code
/// does (design decision 9), and counts what it does not map (MKT-4): hook
/// handlers and servers by what their files declare, other entries one each.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "discovery/item_builder.hpp"
#include "discovery/kind.hpp"
#include "discovery/plugin_manifest.hpp"

namespace mind::discovery {

struct ConventionLayout {
  bool flat_skills = false;  // DSC-74
  bool plugin = false;       // a Claude plugin root: no rules/tools; count unmapped (MKT-4)
  /// `commands/<dir>/<n>.md` is the command `<dir>:<n>`, as Claude Code reads
  /// a plugin's and a project's `.claude/commands` (issue 43); a plugin always.
  bool command_folders = false;
  std::string plugin_name;  // its name, raw: whose runtime hooks they are
  /// A marketplace entry's `skills` array (MKT-14): when set, only these
  /// root-relative leaf directories are skills.
  std::optional<std::vector<std::string>> skill_dirs;
  /// A plugin's manifest component keys (design decision 9), or null.
  const ComponentPaths* components = nullptr;
  /// A glob root's category folder (`<container>/<category>/`, issue 35): the
  /// folder is the container of this one kind, and each item's bare name is
  /// `name_prefix` (`<category>:`) and its own name.
  std::optional<Kind> category_kind;
  std::string name_prefix;
};

/// Appends the items under `scan_root` to `out` (not to the catalog).
void scan_convention_root(ItemBuilder& builder, const std::filesystem::path& scan_root,
                          const ConventionLayout& layout, std::vector<CatalogItem>& out);

}  // namespace mind::discovery

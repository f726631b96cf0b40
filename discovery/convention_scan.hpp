#pragma once
/// The convention scan of ONE scan root (DSC-10..14, DSC-74, CMD-1/2, WF-1..3,
/// TOOL-1): `skills/<n>/SKILL.md`, flat `agents|rules|commands/<n>.md`, flat
/// `workflows/<n>.js` (exactly `.js`), `tools/<n>/`; with flat skills,
/// `<root>/<n>/SKILL.md`. Containers that are missing or symlinks contribute
/// nothing (DSC-13, DSC-108). The same scan reads a Claude plugin root
/// (MKT-3, MKT-18, WF-40), where it maps only skills, agents, commands and
/// workflows and counts every entry it does not map (MKT-4).

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "discovery/item_builder.hpp"

namespace mind::discovery {

struct ConventionLayout {
  bool flat_skills = false;  // DSC-74
  bool plugin = false;       // a Claude plugin root: no rules/tools; count unmapped (MKT-4)
  /// A marketplace entry's `skills` array (MKT-14): when set, only these
  /// root-relative leaf directories are skills.
  std::optional<std::vector<std::string>> skill_dirs;
};

/// Appends the items under `scan_root` to `out` (not to the catalog).
void scan_convention_root(ItemBuilder& builder, const std::filesystem::path& scan_root,
                          const ConventionLayout& layout, std::vector<CatalogItem>& out);

}  // namespace mind::discovery

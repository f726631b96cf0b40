#pragma once
/// Where a symlink inside a source leads, when mind may follow it (issue 43).
/// Claude Code follows the links of a plugin (mrgoonie/claudekit-skills links
/// each plugin's `skills/<x>` to the repository's own `.claude/skills/<x>`),
/// so a plugin scan follows one whose target, fully resolved, stays inside
/// the source's root: no escape, no loop, at most the kernel's 40 links on
/// the way (realpath's bound). A link that leaves the source is refused with
/// the reason, and the scan reports it; DSC-108 still holds everywhere else.

#include <filesystem>
#include <string>
#include <vector>

namespace mind::discovery {

struct LinkTarget {
  /// The fully resolved target, spelled under `root` as the caller gave it
  /// (so it reads as a path of the source); empty when refused.
  std::filesystem::path path;
  std::string refusal;  // why the link is not followed, when `path` is empty
};

/// `link` (a path under `root` that is, or passes through, a symlink).
LinkTarget confined_link_target(const std::filesystem::path& root,
                                const std::filesystem::path& link);

/// A refused link as the report names it: its path in the source and why.
std::string refused_link_entry(const std::string& shown_path, const std::string& refusal);

/// The one warning for a plugin's refused links (one report per defect,
/// bounded): each entry, and what the author can do about it.
std::string refused_links_warning(const std::string& plugin,
                                  const std::vector<std::string>& entries);

}  // namespace mind::discovery

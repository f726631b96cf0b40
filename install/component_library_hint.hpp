#pragma once
/// The hint meld and review print for a nested component library (issue 35:
/// `cli-tool/components/<kind>/<category>/...`) whose category folders no
/// scan root reaches: how many components sit there, and the `--add-root`
/// words that take them (glob roots, discovery/scan.cpp), shell-quoted so the
/// printed command runs as printed.

#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace mind::install {

struct LibraryHint {
  /// "1664 components in category folders under 'cli-tool/components/' (422
  /// agents, 346 commands, 896 skills) are not offered: no scan root reaches them"
  std::string what;
  std::string add_roots;  // " --add-root 'cli-tool/components' --add-root '...'"
};

/// The hint for the source read from `dir`, given the root-relative paths of
/// the items its scan offered (`offered_skills`: those that are skills, which
/// the walk need not look at again); nullopt when it holds no library or
/// offers every component of it already.
std::optional<LibraryHint> component_library_hint(const std::filesystem::path& dir,
                                                  const std::vector<std::string>& offered,
                                                  const std::set<std::string>& offered_skills = {});

}  // namespace mind::install

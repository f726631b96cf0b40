#pragma once
/// LinkPlan: where one item goes. The store path `store/<kind>/<effective>`
/// and one link per lobe that admits the kind and whose parent directory
/// exists (STO-2, STO-56, WF-10, NS-40).

#include <filesystem>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "discovery/kind.hpp"
#include "install/known_dirs.hpp"
#include "install/lobes/agent_forms.hpp"
#include "install/lobes/lobes.hpp"
#include "store/paths.hpp"

namespace mind::install {

/// Paths as texts, absolute and normalized: a plan is made per installed
/// item, and a path object would split each into components it never uses.
struct LinkPlan {
  std::string store_path;            // absolute
  std::string store_relative;        // `store/<kind>/<effective>`
  std::vector<std::string> links;    // absolute link paths
  std::vector<std::string> targets;  // what each link points at: the store copy, or its
                                     // translated copy in the lobe's agent form (decision 15)
  std::vector<std::pair<std::string, FormKind>> forms;  // translated copies to write (absolute)
  std::vector<std::string> form_relatives;              // the same, `store/<kind>/<n>.<form>`
};

/// The link path relative to a lobe: `skills/<n>`, `agents/<harness>.md`,
/// `rules/<n>.md`, `commands/<n>.md`, `workflows/<n>.js`; nullopt for a tool.
std::optional<std::string> default_link_path(discovery::Kind kind,
                                             const std::string& effective_name,
                                             const std::string& agent_link_name);

/// `known`: the batch's directory cache, or nullptr to ask the disk each time.
/// `custom_link`: the item's `[[items]] link` (DSC-72, DSC-97, checked at
/// scan), which replaces the default link path for every kind, and links a
/// tool, which has none by default (TOOL-4). A lobe with a kinds filter takes
/// it when it admits the item's kind or the kind whose folder the link names.
LinkPlan plan_links(const store::MindPaths& paths, const std::vector<Lobe>& lobes,
                    discovery::Kind kind, const std::string& effective_name,
                    const std::string& agent_link_name, KnownDirectories* known = nullptr,
                    const std::optional<std::string>& custom_link = std::nullopt);

/// HARN-16: one note per unreachable lobe (STO-56) that admits one of
/// `kinds`, naming both remedies; a lobe in `noted` (the session's) is not
/// noted again, so a run says it once.
std::vector<std::string> unreachable_lobe_notes(const std::vector<Lobe>& lobes,
                                                const std::vector<discovery::Kind>& kinds,
                                                std::set<std::filesystem::path>& noted);

/// The ownership test (Reference B): a symlink whose target text starts with
/// the store root is mind's; anything else at a link path is the user's.
bool is_own_link(const std::filesystem::path& link, const store::MindPaths& paths);

}  // namespace mind::install

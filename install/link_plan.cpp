#include "install/link_plan.hpp"

#include <algorithm>
#include <set>

#include "core/path_text.hpp"
#include "core/sanitize.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

// STO-56: a lobe is reachable when its parent directory exists.
bool reachable(const Lobe& lobe, KnownDirectories* known) {
  if (known != nullptr) return known->parent_is_directory(lobe.path.native());
  std::error_code ec;
  return fs::is_directory(lobe.path.parent_path(), ec);
}

// A custom link's lobe gate: the item's kind, or the kind whose folder it names.
bool admits_custom(const Lobe& lobe, discovery::Kind kind, const std::string& link) {
  if (!lobe.kinds) return true;
  const std::string first = link.substr(0, link.find('/'));
  for (discovery::Kind k : *lobe.kinds) {
    if (k == kind || discovery::traits(k).container == first) return true;
  }
  return false;
}

}  // namespace

std::optional<std::string> default_link_path(discovery::Kind kind,
                                             const std::string& effective_name,
                                             const std::string& agent_link_name) {
  const discovery::KindTraits& t = discovery::traits(kind);
  if (!t.linked) return std::nullopt;  // TOOL-3
  const std::string& name = kind == discovery::Kind::agent ? agent_link_name : effective_name;
  std::string rel(t.container);
  return rel.append("/").append(name).append(t.extension);
}

LinkPlan plan_links(const store::MindPaths& paths, const std::vector<Lobe>& lobes,
                    discovery::Kind kind, const std::string& effective_name,
                    const std::string& agent_link_name, KnownDirectories* known,
                    const std::optional<std::string>& custom_link) {
  LinkPlan plan;
  plan.store_relative = "store/" + std::string(discovery::kind_word(kind)) + "/" + effective_name;
  plan.store_path = path_join(paths.root.native(), plan.store_relative);
  const auto relative =
      custom_link ? custom_link : default_link_path(kind, effective_name, agent_link_name);
  if (!relative) return plan;
  const std::string& form_name = kind == discovery::Kind::agent ? agent_link_name : effective_name;
  for (const Lobe& lobe : lobes) {
    if (custom_link ? !admits_custom(lobe, kind, *custom_link) : !lobe.admits(kind)) continue;
    if (!reachable(lobe, known)) continue;  // STO-56 reachability gate
    // Design decision 15: the kind in the agent's own form where its folder reads one.
    const auto form = custom_link ? std::nullopt : agent_form(lobe.path, kind, form_name);
    plan.links.push_back(path_join(lobe.path.native(), form ? form->link_rel : *relative));
    if (form && form->translated) {
      const std::string translated = form_path(plan.store_path, *form->translated);
      plan.targets.push_back(translated);
      if (std::none_of(plan.forms.begin(), plan.forms.end(),
                       [&](const auto& f) { return f.first == translated; })) {
        plan.forms.emplace_back(translated, *form->translated);
        plan.form_relatives.push_back(form_path(plan.store_relative, *form->translated));
      }
    } else {
      plan.targets.push_back(plan.store_path);
    }
  }
  return plan;
}

std::vector<std::string> unreachable_lobe_notes(const std::vector<Lobe>& lobes,
                                                const std::vector<discovery::Kind>& kinds,
                                                std::set<fs::path>& noted) {
  std::vector<std::string> notes;
  for (const Lobe& lobe : lobes) {
    const bool used =
        std::any_of(kinds.begin(), kinds.end(), [&](discovery::Kind k) { return lobe.admits(k); });
    if (!used || reachable(lobe, nullptr) || !noted.insert(lobe.path).second) continue;
    const std::string shown = sanitize_display(lobe.path.string());
    notes.push_back("lobe '" + shown + "' is unreachable and was skipped: its directory '" +
                    sanitize_display(lobe.path.parent_path().string()) +
                    "' is gone; create it, or run `mind config lobes remove " + shown + "`");
  }
  return notes;
}

bool is_own_link(const fs::path& link, const store::MindPaths& paths) {
  std::error_code ec;
  if (!fs::is_symlink(fs::symlink_status(link, ec))) return false;
  const std::string target = fs::read_symlink(link, ec).string();
  const std::string store_root = paths.store().string() + "/";
  return !ec && target.starts_with(store_root);
}

}  // namespace mind::install

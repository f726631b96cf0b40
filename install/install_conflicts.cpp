#include "install/install_conflicts.hpp"

#include <filesystem>

#include "core/bounded_list.hpp"
#include "core/sanitize.hpp"
#include "core/shell_quote.hpp"
#include "install/drift.hpp"
#include "namespacing/agent_link_name.hpp"

namespace mind::install {
namespace {

std::string qualified(const std::string& source, const std::string& key) {
  return sanitize_display(source) + "#" + sanitize_display(key);
}

std::string plugin_of(const std::optional<std::string>& plugin) {
  return plugin ? " (plugin '" + sanitize_display(*plugin) + "')" : "";
}

std::string link_file_of(const OfferedItem& offered) {
  return namespacing::agent_link_name(*offered.item) + ".md";
}

Error agent_collision(const OfferedItem& offered, const std::string& link_file,
                      const std::string& other_key, const std::string& other_source,
                      const std::optional<std::string>& other_plugin) {
  const std::string forget = "forget the installed one first: mind forget " +
                             shell_quoted(qualified(other_source, other_key));
  return Error(ErrorKind::agent_collision,
               "agent '" + sanitize_display(offered.item->bare_name) + "' of '" +
                   sanitize_display(offered.source->name) + "'" + plugin_of(offered.item->plugin) +
                   " would link as 'agents/" + sanitize_display(link_file) + "', which '" +
                   sanitize_display(other_key) + "' of '" + sanitize_display(other_source) + "'" +
                   plugin_of(other_plugin) +
                   " already uses: agents share one namespace in the harness, and no prefix "
                   "changes that",
               {forget, "or keep the installed one and leave this agent out"});
}

Error link_collision(const OfferedItem& offered, const std::string& key,
                     const std::string& other_source,
                     const std::optional<std::string>& other_plugin) {
  return Error(
      ErrorKind::link_collision,
      "'" + sanitize_display(key) + "' of '" + sanitize_display(offered.source->name) + "'" +
          plugin_of(offered.item->plugin) +
          " would install at the store path and links of the installed '" + sanitize_display(key) +
          "' of '" + sanitize_display(other_source) + "'" + plugin_of(other_plugin) +
          ": two items of one source share that name",
      {"forget the installed one first: mind forget " + shell_quoted(qualified(other_source, key)),
       "or re-meld the source with a namespace so its plugins' names differ: mind meld "
       "<source> --namespace " +
           shell_quoted(offered.source->repo)});
}

}  // namespace

std::optional<InstallConflict> install_conflict(const store::Manifest& manifest,
                                                const OfferedItem& offered,
                                                const std::string& key) {
  const std::string& source = offered.source->name;
  if (const store::InstalledItem* same_key = manifest.find(key); same_key != nullptr) {
    if (same_key->source != source) {
      return InstallConflict{
          Error(ErrorKind::duplicate_item,
                "'" + sanitize_display(key) + "' is already installed from '" +
                    sanitize_display(same_key->source) + "'",
                {"meld one of the sources under a namespace: mind meld <source> --namespace " +
                     shell_quoted(offered.source->repo),
                 "or remove the installed one first: mind forget " +
                     shell_quoted(qualified(same_key->source, key))}),
          key};
    }
    if (!installed_as(*same_key, offered)) {
      return InstallConflict{link_collision(offered, key, same_key->source, same_key->plugin), key};
    }
  }
  if (offered.item->kind != discovery::Kind::agent) return std::nullopt;
  const std::string link_file = link_file_of(offered);
  for (const auto& [other_key, other] : manifest.items) {
    if (other.kind != discovery::Kind::agent) continue;
    for (const std::string& link : other.links) {
      // The file name as a view: a path per record per offered agent was N² allocations.
      const std::size_t slash = link.rfind('/');
      const std::string_view name = slash == std::string::npos
                                        ? std::string_view(link)
                                        : std::string_view(link).substr(slash + 1);
      if (name != link_file) continue;
      if (installed_as(other, offered)) break;  // itself (asked only on a name match: it copies)
      return InstallConflict{
          agent_collision(offered, link_file, other_key, other.source, other.plugin), other_key};
    }
  }
  return std::nullopt;
}

void check_install_conflicts(const store::Manifest& manifest, const OfferedItem& offered,
                             const std::string& key) {
  if (auto conflict = install_conflict(manifest, offered, key)) throw conflict->error;
}

Error batch_link_collision(const OfferedItem& first, const OfferedItem& second,
                           const std::string& key) {
  return link_collision(second, key, first.source->name, first.item->plugin);
}

Error batch_agent_collision(const OfferedItem& first, const std::string& first_key,
                            const OfferedItem& second, const std::string& link_file) {
  return agent_collision(second, link_file, first_key, first.source->name, first.item->plugin);
}

std::optional<std::string> collision_report(const std::vector<SkippedItem>& skipped) {
  std::vector<std::string> paths, names;
  for (const SkippedItem& s : skipped) {
    if (s.reason == "duplicate-item") {  // a chain's nested source: the name is taken
      names.push_back(sanitize_display(s.key) + " of " + sanitize_display(s.source));
    } else {
      paths.push_back(sanitize_display(s.key) + " (" + s.reason + " with " +
                      sanitize_display(s.held_by) + ")");
    }
  }
  std::string report;
  if (!paths.empty()) {
    report = std::to_string(paths.size()) +
             " item(s) not installed: another item already holds their link path: " +
             bounded_list(paths) +
             "; the item installed first keeps it (a batch installs in catalog order: kind, "
             "bare name, plugin). Learn one by its full ref to see the remedies";
  }
  if (!names.empty()) {
    if (!report.empty()) report += "\n";
    report += std::to_string(names.size()) +
              " item(s) not installed: another source already installed the same name: " +
              bounded_list(names) +
              "; the one installed first keeps it. To have both, meld that source under a "
              "namespace: mind meld <source> --namespace <prefix>";
  }
  if (report.empty()) return std::nullopt;
  return report;
}

}  // namespace mind::install

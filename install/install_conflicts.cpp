#include "install/install_conflicts.hpp"

#include <filesystem>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "namespacing/agent_link_name.hpp"

namespace mind::install {
namespace {

// CLI-225: a remedy command embedding a source-influenced name is shell-quoted.
std::string shell_quote(const std::string& text) {
  std::string out = "'";
  for (char c : text) out += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return out + "'";
}

}  // namespace

void check_install_conflicts(const store::Manifest& manifest, const OfferedItem& offered,
                             const std::string& key) {
  const std::string& source = offered.source->name;
  if (const store::InstalledItem* same_key = manifest.find(key);
      same_key != nullptr && same_key->source != source) {
    throw Error(ErrorKind::duplicate_item,
                "'" + sanitize_display(key) + "' is already installed from '" +
                    sanitize_display(same_key->source) + "'",
                {"meld one of the sources under a namespace: mind meld <source> --namespace " +
                     shell_quote(offered.source->repo),
                 "or remove the installed one first: mind forget " +
                     shell_quote(sanitize_display(same_key->source) + "#" + key)});
  }
  if (offered.item->kind != discovery::Kind::agent) return;
  const std::string link_file = namespacing::agent_link_name(*offered.item) + ".md";
  for (const auto& [other_key, other] : manifest.items) {
    if (other.kind != discovery::Kind::agent) continue;
    if (other.source == source && other.bare_name == offered.item->bare_name) continue;  // itself
    for (const std::string& link : other.links) {
      if (std::filesystem::path(link).filename() != link_file) continue;
      throw Error(ErrorKind::agent_collision,
                  "agent '" + sanitize_display(offered.item->bare_name) + "' of '" +
                      sanitize_display(source) + "' would link as '" + sanitize_display(link_file) +
                      "', which '" + sanitize_display(other_key) + "' of '" +
                      sanitize_display(other.source) +
                      "' already uses: agents share one namespace in the harness",
                  {"forget the installed one first: mind forget " +
                   shell_quote(sanitize_display(other_key))});
    }
  }
}

}  // namespace mind::install

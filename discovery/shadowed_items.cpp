#include "discovery/shadowed_items.hpp"

#include <map>

#include "core/bounded_list.hpp"
#include "core/sanitize.hpp"

namespace mind::discovery {
namespace {

// The name Claude Code lists an item under: a workflow's `meta.name` (as it
// names workflows), any other item's bare name.
const std::string& listed_name(const CatalogItem& item) {
  if (item.kind == Kind::workflow && item.workflow && item.workflow->name) {
    return *item.workflow->name;
  }
  return item.bare_name;
}

// Claude Code's order among items of one name: the first one listed wins.
int rank(Kind kind) {
  switch (kind) {
    case Kind::workflow:
      return 0;
    case Kind::command:
      return 1;
    case Kind::skill:
      return 2;
    default:
      return -1;  // agents, rules, tools: never listed with the commands
  }
}

}  // namespace

std::string drop_shadowed_items(const std::string& plugin, std::vector<CatalogItem>& items) {
  std::map<std::string, Kind> first;  // by listed name: the kind Claude Code keeps
  for (const CatalogItem& item : items) {
    if (rank(item.kind) < 0) continue;
    auto [it, fresh] = first.emplace(listed_name(item), item.kind);
    if (!fresh && rank(item.kind) < rank(it->second)) it->second = item.kind;
  }
  std::vector<std::string> shadowed;
  std::vector<CatalogItem> kept;
  kept.reserve(items.size());
  for (CatalogItem& item : items) {
    const auto it = rank(item.kind) < 0 ? first.end() : first.find(listed_name(item));
    if (it != first.end() && it->second != item.kind) {
      shadowed.push_back(std::string(kind_word(item.kind)) + " " +
                         sanitize_display(item.bare_name) + " (by the " +
                         std::string(kind_word(it->second)) + ")");
      continue;
    }
    kept.push_back(std::move(item));
  }
  items = std::move(kept);
  if (shadowed.empty()) return "";
  return "plugin '" + sanitize_display(plugin) + "': " + std::to_string(shadowed.size()) +
         " item(s) not offered, each shadowed by another of the plugin's items under the same "
         "name (Claude Code lists only that one): " +
         bounded_list(shadowed) + "; rename one of them to offer both";
}

}  // namespace mind::discovery

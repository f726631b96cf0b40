#include "discovery/shadowed_skills.hpp"

#include <algorithm>
#include <set>

#include "core/bounded_list.hpp"
#include "core/sanitize.hpp"

namespace mind::discovery {

std::string drop_shadowed_skills(const std::string& plugin, std::vector<CatalogItem>& items) {
  std::set<std::string> commands;
  for (const CatalogItem& item : items) {
    if (item.kind == Kind::command) commands.insert(item.bare_name);
  }
  std::vector<std::string> shadowed;
  std::erase_if(items, [&](const CatalogItem& item) {
    if (item.kind != Kind::skill || !commands.contains(item.bare_name)) return false;
    shadowed.push_back(sanitize_display(item.bare_name));
    return true;
  });
  if (shadowed.empty()) return "";
  return "plugin '" + sanitize_display(plugin) + "': " + std::to_string(shadowed.size()) +
         " skill(s) not offered, each shadowed by the plugin's command of the same name (Claude "
         "Code lists the command under that name): " +
         bounded_list(shadowed) + "; rename the skill's folder or the command to offer both";
}

}  // namespace mind::discovery

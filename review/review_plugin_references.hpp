#pragma once
/// `plugin-reference` (design decision 18, issue 44): in a Claude plugin's
/// markdown items and workflows, a call or key that names one of the plugin's
/// own items by plugin-qualified name (`agentType: 'p:a'`, `workflow('p:w')`,
/// `Skill(p:s)`, `/p:c`) but names nothing the plugin offers. Install leaves it
/// as written, so once installed it points at nothing. One advisory per file,
/// naming a bounded list of the names and their first line.

#include <cstddef>
#include <map>
#include <string>
#include <vector>

#include "install/item_files.hpp"
#include "namespacing/token_expansion.hpp"
#include "review/finding.hpp"
#include "review/review_scope.hpp"

namespace mind::review {

/// The siblings of each plugin of the scope (an item resolves references
/// only among the items of its own plugin, as Claude Code does).
class PluginReferenceCheck {
 public:
  explicit PluginReferenceCheck(const ReviewScope& scope);
  void check_file(const ReviewScope& scope, std::size_t item, const install::ItemFile& file,
                  std::vector<Finding>& out) const;

 private:
  std::map<std::string, std::vector<namespacing::Sibling>> by_plugin_;
};

}  // namespace mind::review

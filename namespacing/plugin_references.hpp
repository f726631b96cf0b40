#pragma once
/// References inside a Claude plugin to its own items by plugin-qualified name
/// (design decision 18): `agentType: 'p:a'` and `subagent_type: "p:a"` name an
/// agent, `workflow('p:w')` a workflow, `Skill(p:s)` a skill, `/p:c` a
/// command (or a skill or workflow, which Claude Code lists as commands too),
/// and `p:x` in prose any of them. Claude Code resolves `p:x` among plugin
/// `p`'s items by the name it gives each (plugin_names.hpp); once mind has
/// installed them the name is different (an agent links bare; a consumer
/// alias changes the prefix), so the staged copy is rewritten to the name
/// mind installed the sibling under, by the resolver `{{ns:}}` uses.
///
/// A reference in one of the call or key forms that names no item of the
/// plugin is left as written and reported (review, learn): it points at
/// nothing once installed. In prose, only a name that resolves is rewritten:
/// `p:` followed by a word is not always a reference.

#include <cstddef>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "namespacing/token_expansion.hpp"

namespace mind::namespacing {

/// How the reference is written, which says what kind it names.
enum class ReferenceForm { agent_key, workflow_call, skill_call, slash, prose };

struct PluginReference {
  std::size_t begin = 0;  // the byte range of `plugin:name` in the text
  std::size_t end = 0;
  std::string name;  // the part after `plugin:`, raw
  ReferenceForm form = ReferenceForm::prose;
  std::size_t line = 0;  // 1-based
  bool operator==(const PluginReference&) const = default;
};

/// Every `plugin:name` in `text` that stands as a name of its own (not a
/// part of a longer word, path or qualified name), in text order. Never
/// throws; a text that is not valid UTF-8 yields nothing.
std::vector<PluginReference> find_plugin_references(std::string_view text, std::string_view plugin);

/// The sibling `ref` names (Sibling::plugin_local_name, the form's kind
/// first), or nullptr when the plugin has no such item.
const Sibling* plugin_reference_target(std::span<const Sibling> siblings,
                                       const PluginReference& ref);

/// The name mind installs the sibling `ref` names under, or nullopt when the
/// plugin has no such item.
std::optional<std::string> resolve_plugin_reference(std::span<const Sibling> siblings,
                                                    const PluginReference& ref);

struct PluginRewrite {
  std::string text;  // the rewritten text (the input when unchanged)
  bool changed = false;
  /// The call or key references that resolve to nothing, in text order.
  std::vector<PluginReference> unresolved;
};

/// Rewrites every reference that resolves (above) to the installed name.
PluginRewrite rewrite_plugin_references(std::string_view text, std::string_view plugin,
                                        std::span<const Sibling> siblings);

/// The references of `text` that name nothing in `siblings` (call and key
/// forms only): what review and learn report.
std::vector<PluginReference> unresolved_plugin_references(std::string_view text,
                                                          std::string_view plugin,
                                                          std::span<const Sibling> siblings);

}  // namespace mind::namespacing

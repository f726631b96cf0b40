#pragma once
/// Where each plugin-qualified reference of an installed plugin item leads
/// (design decision 18, issue 44): the one reading that `learn` and `meld`
/// warn from and `recall --tree` draws its edges from, so the two never
/// disagree. A reference in an item's source file (`agentType: 'p:a'`,
/// `workflow('p:w')`, `Skill(p:s)`, `/p:c`, a resolving `p:x` in prose) is
/// resolved by namespacing/plugin_references against the plugin's siblings,
/// then looked up among the installed items. Only the files the install
/// rewrites are read, each as `review` reads it (install/item_files), so a
/// hostile file costs a bounded read.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "discovery/catalog.hpp"
#include "namespacing/plugin_references.hpp"
#include "store/manifest.hpp"

namespace mind::install {

struct PluginReferenceEdge {
  std::string written;  // `plugin:name` as the file has it (raw, not sanitized)
  namespacing::ReferenceForm form = namespacing::ReferenceForm::prose;
  std::string file;      // the source path that holds its first occurrence
  std::size_t line = 0;  // 1-based, in `file`
  /// The sibling's manifest key (`agent:a`, `workflow:p:w`): the name mind
  /// installs it under; nullopt when the plugin offers no such item.
  std::optional<std::string> target;
  bool installed = false;  // `target` is an installed item
};

/// The distinct references (by written name and form, first occurrence kept)
/// of `item`, a plugin's item, in file and text order. A prose `p:x` that
/// names no sibling is no reference (it is left as written and never
/// reported). Nothing for an item outside a plugin.
std::vector<PluginReferenceEdge> plugin_reference_edges(
    const discovery::CatalogItem& item, std::span<const namespacing::Sibling> siblings,
    const store::Manifest& manifest, std::uint64_t cap);

/// The form's name in `--json` (`agent-key`, `workflow-call`, `skill-call`,
/// `slash`, `prose`) and in text (`agent`, `workflow()`, `Skill()`, `slash
/// command`, `prose`).
std::string_view reference_form_id(namespacing::ReferenceForm form);
std::string_view reference_form_text(namespacing::ReferenceForm form);

}  // namespace mind::install

#pragma once
/// The catalog of an item link instance (LNK-7, LNK-20, LNK-21): exactly the
/// one item the link names, whatever the repository's declared inventory
/// (mind.toml items, a plugin manifest) says, since the consumer named the
/// path. Kept apart from the layered scan so that scan never learns of links.

#include <optional>
#include <string>

#include "discovery/item_builder.hpp"

namespace mind::discovery {

/// The item at `item_path` of `builder.root()`: a skill directory holding a
/// real SKILL.md (`link-not-a-skill` otherwise), or, for a `.md` path, an
/// agent, rule or command whose kind is `explicit_kind`, else its directory,
/// else its frontmatter `kind:` (LNK-21; `link-kind-mismatch`, `unknown-kind`).
CatalogItem linked_item(ItemBuilder& builder, const std::string& item_path,
                        const std::optional<std::string>& explicit_kind);

}  // namespace mind::discovery

#pragma once
/// An agent's link name: the file name (without extension) it links under in
/// every agent home, bare even when its source is prefixed (NS-40..42). It is
/// also what `{{ns:agent}}` renders (namespacing.md "quirks").
///
/// A harness reads an agent's name from its frontmatter, never from its file
/// name (Claude Code: `name:` is the agent's name, the file name is free), so
/// the link name only has to be a file the harness reads and that does not
/// clash with another source's. The frontmatter `name` is taken when it is a
/// plain file name (letters, digits, `-`, `_`, `.`, not leading with a dot):
/// two plugins shipping `agents/code-reviewer.md` under two harness names
/// (wshobson/agents) then link side by side. Any other frontmatter name
/// (`C# Expert`, `SE: Architect`, `.NET Upgrade`: a space, a colon, a hidden
/// dot-file) is not made into a file name; the item's own name (its file stem,
/// `CSharpExpert` for `CSharpExpert.agent.md`) is, without leading dots
/// (issue 43).

#include <string>
#include <string_view>

#include "discovery/catalog.hpp"

namespace mind::namespacing {

/// Whether `name` is a plain file name a link may take as it is.
bool is_plain_link_name(std::string_view name);

/// `name` without leading dots (never a hidden file); `agent` if nothing is left.
std::string visible_link_name(std::string_view name);

/// The trimmed frontmatter `name` when it is a plain, safe file name, else the
/// bare name made visible. Meaningful for agents; other kinds get the bare name.
std::string agent_link_name(const discovery::CatalogItem& item);

}  // namespace mind::namespacing

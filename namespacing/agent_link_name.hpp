#pragma once
/// An agent's harness name: the name it links under in every agent home, bare
/// even when its source is prefixed, because the harness keys agents by their
/// frontmatter `name` (NS-40..42). It is also what `{{ns:agent}}` renders, so a
/// mention reads the name the harness knows (namespacing.md "quirks").

#include <string>

#include "discovery/catalog.hpp"

namespace mind::namespacing {

/// The trimmed frontmatter `name` when it is a safe item name, else the bare
/// name (the file stem). Meaningful for agents; other kinds get the bare name.
std::string agent_link_name(const discovery::CatalogItem& item);

}  // namespace mind::namespacing

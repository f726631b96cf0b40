#pragma once
/// `recall --tree` rendering (DEP-61, DEP-63): the installed forest as an
/// indented text tree, or as JSON nodes `{"key", "dependencies": [...]}` with a
/// back-edge as the leaf `{"key", "cycle": true}`. A node with
/// plugin-qualified references (decision 18) carries them: in text, a child
/// it names so says `(as 'p:a', agent reference)` and an unresolved one is a
/// line of its own (bounded); in JSON, `references: [{from, to, target, form,
/// name, file, line, status}]`.

#include <string>
#include <vector>

#include "install/sources/installed_forest.hpp"

namespace mind::reporting {

/// One line per node, two spaces per level; `(cycle)` marks a back-edge and
/// `(...)` a subtree cut by the DEP-64 bounds. Names sanitized.
std::string forest_text(const std::vector<install::ForestNode>& roots);
/// The forest as a JSON array (`recall --tree --json`).
std::string forest_json(const std::vector<install::ForestNode>& roots);
/// One subtree as a JSON object (`recall <item> --tree --json`).
std::string forest_node_json(const install::ForestNode& node);

}  // namespace mind::reporting

#pragma once
/// `recall --tree` rendering (DEP-61, DEP-63): the installed forest as an
/// indented text tree, or as JSON nodes `{"key", "dependencies": [...]}` with a
/// back-edge as the leaf `{"key", "cycle": true}`.

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

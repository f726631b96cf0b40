#include "reporting/forest_render.hpp"

#include <nlohmann/json.hpp>

#include "core/sanitize.hpp"

namespace mind::reporting {
namespace {

using nlohmann::ordered_json;

void text_of(const install::ForestNode& n, std::size_t depth, std::string& out) {
  out.append(2 * depth, ' ');
  out += sanitize_display(n.key);
  if (n.cycle) out += " (cycle)";
  if (n.truncated) out += " (...)";
  out += "\n";
  for (const auto& d : n.dependencies) text_of(d, depth + 1, out);
}

ordered_json json_of(const install::ForestNode& n) {
  ordered_json j;
  j["key"] = n.key;
  if (n.cycle) {
    j["cycle"] = true;
    return j;
  }
  ordered_json deps = ordered_json::array();
  for (const auto& d : n.dependencies) deps.push_back(json_of(d));
  j["dependencies"] = std::move(deps);
  if (n.truncated) j["truncated"] = true;
  return j;
}

std::string dumped(const ordered_json& j) {
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace

std::string forest_text(const std::vector<install::ForestNode>& roots) {
  std::string out;
  for (const auto& r : roots) text_of(r, 0, out);
  return out;
}

std::string forest_json(const std::vector<install::ForestNode>& roots) {
  ordered_json a = ordered_json::array();
  for (const auto& r : roots) a.push_back(json_of(r));
  return dumped(a);
}

std::string forest_node_json(const install::ForestNode& node) { return dumped(json_of(node)); }

}  // namespace mind::reporting

#include "reporting/forest_render.hpp"

#include <nlohmann/json.hpp>

#include "core/sanitize.hpp"

namespace mind::reporting {
namespace {

using install::PluginReferenceEdge;
using nlohmann::ordered_json;

// Unresolved references listed under one node in text; the rest counted.
constexpr std::size_t kMaxUnresolvedLines = 5;

std::string quoted(const std::string& written) { return "'" + sanitize_display(written) + "'"; }

std::string form_words(const PluginReferenceEdge& r) {
  return std::string(install::reference_form_text(r.form)) + " reference";
}

// ` (as 'p:a', agent reference)`: how the parent names the child, when it
// names it by plugin-qualified name (decision 18).
std::string named_as(const install::ForestNode& parent, const std::string& child) {
  std::string out;
  for (const PluginReferenceEdge& r : parent.references) {
    if (!r.installed || *r.target != child) continue;
    out += (out.empty() ? " (as " : "; as ") + quoted(r.written) + ", " + form_words(r);
  }
  return out.empty() ? out : out + ")";
}

std::string unresolved_line(const PluginReferenceEdge& r) {
  std::string text = quoted(r.written) + " (" + form_words(r) + "): unresolved, ";
  if (r.target) return text + sanitize_display(*r.target) + " is not installed";
  const std::string plugin = r.written.substr(0, r.written.find(':'));
  return text + "plugin " + quoted(plugin) + " offers no such item";
}

void text_of(const install::ForestNode& n, std::size_t depth, const std::string& via,
             std::string& out) {
  out.append(2 * depth, ' ');
  out += sanitize_display(n.key) + via;
  if (n.cycle) out += " (cycle)";
  if (n.truncated) out += " (...)";
  out += "\n";
  for (const auto& d : n.dependencies) text_of(d, depth + 1, named_as(n, d.key), out);
  std::size_t unresolved = 0;
  for (const PluginReferenceEdge& r : n.references) {
    if (r.installed) continue;
    if (++unresolved > kMaxUnresolvedLines) continue;
    out.append(2 * (depth + 1), ' ');
    out += unresolved_line(r) + "\n";
  }
  if (unresolved > kMaxUnresolvedLines) {
    out.append(2 * (depth + 1), ' ');
    out += "(" + std::to_string(unresolved - kMaxUnresolvedLines) +
           " more unresolved references; `mind review` lists them)\n";
  }
}

std::string_view status_of(const PluginReferenceEdge& r) {
  if (r.installed) return "resolved";
  return r.target ? "not-installed" : "not-offered";
}

// Decision 18: each edge structural, from and to as manifest keys.
ordered_json references_json(const install::ForestNode& n) {
  ordered_json list = ordered_json::array();
  for (const PluginReferenceEdge& r : n.references) {
    ordered_json j;
    j["from"] = n.key;
    j["to"] = r.installed ? ordered_json(*r.target) : ordered_json(nullptr);
    j["target"] = r.target ? ordered_json(*r.target) : ordered_json(nullptr);
    j["form"] = install::reference_form_id(r.form);
    j["name"] = r.written;
    j["file"] = r.file;
    j["line"] = r.line;
    j["status"] = status_of(r);
    list.push_back(std::move(j));
  }
  return list;
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
  if (!n.references.empty()) j["references"] = references_json(n);
  if (n.truncated) j["truncated"] = true;
  return j;
}

std::string dumped(const ordered_json& j) {
  return j.dump(2, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
}

}  // namespace

std::string forest_text(const std::vector<install::ForestNode>& roots) {
  std::string out;
  for (const auto& r : roots) text_of(r, 0, "", out);
  return out;
}

std::string forest_json(const std::vector<install::ForestNode>& roots) {
  ordered_json a = ordered_json::array();
  for (const auto& r : roots) a.push_back(json_of(r));
  return dumped(a);
}

std::string forest_node_json(const install::ForestNode& node) { return dumped(json_of(node)); }

}  // namespace mind::reporting

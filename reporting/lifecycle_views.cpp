#include "reporting/lifecycle_views.hpp"

#include <nlohmann/json.hpp>

#include "core/sanitize.hpp"
#include "reporting/json_render.hpp"
#include "reporting/table.hpp"

namespace mind::reporting {
namespace {

std::string short_hash(const std::string& hash) {
  const auto colon = hash.find(':');
  return hash.substr(colon == std::string::npos ? 0 : colon + 1, 8);
}

std::string short_commit(const std::string& commit) {
  return commit.empty() ? "-" : commit.substr(0, 7);
}

// A plugin root's folder name carries 16 hex digits of its hash: the same here.
std::string root_hash(const std::string& hash) {
  if (hash.empty()) return "(unreadable)";
  const auto colon = hash.find(':');
  return hash.substr(colon == std::string::npos ? 0 : colon + 1, 16);
}

// `abcd1234 -> ef567890`, `plugin root kit: <16> -> <16>`, or both.
std::string change_text(const UpgradeChange& c) {
  std::string out;
  if (c.old_hash) out = short_hash(*c.old_hash) + " -> " + short_hash(c.new_hash.value_or(""));
  if (c.plugin) {
    out += (out.empty() ? "" : "; ") + std::string("plugin root ") + sanitize_display(*c.plugin) +
           ": " + root_hash(c.old_plugin_root) + " -> " + root_hash(c.new_plugin_root);
  }
  return out;
}

}  // namespace

std::vector<UpgradeChange> upgrade_changes(const install::UpgradePlan& plan) {
  std::vector<UpgradeChange> changes;
  for (const install::PendingUpgrade& p : plan.pending) {
    UpgradeChange c;
    c.key = p.old_key;
    c.new_key = p.new_key;
    if (p.content && p.new_hash != p.old.hash) {  // not only its plugin's folder
      c.old_hash = p.old.hash;
      c.new_hash = p.new_hash;
    }
    if (p.plugin_root) {
      c.plugin = p.plugin_root->plugin;
      c.old_plugin_root = p.plugin_root->old_hash;
      c.new_plugin_root = p.plugin_root->new_hash;
    }
    changes.push_back(std::move(c));
  }
  return changes;
}

std::string upgrade_plan_text(const install::UpgradePlan& plan, const Style& style) {
  std::vector<Row> rows;
  const std::vector<UpgradeChange> changes = upgrade_changes(plan);
  for (std::size_t i = 0; i < plan.pending.size(); ++i) {
    const install::PendingUpgrade& p = plan.pending[i];
    std::string what = sanitize_display(p.old_key);
    if (p.renamed) what += " -> " + sanitize_display(p.new_key) + " (rename)";
    rows.push_back({style.stale(), what, change_text(changes[i]),
                    short_commit(p.old.commit) + " -> " + short_commit(p.new_commit),
                    p.compare_url.value_or("")});
  }
  return render_table(rows, "  ");
}

std::string upgrade_json(const MutationResult& result,
                         const std::vector<std::pair<std::string, std::string>>& skipped,
                         const std::vector<UpgradeChange>& changes) {
  using nlohmann::ordered_json;
  if (changes.empty()) return mutation_json(result, skipped);
  ordered_json doc = ordered_json::parse(mutation_json(result, skipped));
  ordered_json& list = doc["changes"] = ordered_json::array();
  for (const UpgradeChange& c : changes) {
    ordered_json j = {{"key", c.key}, {"new_key", c.new_key}};
    if (c.old_hash) j["content"] = {{"old", *c.old_hash}, {"new", c.new_hash.value_or("")}};
    if (c.plugin) {
      j["plugin_root"] = {{"plugin", *c.plugin},
                          {"old", c.old_plugin_root},
                          {"new", c.new_plugin_root.empty() ? ordered_json(nullptr)
                                                            : ordered_json(c.new_plugin_root)}};
    }
    list.push_back(std::move(j));
  }
  return doc.dump(2, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

std::string displaced_text(const MutationResult& result) {
  std::string text;
  for (const auto& f : result.displaced) {
    text += "moved your '" + sanitize_display(f.original.string()) + "' to '" +
            sanitize_display(f.kept.string()) + "'";
    // After a forced install, forgetting the item that took its place frees the path.
    if (result.action != "forget")
      text += " (`mind forget " + sanitize_display(f.item) + "` puts it back)";
    text += "\n";
  }
  for (const auto& f : result.restored) {
    text += "put back your '" + sanitize_display(f.original.string()) + "'\n";
  }
  return text;
}

std::string introspect_text(const install::IntrospectReport& report, const Style& style) {
  std::string out;
  std::vector<Row> fixed;
  for (const install::Issue& i : report.fixed)
    fixed.push_back({style.ok(), "fixed " + i.kind, i.target, i.message});
  out += render_table(fixed);
  std::vector<Row> rows;
  for (const install::Issue& i : report.issues)
    rows.push_back({style.warn(), i.kind, i.target, i.message});
  out += render_table(rows);
  if (report.issues.empty()) {
    out += "no issues: " + std::to_string(report.sources) + " source(s), " +
           std::to_string(report.items) + " installed item(s)\n";
  }
  std::vector<Row> kept;
  for (const auto& f : report.displaced) {
    kept.push_back({style.warn(), "displaced", sanitize_display(f.original.string()),
                    "kept at " + sanitize_display(f.kept.string()) + " (for " +
                        sanitize_display(f.item) + ")"});
  }
  out += render_table(kept);
  return out;
}

}  // namespace mind::reporting

#include "reporting/lifecycle_views.hpp"

#include "core/sanitize.hpp"
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

}  // namespace

std::string upgrade_plan_text(const install::UpgradePlan& plan, const Style& style) {
  std::vector<Row> rows;
  for (const install::PendingUpgrade& p : plan.pending) {
    std::string what = sanitize_display(p.old_key);
    if (p.renamed) what += " -> " + sanitize_display(p.new_key) + " (rename)";
    rows.push_back({style.stale(), what,
                    p.content ? short_hash(p.old.hash) + " -> " + short_hash(p.new_hash) : "",
                    short_commit(p.old.commit) + " -> " + short_commit(p.new_commit),
                    p.compare_url.value_or("")});
  }
  return render_table(rows, "  ");
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

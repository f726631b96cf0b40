#include "review/review_workflows.hpp"

#include <map>

#include "discovery/workflow_checks.hpp"
#include "namespacing/plugin_names.hpp"

namespace mind::review {
namespace {

// WF-24: review has no installed copy, so it expands `meta.name` itself; a
// name whose token does not resolve has no harness name to compare.
discovery::WorkflowMeta expanded_meta(const ReviewScope& scope, std::size_t index) {
  const discovery::CatalogItem& item = scope.catalog.items[index];
  discovery::WorkflowMeta meta = *item.workflow;
  if (namespacing::takes_meta_name(item)) {  // decision 18: staged as its installed name
    meta.name = scope.names[index].str();
    return meta;
  }
  if (!meta.name || !namespacing::may_hold_tokens(*meta.name)) return meta;
  const namespacing::ExpansionScope expansion{
      scope.siblings, item.kind, item.bare_name, "/store", {}};
  const namespacing::Expansion e =
      namespacing::expand_tokens(*meta.name, expansion, namespacing::PathForm::home_relative);
  if (e.failure) {
    meta.name.reset();
  } else {
    meta.name = std::string(namespacing::trim_token_space(e.text));
  }
  return meta;
}

}  // namespace

void check_workflows(const ReviewScope& scope, std::vector<Finding>& out) {
  std::vector<discovery::HarnessClaim> claims;
  std::map<std::string, std::string> file_of;  // claimant -> its file, for locations
  for (std::size_t i = 0; i < scope.catalog.items.size(); ++i) {
    const discovery::CatalogItem& item = scope.catalog.items[i];
    if (item.kind != discovery::Kind::workflow) continue;
    const std::string label = scope.label(i);
    out.push_back(make_finding(  // WF-53: unconditional, no read needed
        Severity::advisory, "workflow-content",
        label + " is JavaScript the harness runs to drive subagents; mind neither reads nor "
                "validates its body, so read it before melding",
        item.relative_path));
    if (!item.workflow) continue;
    for (const std::string& reason : discovery::unloadable_reasons(*item.workflow, item.size_bytes)) {
      out.push_back(make_finding(Severity::advisory, "workflow-unloadable", label + ": " + reason,
                                 item.relative_path));
    }
    if (auto unread = discovery::unread_message(*item.workflow, item.size_bytes, scope.cap)) {
      out.push_back(make_finding(Severity::advisory, "workflow-unread", label + ": " + *unread,
                                 item.relative_path));
    }
    const discovery::WorkflowMeta meta = expanded_meta(scope, i);
    if (auto diverged = discovery::divergence_message(meta, scope.names[i].str(), item.bare_name)) {
      out.push_back(make_finding(Severity::advisory, "workflow-name", label + ": " + *diverged,
                                 item.relative_path));
    }
    if (auto name = discovery::harness_name(meta)) {
      claims.push_back({*name, label, true});
      file_of.emplace(label, item.relative_path);
    }
  }
  for (const discovery::NameCollision& c : discovery::harness_name_collisions(std::move(claims))) {
    const auto file = c.named.empty() ? file_of.end() : file_of.find(c.named.front());
    out.push_back(make_finding(Severity::advisory, "workflow-name-collision", c.message,
                               file == file_of.end() ? std::string() : file->second));
  }
}

}  // namespace mind::review

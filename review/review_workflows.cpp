#include "review/review_workflows.hpp"

#include <map>

#include "core/bounded_list.hpp"

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

// WF-53, issue 49: every workflow is named, but in one finding per source
// unless each is asked for (`-v`, --json, SARIF): the text is the same for
// each, and a plugin ships many.
void workflow_content(const ReviewScope& scope, bool list_each, std::vector<Finding>& out) {
  constexpr std::string_view kWhat =
      "JavaScript the harness runs to drive subagents; mind neither reads nor validates its body";
  std::vector<std::size_t> workflows;
  for (std::size_t i = 0; i < scope.catalog.items.size(); ++i) {
    if (scope.catalog.items[i].kind == discovery::Kind::workflow) workflows.push_back(i);
  }
  if (workflows.empty()) return;
  if (list_each || workflows.size() == 1) {
    for (std::size_t i : workflows) {
      out.push_back(
          make_finding(Severity::advisory, "workflow-content",
                       scope.label(i) + " is " + std::string(kWhat) + ", so read it before melding",
                       scope.catalog.items[i].relative_path));
    }
    return;
  }
  std::vector<std::string> files;
  for (std::size_t k = 0; k < workflows.size() && k < kMaxNamedInReport; ++k)
    files.push_back(scope.catalog.items[workflows[k]].relative_path);
  out.push_back(make_finding(Severity::advisory, "workflow-content",
                             std::to_string(workflows.size()) + " workflows (" +
                                 bounded_list(files, workflows.size()) + ") are " +
                                 std::string(kWhat) +
                                 ", so read them before melding; `mind review -v` lists each",
                             scope.catalog.items[workflows.front()].relative_path));
}

}  // namespace

void check_workflows(const ReviewScope& scope, bool list_each, std::vector<Finding>& out) {
  workflow_content(scope, list_each, out);
  std::vector<discovery::HarnessClaim> claims;
  std::map<std::string, std::string> file_of;  // claimant -> its file, for locations
  for (std::size_t i = 0; i < scope.catalog.items.size(); ++i) {
    const discovery::CatalogItem& item = scope.catalog.items[i];
    if (item.kind != discovery::Kind::workflow) continue;
    const std::string label = scope.label(i);
    if (!item.workflow) continue;
    for (const std::string& reason :
         discovery::unloadable_reasons(*item.workflow, item.size_bytes)) {
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

#pragma once
/// The workflow findings of `review` (WF-24, WF-29, WF-30, WF-53, WF-54, WF-56,
/// WF-59), all advisory (CLI-237):
///
/// - `workflow-content` for EVERY workflow, unconditionally and without a read,
///   so a source shipping workflows never reviews clean (WF-53): one finding
///   per source naming a few, or one per workflow with `list_each` (issue 49);
/// - `workflow-unloadable`, one per WF-30 reason, and `workflow-unread` for a
///   file over mind's cap (WF-56), from review/workflow_checks;
/// - `workflow-name` when `meta.name`, expanded against the same prefix and
///   sibling set the file's other tokens are checked with, differs from the
///   effective name (WF-24); a name whose token resolves to nothing is the
///   file's `bad-reference`, never also a divergence;
/// - `workflow-name-collision`: one report per harness name two workflows of
///   the source share, every claim a subject (WF-29, WF-59).

#include <vector>

#include "review/finding.hpp"
#include "review/review_scope.hpp"

namespace mind::review {

void check_workflows(const ReviewScope& scope, bool list_each, std::vector<Finding>& out);

}  // namespace mind::review

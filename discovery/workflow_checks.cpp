#include "discovery/workflow_checks.hpp"

#include <fmt/format.h>
#include <algorithm>
#include <tuple>

#include "core/sanitize.hpp"

namespace mind::discovery {

using discovery::MetaReason;
using discovery::MetaStatus;
using discovery::WorkflowMeta;

std::optional<std::string> harness_name(const WorkflowMeta& meta) {
  if (meta.status != MetaStatus::ok || !meta.name) return std::nullopt;
  return meta.name;
}

namespace {

// The reasons that mean mind read no `meta` at all: one finding, never also a
// missing name and description (WF-30).
bool meta_unreadable(MetaReason reason) {
  return reason == MetaReason::no_meta || reason == MetaReason::not_first_statement ||
         reason == MetaReason::not_pure_literal || reason == MetaReason::syntax_error ||
         reason == MetaReason::too_deep || reason == MetaReason::module_syntax_error ||
         reason == MetaReason::module_unchecked;
}

std::string with_detail(std::string_view head, std::string_view detail) {
  if (detail.empty()) return std::string(head);
  return fmt::format("{} ({})", head, mind::sanitize_display(detail));
}

}  // namespace

std::vector<std::string> unloadable_reasons(const WorkflowMeta& meta, std::uint64_t size_bytes) {
  std::vector<std::string> reasons;
  if (meta.status == MetaStatus::invalid) {
    if (meta_unreadable(meta.reason)) {
      reasons.push_back(with_detail(
          fmt::format("the harness will not load it: mind read no name, description or whenToUse "
                      "from its meta ({})",
                      discovery::to_slug(meta.reason)),
          meta.detail));
    } else if (meta.reason == MetaReason::bad_name) {
      reasons.push_back(
          fmt::format("the harness will not load it: {}", mind::sanitize_display(meta.detail)));
      if (!meta.description) {
        reasons.emplace_back("the harness will not load it: mind read no usable meta.description");
      }
    } else if (meta.reason == MetaReason::bad_description) {
      reasons.push_back(
          fmt::format("the harness will not load it: {}", mind::sanitize_display(meta.detail)));
    }
  }
  if (size_bytes > kHarnessWorkflowSizeCap) {
    reasons.push_back(fmt::format(
        "the harness will not load it: the file is {} bytes, over the harness's {}-byte limit",
        size_bytes, kHarnessWorkflowSizeCap));
  }
  return reasons;
}

std::optional<std::string> unread_message(const WorkflowMeta& meta, std::uint64_t size_bytes,
                                          std::uint64_t cap) {
  if (meta.status != MetaStatus::unread) return std::nullopt;
  return fmt::format(
      "mind did not read its meta: the file is {} bytes, over mind's metadata read cap of {} "
      "bytes (raise it with --max-metadata-size); mind says nothing about whether the harness "
      "loads it",
      size_bytes, cap);
}

std::optional<std::string> divergence_message(const WorkflowMeta& meta,
                                              std::string_view effective_name,
                                              std::string_view bare_name) {
  const std::optional<std::string> name = harness_name(meta);
  if (!name || *name == effective_name) return std::nullopt;
  return fmt::format(
      "the harness resolves it as '{}', not '{}'; write name: '{{{{ns:{}}}}}' in its meta to "
      "make them agree",
      shown_name(*name), shown_name(effective_name), shown_name(bare_name));
}

std::vector<std::string> workflow_messages(const WorkflowSubject& subject) {
  std::vector<std::string> messages = unloadable_reasons(subject.meta, subject.size_bytes);
  if (auto unread = unread_message(subject.meta, subject.size_bytes, subject.cap)) {
    messages.push_back(std::move(*unread));
  }
  if (auto diverged = divergence_message(subject.meta, subject.effective_name, subject.bare_name)) {
    messages.push_back(std::move(*diverged));
  }
  return messages;
}

namespace {

NameCollision report_group(std::vector<HarnessClaim>::iterator first,
                           std::vector<HarnessClaim>::iterator last, std::size_t max_named) {
  // Subjects first so the report always names what the verb touched.
  std::stable_partition(first, last, [](const HarnessClaim& claim) { return claim.subject; });
  std::vector<std::string> named;
  for (auto it = first; it != last && named.size() < max_named; ++it) named.push_back(it->claimant);
  return collision_report(first->harness_name, named, static_cast<std::size_t>(last - first));
}

}  // namespace

NameCollision collision_report(std::string_view harness_name, const std::vector<std::string>& named,
                               std::size_t total) {
  NameCollision report;
  report.harness_name = std::string(harness_name);
  for (const std::string& claimant : named) {
    report.named.push_back(mind::sanitize_display(claimant));
  }
  report.unnamed = total > report.named.size() ? total - report.named.size() : 0;
  std::string list = fmt::format("{}", fmt::join(report.named, ", "));
  if (report.unnamed > 0) list += fmt::format(" and {} more", report.unnamed);
  report.message = fmt::format(
      "{} workflows answer to the harness name '{}': {}; the harness keeps only one of them", total,
      shown_name(report.harness_name), list);
  return report;
}

std::vector<NameCollision> harness_name_collisions(std::vector<HarnessClaim> claims,
                                                   std::size_t max_named) {
  std::sort(claims.begin(), claims.end(), [](const HarnessClaim& a, const HarnessClaim& b) {
    return std::tie(a.harness_name, a.claimant) < std::tie(b.harness_name, b.claimant);
  });
  std::vector<NameCollision> reports;
  for (auto first = claims.begin(); first != claims.end();) {
    auto last = std::find_if(first, claims.end(), [&](const HarnessClaim& claim) {
      return claim.harness_name != first->harness_name;
    });
    const bool shared = last - first > 1;
    const bool touched = std::any_of(first, last, [](const HarnessClaim& c) { return c.subject; });
    if (shared && touched) reports.push_back(report_group(first, last, max_named));
    first = last;
  }
  return reports;
}

}  // namespace mind::discovery

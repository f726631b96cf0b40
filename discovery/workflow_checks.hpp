#pragma once
/// The workflow harness-name checks (WF-24, WF-29, WF-30, WF-56, WF-58, WF-59,
/// WF-61): what the harness will see of a workflow, as message strings. They are
/// pure functions of what the meta reader read, so every site (learn, upgrade,
/// `recall <item>` on the INSTALLED copy; `review` on the source's copy after
/// its own expansion) asks the same questions and prints the same words.
///
/// Choices recorded here:
/// - A workflow has a harness name only when the reader says the harness would
///   load it (status ok). One with a usable `name` but no usable `description`
///   is skipped by the harness, so it claims no name (no WF-29 claim) and does
///   not diverge (WF-24): WF-30 reports it, once.
/// - Names shown in messages are sanitized and cut to kMaxShownName code
///   points, so a hostile 8 MiB `meta.name` costs one short line (WF-59's
///   bounded-output reasoning applied to the name itself).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/sanitize.hpp"
#include "discovery/meta_reader.hpp"

namespace mind::discovery {

/// WF-7: the harness skips a workflow file larger than this many bytes.
inline constexpr std::uint64_t kHarnessWorkflowSizeCap = 524288;
/// WF-59: a collision report names at most this many claimants.
inline constexpr std::size_t kMaxNamedClaimants = 5;

/// The name the harness registers the workflow under (WF-20), or nothing when
/// mind read no usable one or the harness would not load the file.
std::optional<std::string> harness_name(const discovery::WorkflowMeta& meta);

/// Names in these messages are shown the one way every message shows them.

/// WF-30 and the WF-7 overage: one message per condition, each saying what
/// MIND read. An unreadable `meta` is one message, not also a missing name and
/// a missing description. An unread file (WF-55) has no WF-30 reason, only the
/// WF-7 overage when its size is over the harness's cap (WF-56).
std::vector<std::string> unloadable_reasons(const discovery::WorkflowMeta& meta,
                                            std::uint64_t size_bytes);

/// WF-56: the unread file, in mind's own words, naming the cap and the flag
/// that raises it; nothing when mind read the file.
std::optional<std::string> unread_message(const discovery::WorkflowMeta& meta,
                                          std::uint64_t size_bytes, std::uint64_t cap);

/// WF-24: the harness answers to a different name than the effective one. The
/// remedy names the BARE name's token, which renders as the effective name.
std::optional<std::string> divergence_message(const discovery::WorkflowMeta& meta,
                                              std::string_view effective_name,
                                              std::string_view bare_name);

/// Everything about one workflow in the order the text view prints it: WF-30
/// reasons, the WF-56 unread message, then the WF-24 divergence.
struct WorkflowSubject {
  const discovery::WorkflowMeta& meta;
  std::string_view effective_name;
  std::string_view bare_name;
  std::uint64_t size_bytes = 0;
  std::uint64_t cap = 0;  // mind's effective metadata cap (0: unlimited)
};
std::vector<std::string> workflow_messages(const WorkflowSubject& subject);

/// One workflow's claim on a harness name (WF-29). `claimant` is the display
/// key (`workflow:jk:review`, or `workflow:x (unmanaged)` for WF-61). A claim
/// that is not a `subject` (an unmanaged one, or an installed item the verb did
/// not touch) is listed in a report but never starts one.
struct HarnessClaim {
  std::string harness_name;
  std::string claimant;
  bool subject = true;
};

/// One shared harness name: ONE report (WF-59), whatever the claimant count.
struct NameCollision {
  std::string harness_name;
  std::vector<std::string> named;  // at most kMaxNamedClaimants, subjects first, then sorted
  std::size_t unnamed = 0;         // claimants not named
  std::string message;             // sanitized, bounded
};

/// The one report for `total` claimants sharing `harness_name`, naming every
/// entry of `named` in order (the caller bounds it) and counting the rest.
NameCollision collision_report(std::string_view harness_name, const std::vector<std::string>& named,
                               std::size_t total);

/// The reports for every name two or more claims share where at least one of
/// them is a subject, ordered by name. Linear in the claims (after a sort).
std::vector<NameCollision> harness_name_collisions(std::vector<HarnessClaim> claims,
                                                   std::size_t max_named = kMaxNamedClaimants);

}  // namespace mind::discovery

#pragma once
/// The three renderings of a review (CLI-219, CLI-224): text lines grouped by
/// severity, the one `--json` document, and SARIF 2.1.0 for code scanning in CI.
/// Findings were sanitized at construction; nothing here re-sanitizes.

#include <string>
#include <string_view>

#include "review/review.hpp"
#include "review/review_fix.hpp"

namespace mind::reporting {

// What review/ found, rendered here (review/ comes before reporting/).
using review::Finding;
using review::ReviewReport;
using review::Severity;

/// `file:line: message`, `file: message`, or `message`: a finding as one line
/// of display text (its JSON `message` too, so a script sees what a user sees).
std::string located_message(const Finding& finding);

/// `error [tag]: ...` lines for the hard findings (stderr) or `advisory [tag]: ...`
/// lines for the advisory ones (stdout), as the spec's finding-tag section says.
std::string review_text(const ReviewReport& report, Severity severity);

/// The text output's head: one line per finding class (tag) found, with its
/// count, in the order of review_tags() (scan failures, then what a hostile
/// source would do, then the rest), under a `findings by class:` line; empty
/// when there is no finding. The lines that follow can be many; this says at a
/// glance which classes matter.
std::string review_class_summary(const ReviewReport& report);

/// `clean`, `advisory` or `failed`.
std::string_view review_outcome(const ReviewReport& report);

/// CLI-219: `{"schema":1,"action":"review","outcome":...,"hard":[{kind,message,file?,line?}],
/// "advisory":[...],"fixed":[]}`.
std::string review_json(const ReviewReport& report);
/// `review --fix --json` (NS-54): one document, `fixed` listing each rewritten
/// file with its rewrite count, `left` the non-markdown files not touched.
std::string review_fix_json(const review::FixReport& report, const std::string& target);

/// SARIF 2.1.0: one rule per finding tag, one result per finding (hard: `error`,
/// advisory: `warning`), located by the path inside the source and its line.
std::string review_sarif(const ReviewReport& report, std::string_view tool_version);

/// The finding tags `review` can emit, each with its one-line description (the
/// SARIF rules).
struct TagDescription {
  std::string_view tag;
  std::string_view description;
};
const std::vector<TagDescription>& review_tags();

}  // namespace mind::reporting

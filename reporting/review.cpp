#include "reporting/review.hpp"

#include <algorithm>
#include <charconv>

#include "core/error.hpp"
#include "reporting/review_duplicates.hpp"
#include "reporting/review_files.hpp"
#include "reporting/review_items.hpp"
#include "reporting/review_prose.hpp"
#include "reporting/review_scope.hpp"
#include "reporting/review_tokens.hpp"
#include "reporting/review_unshipped.hpp"
#include "reporting/review_workflows.hpp"

namespace mind::reporting {
namespace {

// `mind.toml:12: ...` names the file and line the parser refused.
std::optional<std::uint32_t> mind_toml_line(std::string_view message) {
  constexpr std::string_view head = "mind.toml:";
  if (!message.starts_with(head)) return std::nullopt;
  std::uint32_t line = 0;
  const char* first = message.data() + head.size();
  const auto [end, ec] = std::from_chars(first, message.data() + message.size(), line);
  if (ec != std::errc() || end == first) return std::nullopt;
  return line;
}

// The finding tags for a refused mind.toml (cli.md "Review finding tags"). The
// parser reports all of them under its one `mind-toml` slug, so the message
// it composed is what tells them apart.
std::string_view scan_failure_tag(const std::string& kind, std::string_view message) {
  if (kind == "incompatible-version") return "incompatible-version";
  if (kind != "mind-toml") return "scan-error";
  if (message.find("unknown kind") != std::string_view::npos) return "unknown-kind";
  if (message.find("more than one of follow-branch") != std::string_view::npos)
    return "conflicting-pin";
  return "toml-parse-error";
}

}  // namespace

bool ReviewReport::failed() const { return count(Severity::hard) > 0; }

std::size_t ReviewReport::count(Severity severity) const {
  return static_cast<std::size_t>(std::count_if(
      findings.begin(), findings.end(), [&](const Finding& f) { return f.severity == severity; }));
}

Finding scan_failure_finding(const std::string& error_kind, const std::string& message) {
  const auto line = mind_toml_line(message);
  const bool in_toml = line || message.starts_with("mind.toml");
  return make_finding(Severity::hard, scan_failure_tag(error_kind, message), message,
                      in_toml ? "mind.toml" : "", line);
}

ReviewReport review_source(const std::filesystem::path& root, const ReviewOptions& options) {
  ReviewReport report;
  discovery::Catalog catalog;
  try {
    catalog = discovery::scan_source(root, options.scan);
  } catch (const Error& e) {  // review stops here (CLI-131)
    report.findings.push_back(scan_failure_finding(std::string(e.slug()), e.what()));
    return report;
  }
  report.warnings = catalog.warnings;
  report.items = catalog.items.size();
  const ReviewScope scope(catalog, options.scan.metadata_cap, options.namespace_flag);
  report.prefix = scope.prefix;
  TokenResolver resolver(scope.siblings);
  DuplicateFiles duplicates;
  std::vector<AddressedFile> addressed;  // CLI-191, only when tracking is checked

  check_source_level(scope, report.findings);
  check_workflows(scope, report.findings);
  for (std::size_t i = 0; i < catalog.items.size(); ++i) {
    check_item(scope, i, report.findings);
    for_each_item_file(catalog.items[i], scope.cap, [&](const ItemFile& file) {
      check_file_tokens(scope, resolver, i, file, report.findings);
      check_file_prose(scope, i, file, report.findings);
      duplicates.add(scope, i, file);
      if (options.check_tracking) {
        for (AddressedFile& a : addressed_files(scope, i, file)) addressed.push_back(std::move(a));
      }
    });
  }
  duplicates.report(scope, report.findings);
  if (options.check_tracking) check_unshipped(scope, root, addressed, report.findings);
  return report;
}

}  // namespace mind::reporting

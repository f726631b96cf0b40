#include "review/review.hpp"

#include <algorithm>
#include <charconv>

#include "core/error.hpp"
#include "install/item_files.hpp"
#include "review/review_duplicates.hpp"
#include "review/review_items.hpp"
#include "review/review_plugin_references.hpp"
#include "review/review_plugin_root.hpp"
#include "review/review_prose.hpp"
#include "review/review_scope.hpp"
#include "review/review_spec.hpp"
#include "review/review_tokens.hpp"
#include "review/review_tree.hpp"
#include "review/review_unshipped.hpp"
#include "review/review_workflows.hpp"

namespace mind::review {
namespace {

// `mind.toml:12: ...` names the file and line the parser refused: the finding's
// location only, never its tag.
std::optional<std::uint32_t> mind_toml_line(std::string_view message) {
  constexpr std::string_view head = "mind.toml:";
  if (!message.starts_with(head)) return std::nullopt;
  std::uint32_t line = 0;
  const char* first = message.data() + head.size();
  const auto [end, ec] = std::from_chars(first, message.data() + message.size(), line);
  if (ec != std::errc() || end == first) return std::nullopt;
  return line;
}

// The finding tag for each scan failure (cli.md "Review finding tags"), told
// apart by the error's kind alone: the parser gives each refusal its own slug.
std::string_view scan_failure_tag(ErrorKind kind) {
  switch (kind) {
    case ErrorKind::mind_toml:
      return "toml-parse-error";
    case ErrorKind::unknown_kind:
      return "unknown-kind";
    case ErrorKind::conflicting_pin:
      return "conflicting-pin";
    case ErrorKind::incompatible_version:
      return "incompatible-version";
    case ErrorKind::plugin_manifest:
      return "plugin-manifest-error";
    default:
      return "scan-error";
  }
}

}  // namespace

bool ReviewReport::failed() const { return count(Severity::hard) > 0; }

std::size_t ReviewReport::count(Severity severity) const {
  return static_cast<std::size_t>(std::count_if(
      findings.begin(), findings.end(), [&](const Finding& f) { return f.severity == severity; }));
}

Finding scan_failure_finding(ErrorKind error_kind, const std::string& message) {
  const auto line = mind_toml_line(message);
  const bool in_toml = line || message.starts_with("mind.toml");
  return make_finding(Severity::hard, scan_failure_tag(error_kind), message,
                      in_toml ? "mind.toml" : "", line);
}

ReviewReport review_source(const std::filesystem::path& root, const ReviewOptions& options) {
  ReviewReport report;
  discovery::Catalog catalog;
  try {
    catalog = discovery::scan_source(root, options.scan);
  } catch (const Error& e) {  // review stops here (CLI-131)
    report.findings.push_back(scan_failure_finding(e.kind(), e.what()));
    return report;
  }
  report.warnings = catalog.warnings;
  report.notes = catalog.shape_notes;
  report.items = catalog.items.size();
  for (const discovery::CatalogItem& item : catalog.items) {
    report.item_paths.push_back(item.relative_path);
  }
  const ReviewScope scope(catalog, options.scan.metadata_cap, options.namespace_flag);
  report.prefix = scope.prefix;
  TokenResolver resolver(scope.siblings);
  DuplicateFiles duplicates;
  std::vector<AddressedFile> addressed;  // CLI-191, only when tracking is checked

  check_source_level(scope, report.findings);
  check_workflows(scope, options.list_each, report.findings);
  check_skill_spec(scope, options.list_each, report.findings);  // issue 49
  UnguardedReferences unguarded;
  const PluginReferenceCheck plugin_references(scope);  // decision 18
  for (std::size_t i = 0; i < catalog.items.size(); ++i) {
    check_item(scope, i, report.findings);
    check_item_tree(scope, i, report.findings);  // what install would refuse
    install::for_each_item_file(catalog.items[i], scope.cap, [&](const install::ItemFile& file) {
      check_file_tokens(scope, resolver, i, file, report.findings);
      check_file_prose(scope, i, file, report.findings);
      check_file_plugin_root(scope, i, file, report.findings);  // issue 44
      unguarded.add(scope, i, file);
      plugin_references.check_file(scope, i, file, report.findings);
      duplicates.add(scope, i, file);
      if (options.check_tracking) {
        for (AddressedFile& a : addressed_files(scope, i, file)) addressed.push_back(std::move(a));
      }
    });
    unguarded.report(scope, i, report.findings);
  }
  duplicates.report(scope, report.findings);
  if (options.check_tracking) check_unshipped(scope, root, addressed, report.findings);
  return report;
}

}  // namespace mind::review

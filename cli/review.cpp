/// `mind review [target]`: the read-only audit of a source (CLI-130..146,
/// CLI-219, WF-53). Wiring only: review/review_target resolves and (for a
/// repo spec) clones the target, review/review runs the checks, and
/// reporting/review_render prints text, the `--json` document or SARIF.

#include <unistd.h>

#include "cli/review_policy.hpp"
#include "cli/verbs.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "core/shell_quote.hpp"
#include "core/version.hpp"
#include "install/component_library_hint.hpp"
#include "namespacing/prefix.hpp"
#include "reporting/error_sink.hpp"
#include "reporting/review_render.hpp"
#include "review/review.hpp"
#include "review/review_fix.hpp"
#include "review/review_target.hpp"

namespace mind::cli {
namespace {

struct ReviewFlags {
  std::string target;
  std::optional<std::string> namespace_;
  std::string format = "text";
  std::optional<std::string> policy;  // POL-50: validate this policy file instead
  // The layout flags `meld` takes (DSC-51, DSC-84, DSC-75): a review sees the
  // items the meld with the same flags would offer (issue 35).
  std::vector<std::string> roots, add_roots;
  bool roots_given = false, add_roots_given = false, flat_skills = false;
  bool fix = false;  // --fix (NS-54)
};

// The run's scan options with the layout flags applied.
discovery::ScanOptions review_scan(const Context& ctx, const ReviewFlags& f) {
  discovery::ScanOptions scan = ctx.scan_options();
  if (f.roots_given) scan.roots = f.roots;
  if (f.add_roots_given) scan.add_roots = f.add_roots;
  scan.flat_skills = scan.flat_skills || f.flat_skills;
  return scan;
}

// NS-54: `review --fix` rewrites bare sibling mentions in the markdown of a
// local tree, then reports what it changed; a clone or a melded source's
// checkout is never edited.
int run_fix(Context& ctx, const ReviewFlags& f, bool json) {
  std::vector<std::string> notes;
  const review::ReviewTarget target(ctx.paths(), f.target, false, notes);
  for (const std::string& n : notes) ctx.out.note("note: " + n);
  if (target.origin() != review::ReviewTarget::Origin::local_directory) {
    throw Error(
        ErrorKind::review_failed,  // CLI-138 (its own `fix-not-local` kind: not yet)
        "review --fix edits only a local directory, and " + target.display() + " is not one",
        {"clone the repository and run `mind review --fix <dir>` on your checkout"});
  }
  const review::FixReport fixed =
      review::fix_source(target.dir(), review_scan(ctx, f), f.namespace_);
  if (json) {
    ctx.out.stdout_text(reporting::review_fix_json(fixed, target.display()));
    return 0;
  }
  std::string text;
  for (const auto& file : fixed.rewritten) {
    text += "rewrote " + file.path + " (" + std::to_string(file.rewrites) + " mention(s))\n";
  }
  for (const auto& file : fixed.left) {
    ctx.out.note("left " + file.path + " as it is: only markdown is rewritten (" +
                 std::to_string(file.rewrites) + " bare mention(s))");
  }
  text += "review --fix of " + target.display() + ": " + std::to_string(fixed.rewritten.size()) +
          " file(s), " + std::to_string(fixed.rewrites()) + " rewrite(s)\n";
  ctx.out.stdout_text(text);
  return 0;
}

std::string summary(const review::ReviewReport& report, const std::string& target) {
  const std::size_t hard = report.count(review::Severity::hard);
  const std::size_t advisory = report.count(review::Severity::advisory);
  if (hard + advisory == 0) return "review of " + target + ": clean\n";
  return "review of " + target + ": " + std::to_string(hard) + " hard, " +
         std::to_string(advisory) + " advisory finding(s)\n";
}

Error failed(const review::ReviewReport& report, const std::string& target) {
  return Error(ErrorKind::review_failed,
               "review of " + target + " found " +
                   std::to_string(report.count(review::Severity::hard)) + " hard finding(s)",
               {"fix the `error` findings above; a source with any of them fails to install or "
                "to load"});
}

// Issue 35: a nested component library the scan did not reach is named,
// with the review and the meld that take it, quoted to run as printed.
void note_component_library(Context& ctx, const ReviewFlags& f, const review::ReviewTarget& target,
                            const review::ReviewReport& report) {
  if (target.origin() == review::ReviewTarget::Origin::melded_source) return;
  const auto hint = install::component_library_hint(target.dir(), report.item_paths);
  if (!hint) return;
  const std::string typed = shell_quoted(sanitize_display(f.target.empty() ? "." : f.target));
  ctx.out.note("note: " + hint->what + "; review them (each named <category>:<name>) with `mind " +
               "review " + typed + hint->add_roots + "`, meld them with `mind meld " + typed +
               hint->add_roots + "`");
}

int run_review(Context& ctx, const ReviewFlags& f, bool json) {
  if (f.policy) return run_policy_review(ctx, *f.policy, json);  // POL-50
  if (f.namespace_ && !f.namespace_->empty()) {
    namespacing::validate_prefix(*f.namespace_, "--namespace");  // NS-28, NS-72, NS-73
  }
  if (f.fix) return run_fix(ctx, f, json);
  std::vector<std::string> notes;
  const bool progress = !json && f.format == "text";
  const review::ReviewTarget target(ctx.paths(), f.target, progress, notes);
  for (const std::string& n : notes) ctx.out.note("note: " + n);

  const bool local_tree = target.origin() != review::ReviewTarget::Origin::clone;
  const review::ReviewReport report = review::review_source(
      target.dir(), {review_scan(ctx, f), f.namespace_, local_tree,
                     /*list_each=*/ctx.global.verbose || json || f.format != "text"});
  for (const std::string& w : report.warnings) ctx.out.warn(w);
  for (const std::string& n : report.notes) ctx.out.note("note: " + n);
  note_component_library(ctx, f, target, report);

  if (json) {
    const std::string doc = reporting::review_json(report);
    if (report.failed()) throw failed(report, target.display()).with_details_json(doc);  // CLI-219
    ctx.out.stdout_text(doc);
    return 0;
  }
  if (f.format == "sarif") {
    ctx.out.stdout_text(reporting::review_sarif(report, mind::kMindVersion));
  } else {
    ctx.out.stdout_text(reporting::review_class_summary(report));  // issue 22: classes first
    std::string hard = reporting::review_text(report, review::Severity::hard);
    if (!hard.empty()) {
      hard.pop_back();  // note() ends the line
      ctx.out.note(hard);
    }
    ctx.out.stdout_text(reporting::review_text(report, review::Severity::advisory) +
                        summary(report, target.display()));
  }
  if (report.failed()) throw failed(report, target.display());  // CLI-132: exit 1
  return 0;
}

// `--format json` is this verb's own choice of document, so its failures are
// the JSON envelope too (CLI-181); they are printed here, and the global
// `--json` that main and the other verbs read stays as the user gave it.
int run(Context& ctx, const ReviewFlags& f) {
  if (ctx.global.json && f.format == "sarif") {  // CLI-183: plain text, exit 2
    ctx.out.note("error: --json and --format sarif ask for two documents; choose one");
    return 2;
  }
  const bool format_json = f.format == "json" && !ctx.global.json;
  if (!format_json) return run_review(ctx, f, ctx.global.json);
  try {
    return run_review(ctx, f, true);
  } catch (...) {  // the one sink, as main's, with the envelope forced
    return reporting::report_failure(
        std::current_exception(), /*json=*/true,
        {[&ctx](const std::string& text) { ctx.out.stdout_text(text); }, std::cerr});
  }
}

}  // namespace

Verb add_review(CLI::App& app) {
  auto f = std::make_shared<ReviewFlags>();
  CLI::App* cmd = app.add_subcommand(
      "review", "Audit a source before melding it: what runs, what will not load, what is risky.");
  cmd->add_option("target", f->target,
                  "a directory (default: the current one), a melded source, or a repository");
  cmd->add_option("-N,--namespace", f->namespace_,
                  "check tokens and references as if installed under this prefix");
  cmd->add_option("--as", f->namespace_)->group("");  // CLI-159: hidden alias
  cmd->add_option("--policy", f->policy,
                  "validate a managed policy file (before rolling it out) instead of a source");
  cmd->add_option("--root", f->roots,
                  "review only this folder of the source for skills/, agents/, ... as `meld "
                  "--root` would scan it (repeatable)");
  cmd->add_option("--add-root", f->add_roots,
                  "also review this folder, in both skill layouts, as `meld --add-root` "
                  "(repeatable)");
  cmd->add_flag("--flat-skills", f->flat_skills,
                "a skill is any <root>/<name>/SKILL.md folder, as `meld --flat-skills`");
  cmd->add_option("--format", f->format, "text (default), json, or sarif (SARIF 2.1.0 for CI)")
      ->check(CLI::IsMember({"text", "json", "sarif"}));
  cmd->add_flag("--fix", f->fix,
                "rewrite bare sibling names into {{ns:NAME}} tokens, in markdown files only");
  return {cmd, always(StateUse::none), [f, cmd](Context& ctx) {
            f->roots_given = cmd->count("--root") > 0;
            f->add_roots_given = cmd->count("--add-root") > 0;
            return run(ctx, *f);
          }};
}

}  // namespace mind::cli

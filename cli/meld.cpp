#include <unistd.h>

#include "cli/hook_gate.hpp"
#include "cli/verbs.hpp"
#include "core/sanitize.hpp"
#include "discovery/near_miss.hpp"
#include "install/learn.hpp"
#include "install/local_lobe.hpp"
#include "install/meld.hpp"
#include "install/super_source.hpp"
#include "reporting/json_render.hpp"
#include "reporting/lifecycle_views.hpp"
#include "reporting/workflow_harness.hpp"
#include "store/state_lock.hpp"

namespace mind::cli {
namespace {

struct MeldOptions {
  install::MeldRequest request;
  std::string pin, follow_branch, pin_tag, pin_ref, namespace_;
  bool namespace_given = false;
  bool register_only = false;
  bool force = false;
  bool local = false;                                       // HARN-20
  bool recursive = false;                                   // DSC-55
  std::string install_hook;                                 // HOOK-2
  bool run_install_hooks = false, run_build_hooks = false;  // HOOK-23, HOOK-74
  std::vector<std::string> roots, add_roots;
};

// CLI-202: the hidden aliases are folded into `--pin` forms; each counts toward CLI-17.
std::vector<std::string> pin_flags(const MeldOptions& o, const CLI::App& cmd) {
  std::vector<std::string> pins;
  if (cmd.count("--pin") > 0) pins.push_back(o.pin);
  if (cmd.count("--follow-branch") > 0) pins.push_back("branch=" + o.follow_branch);
  if (cmd.count("--pin-tag") > 0) pins.push_back("tag=" + o.pin_tag);
  if (cmd.count("--pin-ref") > 0) pins.push_back(o.pin_ref);
  return pins;
}

// CLI-205: a meld that finds nothing says where it looked, what comes close,
// and which flag or mind.toml entry would take it. Not for a source whose own
// files say what it holds (a mind.toml's items, a plugin, a super-source).
void explain_empty(Context& ctx, const install::SourceCatalog& sc, const std::string& identity,
                   const std::string& spec) {
  const discovery::Catalog& c = sc.catalog;
  if (c.origin != discovery::CatalogOrigin::convention || !c.nested_sources.empty()) return;
  const std::string shown = mind::sanitize_display(identity);
  ctx.out.note("found no items in " + shown + ": mind looks for " +
               discovery::convention_layouts());
  const std::vector<discovery::NearMiss> misses = discovery::find_near_misses(sc.dir);
  if (misses.empty()) {
    ctx.out.note(
        "nothing in it comes close to those layouts; if its items live elsewhere, "
        "`mind unmeld " +
        shown +
        "` and meld again with --root, --add-root or "
        "--flat-skills, or add a mind.toml that lists them ([[items]])");
    return;
  }
  ctx.out.note("what comes close:");
  for (const auto& m : misses) ctx.out.note("  " + m.what + ": " + m.remedy);
  ctx.out.note("next: `mind unmeld " + shown + "`, then `mind meld " +
               mind::sanitize_display(spec) + "` with the flag above");
}

int run(Context& ctx, MeldOptions o, const CLI::App& cmd) {
  install::MeldRequest request = o.request;
  request.pins = pin_flags(o, cmd);
  if (cmd.count("--namespace") > 0) request.namespace_ = o.namespace_;
  if (cmd.count("--root") > 0) request.roots = o.roots;
  if (cmd.count("--add-root") > 0) request.add_roots = o.add_roots;
  request.progress = !ctx.global.json && ::isatty(2) != 0;  // silent under --json and off a TTY

  if (cmd.count("--install-hook") > 0) request.install_hook = o.install_hook;
  request.rerun_hooks = o.force;  // HOOK-60
  const install::HookGate gate = hook_gate(ctx, o.run_install_hooks);
  request.hooks = &gate;

  install::Session& session = ctx.session();
  const install::HookGate build_gate = hook_gate(ctx, o.run_build_hooks);  // HOOK-74
  session.build_hooks = &build_gate;
  session.item_install_hooks = &gate;  // HOOK-83: the install-hook flag
  apply_local_scope(ctx, session, o.local);
  install::MeldOutcome melded = install::meld(session, request);
  note_skipped_hooks(ctx, melded.identity, install::HookEvent::install, melded.hooks);
  // DSC-38, DSC-54: a super-source's `[discover].sources` chain, melded in turn.
  std::vector<install::SkippedSource> skipped;  // DSC-79, DSC-93
  std::vector<install::NestedMeld> nested =
      install::meld_nested_sources(session, melded, request.progress, o.recursive, &skipped);
  ctx.flush_warnings(session);
  if (melded.layout_kept) {  // CLI-206, DSC-75: the layout is chosen at the first meld
    std::string flags;
    for (const char* flag : {"--root", "--add-root", "--flat-skills"}) {
      if (cmd.count(flag) > 0) flags += (flags.empty() ? "" : ", ") + std::string(flag);
    }
    ctx.out.note(flags + " ignored: " + mind::sanitize_display(melded.identity) +
                 " is already melded; `mind unmeld` it, then meld again with them");
  }
  for (const auto& sc : melded.catalogs) {  // e.g. a plugin's skipped components (MKT-4)
    for (const auto& note : sc.catalog.notes) ctx.out.note(note);
  }
  const std::string shown = mind::sanitize_display(melded.identity);

  std::string outcome = melded.already_melded ? "already-melded" : "melded";
  if (melded.repinned_to) outcome = "re-pinned";
  reporting::MutationResult result;
  result.action = "meld";
  result.target = melded.identity;
  result.outcome = outcome;
  if (!ctx.global.json) {
    if (melded.repinned_to) {
      ctx.out.stdout_text("re-pinned " + shown + ": " + *melded.repinned_from + " -> " +
                          *melded.repinned_to + "\n");
    } else if (melded.already_pinned) {
      ctx.out.stdout_text(shown + " is already pinned there\n");
    }
    ctx.out.stdout_text((melded.already_melded ? "already melded " : "melded ") + shown + " (" +
                        std::to_string(melded.offered.size()) + " items)\n");
    if (!melded.other_instances.empty()) {  // STO-60, STO-63
      std::string names;
      for (const auto& n : melded.other_instances) {
        names += (names.empty() ? "" : ", ") + mind::sanitize_display(n);
      }
      ctx.out.note(melded.other_instances.size() == 1
                       ? "a second, independent instance now exists; the existing " + names +
                             " remains"
                       : "a second, independent instance now exists; the existing instances " +
                             names + " remain");
    }
  }
  if (!ctx.global.json && melded.offered.empty() && !melded.catalogs.empty()) {
    explain_empty(ctx, melded.catalogs.front(), melded.identity, o.request.spec);
  }
  std::size_t pending = melded.pending.size();
  for (const auto& n : nested) {
    pending += n.pending.size();
    if (!ctx.global.json) {
      ctx.out.stdout_text((n.already_melded ? "  already melded " : "  melded ") +
                          mind::sanitize_display(n.identity) + "\n");
    }
  }
  // CLI-23 / CLI-156: install after a confirmation, never prompting under --json.
  bool install = !o.register_only && pending > 0;
  if (install && !ctx.global.yes) {
    if (ctx.global.json || !ctx.interactive()) {
      install = false;
      result.pending_items = static_cast<long long>(pending);
      if (!ctx.global.json) {
        ctx.out.note(
            "not installing without --yes on a non-interactive run; install later with: "
            "mind learn --all '" +
            shown + "'");
      }
    } else {
      install = ctx.confirm("install " + std::to_string(pending) + " items from " + shown + "?");
    }
  }
  if (install) {
    // CLI-14: unguarded references; a batch: a taken link path is skipped and reported.
    install::LearnOutcome learned = install::install_offered(
        session, melded.catalogs, melded.pending, o.force, false, ctx.global.verbose, true);
    for (const auto& n : nested) {  // DSC-58, DSC-62: the flagged entries
      install::LearnOutcome more = install::install_offered(session, n.catalogs, n.pending, o.force,
                                                            false, ctx.global.verbose, true);
      for (auto& key : more.installed) learned.installed.push_back(std::move(key));
      for (auto& s : more.skipped) learned.skipped.push_back(std::move(s));
      for (auto& f : more.displaced) learned.displaced.push_back(std::move(f));
    }
    result.installed = learned.installed;
    result.skipped = learned.skipped;
    result.displaced = learned.displaced;  // decision 10
    // meld --yes installs as learn does, so it warns as learn does (WF-31).
    for (const std::string& w :
         reporting::touched_workflow_warnings(session.paths, session.lobes, session.manifest,
                                              learned.installed, session.scan.metadata_cap)) {
      session.warnings.push_back(w);
    }
    if (!ctx.global.json) {
      std::string text;  // one write, not one per item
      for (const auto& key : learned.installed)
        text += "  learned " + mind::sanitize_display(key) + "\n";
      ctx.out.stdout_text(text + reporting::displaced_text(result));
    }
  }
  ctx.flush_warnings(session);
  if (!nested.empty() && !ctx.global.json) {  // DSC-56
    ctx.out.note("browse what the melded sources offer with `mind probe`");
  }
  if (ctx.global.json) {
    std::vector<std::pair<std::string, std::string>> left_out;
    for (const auto& sk : skipped) left_out.emplace_back(sk.source, sk.reason);
    ctx.out.stdout_text(reporting::mutation_json(result, left_out));
  }
  return 0;
}

}  // namespace

Verb add_meld(CLI::App& app) {
  auto o = std::make_shared<MeldOptions>();
  CLI::App* cmd = app.add_subcommand("meld", "Meld with a source repo and install its items.");
  cmd->alias("add");
  cmd->add_option("repo", o->request.spec,
                  "owner/repo, https URL, git@host:owner/repo, ssh:// or file:// URL, or a local "
                  "path (default: .)");
  cmd->add_option("--pin", o->pin,
                  "HEAD or a tag/branch/commit to freeze at; branch=<b> or tag=<t> to follow");
  cmd->add_option("--follow-branch", o->follow_branch)->group("");  // CLI-202 hidden aliases
  cmd->add_option("--pin-tag", o->pin_tag)->group("");
  cmd->add_option("--pin-ref", o->pin_ref)->group("");
  cmd->add_option("-N,--namespace,--as", o->namespace_,
                  "namespace: an identity alias and the prefix of item names ('' for none)");
  auto* register_only =
      cmd->add_flag("--register-only", o->register_only, "register the source, install nothing");
  cmd->add_flag("--link-only", o->register_only)->group("");  // CLI-165 hidden alias
  cmd->add_option("--learn", o->request.learn_patterns,
                  "install only the items matching NAME, kind:name or a glob (repeatable)")
      ->excludes(register_only);
  // DSC-51, DSC-84, DSC-75: persisted on the new registry entry, applied by later scans and sync.
  cmd->add_option("--root", o->roots,
                  "scan only this folder of the source for skills/, agents/, ... (repeatable; "
                  "replaces the source's own roots)");
  cmd->add_option("--add-root", o->add_roots,
                  "also scan this folder, in both skill layouts, on top of what the source "
                  "declares (repeatable)");
  cmd->add_flag("--flat-skills", o->request.flat_skills,
                "a skill is any <root>/<name>/SKILL.md folder, without a skills/ container");
  cmd->add_flag("-r,--recursive", o->recursive,
                "also install the items of every nested source (a marketplace's external "
                "plugins, a mind.toml's [discover] sources)");
  cmd->add_flag("-f,--force", o->force, "replace files mind does not own at link paths");
  cmd->add_flag("--local", o->local, "link only into the project lobe under the current directory");
  cmd->add_option("--install-hook", o->install_hook,
                  "run this command as the source's one install hook instead of what it declares");
  add_skip_install_hook_check(cmd, o->run_install_hooks, "the source's");
  add_skip_build_hook_check(cmd, o->run_build_hooks);
  return {cmd, always(StateUse::write), [o, cmd](Context& ctx) { return run(ctx, *o, *cmd); }};
}

}  // namespace mind::cli

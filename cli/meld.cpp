#include <unistd.h>

#include "cli/front_end.hpp"
#include "cli/hook_gate.hpp"
#include "cli/verbs.hpp"
#include "core/sanitize.hpp"
#include "core/shell_quote.hpp"
#include "install/meld_operation.hpp"
#include "reporting/json_render.hpp"
#include "reporting/lifecycle_views.hpp"
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

// What was melded, before the install question (CLI-209, CLI-205, STO-60).
void render_registered(const Context& ctx, const install::MeldResult& r) {
  for (const auto& note : r.notes) ctx.out.note(note);
  if (ctx.global.json) return;
  const install::MeldOutcome& melded = r.melded;
  const std::string shown = mind::sanitize_display(melded.identity);
  std::string text;
  if (melded.repinned_to) {
    text +=
        "re-pinned " + shown + ": " + *melded.repinned_from + " -> " + *melded.repinned_to + "\n";
  } else if (melded.already_pinned) {
    text += shown + " is already pinned there\n";
  }
  text += (melded.already_melded ? "already melded " : "melded ") + shown + " (" +
          std::to_string(melded.offered.size()) + " items)\n";
  for (const install::RemeldItem& item : r.remeld_items) {  // CLI-12
    text += "  " + mind::sanitize_display(item.key) + ": ";
    if (!item.installed) {
      text += "not installed; run mind learn " +
              mind::shell_quoted(mind::sanitize_display(item.learn_ref)) + "\n";
    } else {
      text += (item.commit.empty() ? "installed" : "installed at " + item.commit.substr(0, 12)) +
              (item.lags ? " (outdated; run mind upgrade)" : "") + "\n";
    }
  }
  ctx.out.stdout_text(text);
  text.clear();
  for (const auto& line : r.empty_explanation) ctx.out.note(line);
  for (const auto& n : r.nested) {
    text += (n.already_melded ? "  already melded " : "  melded ") +
            mind::sanitize_display(n.identity) + "\n";
  }
  ctx.out.stdout_text(text);
}

void render_installed(const Context& ctx, const install::MeldResult& r,
                      reporting::MutationResult& result) {
  const std::string shown = mind::sanitize_display(r.melded.identity);
  if (r.unasked) {
    result.pending_items = static_cast<long long>(r.pending);
    if (!ctx.global.json) {
      ctx.out.note(
          "not installing without --yes on a non-interactive run; install later with: "
          "mind learn --all '" +
          shown + "'");
    }
  }
  if (r.declined && !ctx.global.json) {  // issue 35: a "no" says what happens next
    ctx.out.note("nothing installed; " + shown +
                 " stays melded: install later with `mind learn --all '" + shown +
                 "'`, or remove it with `mind unmeld '" + shown + "'`");
  }
  if (!r.learned) return;
  result.installed = r.learned->installed;
  result.skipped = r.learned->skipped;
  result.displaced = r.learned->displaced;  // decision 10
  if (!ctx.global.json) {
    std::string text;  // one write, not one per item
    for (const auto& key : r.learned->installed)
      text += "  learned " + mind::sanitize_display(key) + "\n";
    ctx.out.stdout_text(text + reporting::displaced_text(result));
  }
}

int run(Context& ctx, MeldOptions o, const CLI::App& cmd) {
  install::MeldOptions options;
  options.request = o.request;
  options.request.pins = pin_flags(o, cmd);
  if (cmd.count("--namespace") > 0) options.request.namespace_ = o.namespace_;
  if (cmd.count("--root") > 0) options.request.roots = o.roots;
  if (cmd.count("--add-root") > 0) options.request.add_roots = o.add_roots;
  if (cmd.count("--install-hook") > 0) options.request.install_hook = o.install_hook;
  options.request.progress =
      !ctx.global.json;  // silent under --json; off a terminal, whole lines (issue 35)
  options.register_only = o.register_only;
  options.force = o.force;
  options.recursive = o.recursive;
  options.report_unguarded = ctx.global.verbose;
  const install::HookGate gate = hook_gate(ctx, o.run_install_hooks);
  const install::HookGate build_gate = hook_gate(ctx, o.run_build_hooks);  // HOOK-74
  options.consents.source_install = &gate;
  options.consents.item_install = &gate;  // HOOK-83: the install-hook flag
  options.consents.build = &build_gate;
  options.asker = asker(ctx, !ctx.global.json && ctx.interactive());  // CLI-23, CLI-156
  options.on_registered = [&ctx](const install::MeldResult& r) {
    note_skipped_hooks(ctx, r.melded.identity, install::HookEvent::install, r.melded.hooks);
    ctx.flush_warnings(ctx.session());
    render_registered(ctx, r);
  };

  install::Session& session = ctx.session();
  apply_local_scope(ctx, session, o.local);
  const install::MeldResult melded = install::run_meld(session, options);

  reporting::MutationResult result;
  result.action = "meld";
  result.target = melded.melded.identity;
  result.outcome = melded.melded.repinned_to      ? "re-pinned"
                   : melded.melded.already_melded ? "already-melded"
                                                  : "melded";
  render_installed(ctx, melded, result);
  result.empty_source = melded.empty_source;  // CLI-205
  for (const std::string& w : melded.workflow_warnings) session.warnings.push_back(w);
  ctx.flush_warnings(session);
  if (!melded.nested.empty() && !ctx.global.json) {  // DSC-56
    ctx.out.note("browse what the melded sources offer with `mind probe`");
  }
  if (ctx.global.json) {
    std::vector<std::pair<std::string, std::string>> left_out;
    for (const auto& sk : melded.skipped) left_out.emplace_back(sk.source, sk.reason);
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
  cmd->add_flag("--register-only", o->register_only, "register the source, install nothing");
  cmd->add_flag("--link-only", o->register_only)->group("");  // CLI-165 hidden alias
  cmd->add_option("--learn", o->request.learn_patterns,
                  "install only the items matching NAME, kind:name or a glob (repeatable)");
  // Checked after parsing, not with excludes(): CLI11 would print "Excludes:
  // --learn" on the option line of `help meld` (issue 35). Still exit 2 (CLI-183).
  cmd->parse_complete_callback([o, cmd] {
    if (o->register_only && cmd->count("--learn") > 0)
      throw CLI::ExcludesError("--learn", "--register-only");
  });
  // DSC-51, DSC-84, DSC-75: persisted on the new registry entry, applied by later scans and sync.
  cmd->add_option("--root", o->roots,
                  "scan only this folder of the source for skills/, agents/, ... (repeatable; "
                  "a glob such as 'components/agents/*' takes every folder it matches; "
                  "replaces the source's own roots)");
  cmd->add_option("--add-root", o->add_roots,
                  "also scan this folder, in both skill layouts, on top of what the source "
                  "declares (repeatable; a glob takes every folder it matches)");
  cmd->add_flag("--flat-skills", o->request.flat_skills,
                "a skill is any <root>/<name>/SKILL.md folder, without a skills/ container");
  cmd->add_option("--kind", o->request.link_kind,
                  "the kind of a file item link: agent, rule or command");
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

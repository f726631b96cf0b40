#include "cli/hook_gate.hpp"

#include <iostream>

#include "reporting/hook_disclosure.hpp"

namespace mind::cli {

install::HookGate hook_gate(const Context& ctx, bool run_unasked) {
  install::HookGate gate;
  gate.run_unasked = run_unasked;
  gate.interactive = ctx.interactive();
  const Context* c = &ctx;
  gate.disclose = [c](const install::HookSite& site, const install::PlannedHook& hook, bool ask) {
    c->out.note(reporting::hook_disclosure(site, hook));
    if (!ask) return install::HookAnswer::run;
    const bool two_way = !install::can_abort(site, hook);
    c->out.prompt(reporting::hook_prompt(two_way));
    std::string answer;
    if (!std::getline(std::cin, answer)) return install::HookAnswer::skip;
    return reporting::parse_hook_answer(answer, two_way);
  };
  // HOOK-30: on stdout; under --json fd 1 already points at stderr (HOOK-32).
  gate.say = [c](const std::string& text) {
    if (c->global.json) {
      c->out.note(text);
    } else {
      c->out.stdout_text(text + "\n");
    }
  };
  gate.note = [c](const std::string& text) { c->out.note(text); };
  gate.skipped = [c](const std::string& target, install::HookEvent event,
                     const std::vector<install::PlannedHook>& skipped) {
    for (const std::string& line : reporting::skipped_hooks_note(target, event, skipped)) {
      c->out.note(line);
    }
  };
  return gate;
}

void note_skipped_hooks(const Context& ctx, const std::string& target, install::HookEvent event,
                        const install::HookRunResult& result) {
  hook_gate(ctx, false).skipped(target, event, result.skipped_no_terminal);
}

CLI::Option* add_skip_install_hook_check(CLI::App* cmd, bool& flag, const std::string& whose) {
  return cmd->add_flag(
      "--dangerously-skip-install-hook-check", flag,
      "run " + whose + " install hooks WITHOUT asking (arbitrary code from the source)");
}

CLI::Option* add_skip_build_hook_check(CLI::App* cmd, bool& flag) {
  return cmd->add_flag("--dangerously-skip-build-hook-check", flag,
                       "run tool build hooks WITHOUT asking (arbitrary code from the source)");
}

void add_skip_hook_check(CLI::App* cmd, bool& flag, const std::string& whose) {
  cmd->add_flag(
      "--dangerously-skip-hook-check", flag,
      "run " + whose + " uninstall hooks WITHOUT asking (arbitrary code from the source)");
  cmd->add_flag("--dangerously-skip-install-hook-check", flag)->group("");  // CLI-227
}

}  // namespace mind::cli

#pragma once
/// The text a user reads before a hook runs (HOOK-20, HOOK-24, HOOK-2/59 for
/// an override, HOOK-91), the prompt that follows it, and the note a run
/// without a terminal prints instead (HOOK-22, HOOK-106). Every
/// source-derived field is sanitized here; the labels are not.

#include <string>
#include <vector>

#include "install/hooks/hook_runner.hpp"

namespace mind::reporting {

/// `====== hook: <name> ======`, then Source/Item, Event, Pin, Clone or
/// Directory, Browse (when known), Command (and what it replaces), and the
/// arbitrary-code warning, each on its own line.
std::string hook_disclosure(const install::HookSite& site, const install::PlannedHook& hook);

/// `Run the hook? [Y/n/a] (y=run, n=skip, a=abort): ` or, for a two-way
/// hook (optional, or an item's: HOOK-52, HOOK-72, HOOK-83),
/// `Run the hook? [Y/n] (y=run, n=skip): `.
std::string hook_prompt(bool two_way);

/// An answer read from the terminal: Enter or y runs, a aborts (unless
/// `two_way`), anything else skips (HOOK-20).
install::HookAnswer parse_hook_answer(const std::string& line, bool two_way);

/// The dangerous flag that runs `event`'s hooks unattended on `verb`.
std::string consent_flag(install::HookEvent event, bool uninstall_verb);

/// `mind hooks run '<identity>' --event <event> <flag>`, paste-ready (HOOK-106),
/// or "" for an identity holding a quote or a blocked character: a pasted
/// remedy must not execute injected text.
std::string hooks_run_remedy(const std::string& identity, install::HookEvent event);

/// The note for hooks skipped because nothing could ask (HOOK-22, HOOK-106):
/// the cause, then a paste-ready remedy on its own line with the resolved
/// identity single-quoted (an identity holding a quote gets no command).
std::vector<std::string> skipped_hooks_note(const std::string& target, install::HookEvent event,
                                            const std::vector<install::PlannedHook>& skipped);

}  // namespace mind::reporting

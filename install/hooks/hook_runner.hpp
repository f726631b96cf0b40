#pragma once
/// Running hooks with consent (HOOK-20..23, HOOK-30, HOOK-52, HOOK-53,
/// HOOK-72, HOOK-83, HOOK-100): each hook is disclosed and asked about on a
/// terminal, skipped without one, run unasked only under a dangerous flag; a
/// run is `/bin/sh -c <command>` in the hook's directory with stdin from
/// /dev/null and stdout/stderr inherited (under --json fd 1 already points at
/// stderr, HOOK-32), framed by `====== (hook: <name>) ======` lines. A non-zero
/// exit is `hook-failed`, an abort `hook-aborted`: the caller undoes its step.
/// The caller's `HookGate` owns the terminal (disclosure text and prompts);
/// this file decides and runs.

#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "install/hooks/hook_plan.hpp"

namespace mind::install {

/// Whose hooks these are, for the disclosure (HOOK-20, HOOK-24). Raw text: the
/// renderer sanitizes every field (HOOK-91).
struct HookSite {
  std::string source;                     // the source identity
  std::optional<std::string> item;        // an item's effective key, for item hooks
  std::string pin;                        // `branch main`, `ref 1a2b3c4`, ...
  std::string commit;                     // the commit the hook runs at, or empty
  std::filesystem::path dir;              // where it runs: the clone, or the item's copy
  std::optional<std::string> browse_url;  // GitHub-shaped https hosts only (HOOK-24)
};

enum class HookAnswer { run, skip, abort };

struct HookGate {
  bool run_unasked = false;  // the event's `--dangerously-skip-…-check` flag (HOOK-23, HOOK-74)
  bool interactive = false;  // a terminal to ask on (HOOK-109)
  /// Shows the disclosure (HOOK-20) and, when `ask`, the prompt; returns the
  /// answer (`[Y/n/a]` for a required hook, `[Y/n]` for an optional one).
  std::function<HookAnswer(const HookSite&, const PlannedHook&, bool ask)> disclose;
  /// A line on stdout (fd 1): the hook's name before it runs and its frames (HOOK-30, HOOK-60).
  std::function<void(const std::string&)> say;
  /// A note on stderr (a skipped build hook, HOOK-72).
  std::function<void(const std::string&)> note;
  /// The note for `event` hooks of `target` (a source identity, or
  /// `<source>#<kind>:<name>` for an item) skipped for want of a terminal, with
  /// the paste-ready `mind hooks run` remedy (HOOK-22, HOOK-106).
  std::function<void(const std::string& target, HookEvent event,
                     const std::vector<PlannedHook>& skipped)>
      skipped;
};

struct HookRunResult {
  std::vector<PlannedHook> ran;
  std::vector<PlannedHook> skipped_no_terminal;  // HOOK-22: what `hooks-not-run` counts
  std::vector<PlannedHook> declined;             // answered `n` (or an unrecognized answer)
};

/// What a run of recorded hooks did (HOOK-107, HOOK-108): how many were
/// declared, how many were held back as not pending, and the run.
struct HookOutcome {
  std::size_t existed = 0;    // hooks declared for the event
  std::size_t held_back = 0;  // not pending (already ran at this commit), so not offered
  HookRunResult result;
};

/// Runs `hooks` one at a time, recording each install or update hook that ran
/// or was skipped in `records` at `site.commit` and calling `saved` after each
/// (HOOK-110: a failure keeps the records of what already ran). Install and
/// update hooks run only when pending unless `all` (HOOK-55, HOOK-101).
HookOutcome run_recorded_hooks(const HookGate& gate, const HookSite& site,
                               const std::vector<PlannedHook>& hooks,
                               std::vector<store::HookRecord>& records, bool all,
                               const std::function<void()>& saved);

/// Whether answering `a` aborts: a required source hook's prompt is
/// `[Y/n/a]`; an optional hook's and every item hook's is two-way, `[Y/n]`
/// (HOOK-52, HOOK-72, HOOK-83).
bool can_abort(const HookSite& site, const PlannedHook& hook) noexcept;

/// The browse URL of a commit for a GitHub-shaped https host, else nullopt (HOOK-24).
std::optional<std::string> browse_url(const std::string& url, const std::string& host,
                                      const std::string& owner, const std::string& repo,
                                      const std::string& commit);

/// Runs `hooks` in order under `gate`. Throws `hook-aborted` when a required
/// hook is answered `a`, `hook-failed` when one exits non-zero (HOOK-53): the
/// hooks before it have run and their side effects stay (HOOK-30).
HookRunResult run_hooks(const HookGate& gate, const HookSite& site,
                        const std::vector<PlannedHook>& hooks);

/// Where an item's install and uninstall hooks run (HOOK-81): its store copy
/// for a directory kind (skill, tool), else the kind's directory holding it.
std::filesystem::path item_hook_dir(discovery::Kind kind, const std::filesystem::path& store_path);

/// The site of an item's hook: its source and commit, `kind:name` as the
/// disclosure shows it, and the folder it runs in (no pin, no browse link).
HookSite item_hook_site(const std::string& source, discovery::Kind kind, const std::string& name,
                        const std::string& commit, std::filesystem::path dir);

/// `/bin/sh -c command` in `dir`, stdin from /dev/null: the exit status, or
/// 128 + the signal that ended it. Throws `io` when it cannot be started.
int run_shell_command(const std::string& command, const std::filesystem::path& dir);

}  // namespace mind::install

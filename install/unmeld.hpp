#pragma once
/// `unmeld` (aliases `remove`, `rm`): drop sources from the registry, delete
/// their clones (only when confined under `sources/`: STO-69; never a linked
/// working tree: CLI-27), and by default uninstall their items (CLI-20..22,
/// CLI-28). The plan is computed first, so a refusal changes nothing and the
/// caller can confirm what will go (CLI-42).

#include <string>
#include <vector>

#include "install/displaced.hpp"
#include "install/hooks/hook_runner.hpp"
#include "install/session.hpp"

namespace mind::install {

struct UnmeldPlan {
  std::vector<std::string> sources;    // registry names, in registry order
  std::vector<std::string> item_keys;  // manifest keys installed from them
};

/// Throws `source-not-found`, `ambiguous-source`, or `unsafe-clone-path` (for
/// any selected clone path that is not confined), before anything changes.
UnmeldPlan plan_unmeld(const Session& session, const std::string& selector);

struct UnmeldOutcome {
  std::vector<std::string> sources;     // removed
  std::vector<std::string> removed;     // item keys uninstalled
  std::vector<std::string> orphaned;    // item keys left installed (--keep-items)
  std::vector<DisplacedFile> restored;  // users' files put back (decision 10)
  /// Per source, its uninstall hooks skipped for want of a terminal (HOOK-54).
  std::vector<std::pair<std::string, HookRunResult>> hooks;
};

/// The consent for the sources' uninstall hooks (HOOK-54, HOOK-59).
struct UnmeldHooks {
  const HookGate* gate = nullptr;
  std::optional<std::string> override_command;  // --uninstall-hook
};

/// Uninstalls the items (unless `keep_items`), then removes each clone and
/// registry entry, saving after each source. With `hooks`, the items'
/// uninstall hooks run first (unless `keep_items`), in their store locations,
/// then every source's, in its clone (HOOK-54, HOOK-87); `hook-failed` or
/// `hook-aborted` leaves every source melded and every item installed.
UnmeldOutcome unmeld(Session& session, const UnmeldPlan& plan, bool keep_items,
                     const UnmeldHooks& hooks = {});

}  // namespace mind::install

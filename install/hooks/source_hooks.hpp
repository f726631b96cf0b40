#pragma once
/// A source's lifecycle hooks at one event, run under consent in the source's
/// directory and recorded on its registry entry (HOOK-10, HOOK-11, HOOK-31,
/// HOOK-55, HOOK-60, HOOK-101, HOOK-107, HOOK-121, HOOK-124). Used by meld,
/// unmeld and `hooks run`.

#include <optional>
#include <string>

#include "discovery/catalog.hpp"
#include "install/hooks/hook_runner.hpp"
#include "store/paths.hpp"
#include "store/registry.hpp"

namespace mind::install {

struct SourceHookRequest {
  HookEvent event = HookEvent::install;
  std::optional<std::string> override_command;  // --install-hook / --uninstall-hook
  bool all = false;  // --force/--rerun: install and update hooks even when not pending
};

using SourceHookOutcome = HookOutcome;

/// The consumer's `--install-hook` recorded on `source` when `event` is one it
/// stands for (install, update: HOOK-56), else nullopt.
std::optional<std::string> install_override(const store::Source& source, HookEvent event);

/// Where `source`'s hooks run and what the disclosure says about it.
HookSite source_site(const store::MindPaths& paths, const store::Source& source);

/// Runs the event's hooks of `catalog` (pending ones only for install/update
/// unless `all`) and records each hook that ran or was skipped on
/// `source.install_hooks` as it goes (HOOK-110: a failure keeps the records of
/// what already ran). Throws as run_hooks.
SourceHookOutcome run_source_hooks(const store::MindPaths& paths, store::Source& source,
                                   const discovery::Catalog& catalog,
                                   const SourceHookRequest& request, const HookGate& gate);

/// HOOK-11, HOOK-121, HOOK-122, HOOK-56: the hooks `upgrade` offers a source
/// (pending ones only): a recorded `--install-hook` override, else its update
/// hooks when it declares any, else its install hooks. An answer of abort is
/// a skip here: the source is already installed (install-hooks guide).
SourceHookOutcome run_upgrade_source_hooks(const store::MindPaths& paths, store::Source& source,
                                           const discovery::Catalog& catalog, const HookGate& gate);

/// Records the source's update hooks as run at its current commit without
/// running them: the baseline a meld leaves, so the first upgrade only fires
/// them when the commit moved (HOOK-121).
void record_update_baseline(store::Source& source, const discovery::Catalog& catalog);

}  // namespace mind::install

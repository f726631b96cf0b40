#pragma once
/// An installed item's hooks on demand (`hooks run|list <source>#<item>`,
/// HOOK-102, HOOK-103, HOOK-108, HOOK-110, HOOK-126): install, update and
/// uninstall hooks run in place, in the item's store location, at the commit
/// its store copy came from; install and update hooks run only when pending
/// against the item's records unless `all`, and are recorded on its manifest
/// entry as they run. A build is a transactional reinstall of the item, never
/// a command run against the live store copy.

#include <string>

#include "install/hooks/declared_items.hpp"
#include "install/hooks/hook_listing.hpp"
#include "install/hooks/hook_runner.hpp"
#include "install/session.hpp"

namespace mind::install {

/// Runs the `event` hooks (install, update or uninstall) of the installed item
/// under `key`, as its source declares them now. Throws `not-installed` when
/// the item's source no longer declares it, and as run_hooks.
HookOutcome run_item_hooks(Session& session, DeclaredItems& declared, const std::string& key,
                           HookEvent event, bool all, const HookGate& gate);

/// HOOK-103: reinstalls the item under `key` from its source through the
/// install transaction, running its build hook under `gate` in the staged copy.
/// A hook that is skipped or declined changes nothing (the built copy stays);
/// a failing one rolls back and leaves the installed copy as it was.
HookOutcome rebuild_item(Session& session, DeclaredItems& declared, const std::string& key,
                         const HookGate& gate);

/// The hooks the installed item under `key` has now, with the state of its
/// recorded install and update hooks (HOOK-104, HOOK-134); `undeclared` when
/// its source no longer declares it.
ListedItemHooks list_installed_item_hooks(Session& session, DeclaredItems& declared,
                                          const std::string& key);

}  // namespace mind::install

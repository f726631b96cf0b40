#pragma once
/// `forget`: select installed items by ref (CLI-40, CLI-41) and uninstall
/// each through its file registry, dropping its manifest entry (LIFE-20).
/// Dependencies are never removed with it (DEP-50); dependents are found
/// so the verb can warn before they break (DEP-60).

#include <string>
#include <vector>

#include "install/displaced.hpp"
#include "install/hooks/hook_runner.hpp"
#include "install/session.hpp"
#include "install/lobes/unmanaged.hpp"

namespace mind::install {

/// Manifest keys the ref selects; throws `not-installed` for none and
/// `ambiguous-item` for several without a glob.
std::vector<std::string> select_installed(const Session& session, const std::string& ref_text);

/// What `forget` will remove: managed keys and unmanaged lobe items (UNM-4, UNM-7).
struct ForgetTargets {
  std::vector<std::string> keys;
  std::vector<UnmanagedItem> unmanaged;
};

/// UNM-4: by default a glob or source-qualified ref selects managed items only,
/// and an exact ref (`kind:name`, a bare name) may also hit an unmanaged item
/// (a bare name hitting both is `ambiguous-item`). With `unmanaged_only`
/// (UNM-7) only unmanaged items match, by glob or exactly; an empty ref selects
/// all of them. None is `not-installed`. UNM-9 scan warnings go to the session.
ForgetTargets select_forget_targets(Session& session, const std::string& ref_text,
                                    bool unmanaged_only);
/// DEP-60: the installed items of the same source that depend on `key`
/// (through `{{ns:}}` tokens or `requires:`), as manifest keys. Empty when the
/// source cannot be read: the warning is a courtesy, never a blocker.
std::vector<std::string> installed_dependents(Session& session, const std::string& key);

/// Uninstalls each key, journaling each removal as it lands (CLI-34) and writing
/// the manifest once at the end (LIFE-48 on failure); returns the removed keys.
/// Users' files put back at freed link paths go to `restored` (decision 10).
/// With `uninstall_hooks`, each item's uninstall hooks (as its source declares
/// them now) run under that consent in its store location before it is
/// removed; a failure stops there and keeps the item (HOOK-82, HOOK-83).
/// HOOK-87: each item's uninstall hooks under `gate`, removing nothing: what
/// unmeld runs before its sources' uninstall hooks. Throws as run_hooks.
void run_uninstall_hooks(Session& session, const std::vector<std::string>& keys,
                         const HookGate& gate);

std::vector<std::string> forget(Session& session, const std::vector<std::string>& keys,
                                std::vector<DisplacedFile>* restored = nullptr,
                                const HookGate* uninstall_hooks = nullptr);

}  // namespace mind::install

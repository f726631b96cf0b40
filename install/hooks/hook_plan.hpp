#pragma once
/// Which hooks a source or an item asks mind to run at one lifecycle event, as
/// an ordered list (HOOK-1..3, HOOK-50..52, HOOK-56, HOOK-59, HOOK-86,
/// HOOK-120..122, HOOK-132), and which of them are pending against the records
/// a source keeps (HOOK-31, HOOK-55, HOOK-124). Pure functions over the
/// catalog and the registry entry: nothing here runs or prints.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "discovery/catalog.hpp"
#include "store/registry.hpp"

namespace mind::install {

enum class HookEvent { install, update, uninstall, build };

/// `install`, `update`, `uninstall`, `build`.
std::string_view event_name(HookEvent event) noexcept;
/// The event a `--event` value names, or nullopt.
std::optional<HookEvent> event_from_name(std::string_view name) noexcept;

struct PlannedHook {
  std::string name;     // the declared `name`, else the command (HOOK-51)
  std::string command;  // never blank (HOOK-3)
  bool optional = false;
  HookEvent event = HookEvent::install;
  /// The declared command a consumer's `--install-hook` / `--uninstall-hook`
  /// replaces, shown loudly in the disclosure (HOOK-2, HOOK-59); unset otherwise.
  std::optional<std::string> replaces;
  bool overridden = false;  // supplied by a consumer flag
};

/// A source's hooks for `event`, in declaration order: the legacy
/// `[source].install` first as a required install hook, then `[[hooks]]`
/// (HOOK-50). `override_command` (non-blank) replaces every install hook with
/// one required hook (HOOK-56) and also stands for the update hooks; for
/// `uninstall` it is the `--uninstall-hook` override (HOOK-59).
std::vector<PlannedHook> source_hooks(const discovery::Catalog& catalog, HookEvent event,
                                      const std::optional<std::string>& override_command = {});

/// An item's hooks for `event` (HOOK-80, HOOK-86, HOOK-120); `build` is a
/// tool's build command (HOOK-70).
std::vector<PlannedHook> item_hooks(const discovery::CatalogItem& item, HookEvent event);

/// True when the hook has no record at `commit` (HOOK-55, HOOK-124: a record
/// without an event reads as install).
bool is_pending(const std::vector<store::HookRecord>& records, const PlannedHook& hook,
                const std::string& commit);

/// The records after a run at `commit`: each hook that ran is recorded at
/// `commit`, a skipped one with no commit (HOOK-55); records of other events
/// and of hooks not in `ran`/`skipped` are kept. Uninstall and build hooks are
/// never recorded.
void record_hooks(std::vector<store::HookRecord>& records, const std::vector<PlannedHook>& ran,
                  const std::vector<PlannedHook>& skipped, const std::string& commit);

}  // namespace mind::install

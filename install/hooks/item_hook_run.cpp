#include "install/hooks/item_hook_run.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/drift.hpp"
#include "install/hooks/hook_target.hpp"
#include "install/install_inputs.hpp"
#include "install/transaction.hpp"
#include "install/uninstall.hpp"

namespace mind::install {
namespace {

struct Declared {
  const store::InstalledItem* record;
  const OfferedItem* offered;
};

Declared declared_item(Session& session, DeclaredItems& declared, const std::string& key) {
  const store::InstalledItem* record = session.manifest.find(key);
  if (record == nullptr) {
    throw Error(ErrorKind::not_installed, "'" + sanitize_display(key) + "' is not installed",
                {"install it first: mind learn '" + sanitize_display(key) + "'"});
  }
  const OfferedItem* offered = declared.find(*record);
  if (offered == nullptr) {
    throw Error(ErrorKind::not_installed,
                "'" + sanitize_display(item_hook_target(*record)) +
                    "' is installed, but its source no longer declares it (or cannot be read), so "
                    "its hooks are unknown",
                {"run `mind introspect` to see why"});
  }
  return {record, offered};
}

}  // namespace

HookOutcome run_item_hooks(Session& session, DeclaredItems& declared, const std::string& key,
                           HookEvent event, bool all, const HookGate& gate) {
  const Declared d = declared_item(session, declared, key);
  const std::optional<std::filesystem::path> owned = owned_store_path(session.paths, *d.record);
  if (!owned) {  // LIFE-44: a doctored manifest cannot pick where a hook runs
    throw Error(ErrorKind::not_installed,
                "'" + sanitize_display(key) + "' has no store copy under the mind root",
                {"run `mind introspect --fix`"});
  }
  const HookSite site = item_hook_site(d.record->source, d.record->kind, d.record->name,
                                       d.record->commit, item_hook_dir(d.record->kind, *owned));
  store::InstalledItem record = *d.record;
  auto save = [&] {
    session.record(key, record);  // HOOK-110: what already ran stays recorded
  };
  HookOutcome out =
      run_recorded_hooks(gate, site, item_hooks(*d.offered->item, event), record.install_hooks, all,
                         event == HookEvent::uninstall ? std::function<void()>() : save);
  if (event != HookEvent::uninstall) session.save_manifest();
  return out;
}

HookOutcome rebuild_item(Session& session, DeclaredItems& declared, const std::string& key,
                         const HookGate& gate) {
  const Declared d = declared_item(session, declared, key);
  HookOutcome out;
  const std::vector<PlannedHook> hooks = item_hooks(*d.offered->item, HookEvent::build);
  out.existed = hooks.size();
  // With no build hook the rebuild is still the transactional reinstall the
  // reference documents (`--event build` "rebuilds the item through the normal
  // install path"): the copy is made again from the source.
  if (!hooks.empty() && !gate.run_unasked && !gate.interactive) {  // HOOK-72: the built copy stays
    out.result.skipped_no_terminal = hooks;
    return out;
  }
  // A declined build would install an unbuilt copy over a built one: it
  // stops the transaction instead, whose rollback leaves everything as it was.
  bool declined = false;
  HookGate asked = gate;
  asked.disclose = [&](const HookSite& site, const PlannedHook& hook, bool ask) {
    const HookAnswer answer = gate.disclose ? gate.disclose(site, hook, ask) : HookAnswer::run;
    if (answer == HookAnswer::run) return answer;
    declined = true;
    throw Error(ErrorKind::hook_aborted, "the rebuild was declined");
  };
  const std::vector<SourceCatalog> one = {*declared.catalog(d.record->source)};
  const std::vector<OfferedItem> offered = offered_items(one);
  const OfferedItem* item = find_by_identity(offered, *d.record);
  InstallInputs inputs(one);
  inputs.build_hooks = &asked;
  InstallInput input = inputs.for_item(*item);
  input.effective_name = d.record->name;  // rebuilt where it is, whatever a rename pends
  store::InstalledItem rebuilt;
  try {
    rebuilt = install_item(session.paths, session.lobes, input);
  } catch (const Error& e) {
    if (!declined || e.kind() != ErrorKind::hook_aborted) throw;
    out.result.declined = hooks;
    return out;
  }
  rebuilt.install_hooks = d.record->install_hooks;
  session.record(key, std::move(rebuilt));
  session.save_manifest();
  out.result.ran = hooks;
  return out;
}

ListedItemHooks list_installed_item_hooks(Session& session, DeclaredItems& declared,
                                          const std::string& key) {
  const store::InstalledItem* record = session.manifest.find(key);
  if (record != nullptr && declared.find(*record) == nullptr) {  // listed, marked (issue 31)
    ListedItemHooks listed;
    listed.item = record->key();
    listed.source = record->source;
    listed.undeclared = true;
    return listed;
  }
  const Declared d = declared_item(session, declared, key);
  return list_item_hooks(*d.offered->item, d.record);
}

}  // namespace mind::install

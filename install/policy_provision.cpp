#include "install/policy_provision.hpp"

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/learn.hpp"
#include "install/meld.hpp"
#include "store/pin.hpp"
#include "store/source_spec.hpp"

namespace mind::install {
namespace {

// The pin the entry declares, as the registry records it.
std::optional<store::Pin> declared_pin(const store::AutoMeld& entry) {
  if (entry.tag) return store::Pin{store::Pin::Kind::tag, *entry.tag};
  if (entry.ref) return store::Pin{store::Pin::Kind::ref, *entry.ref};
  if (entry.follow_branch) return store::Pin{store::Pin::Kind::follow_branch, *entry.follow_branch};
  return std::nullopt;
}

bool same_pin(const store::Pin& recorded, const store::Pin& wanted) {
  if (recorded.kind != wanted.kind) return false;
  if (wanted.kind != store::Pin::Kind::ref) return recorded.value == wanted.value;
  // A ref is recorded as the commit it resolved to: an abbreviated one matches its prefix.
  return recorded.value.starts_with(wanted.value);
}

// POL-58..60: every item the source offers, one at a time so that one
// failing item is one failure, never the end of the pass.
void install_all(Session& session, const MeldOutcome& melded, const store::AutoMeld& entry,
                 ProvisionOutcome& out) {
  HookGate build;  // POL-59: build hooks only when the entry says so
  build.run_unasked = true;
  build.say = [&](const std::string& line) { out.lines.push_back(sanitize_display(line)); };
  build.note = build.say;
  const HookGate* saved_build = session.build_hooks;
  const HookGate* saved_install = session.item_install_hooks;
  session.build_hooks = entry.run_build_hooks ? &build : nullptr;
  session.item_install_hooks = nullptr;  // POL-59: install hooks follow the non-TTY rule
  InstallOfferedOptions options;
  options.batch = true;
  for (const OfferedItem& item : melded.pending) {
    const std::string key = item.manifest_key();
    try {
      const LearnOutcome learned = install_offered(session, melded.catalogs, {item}, options);
      for (const std::string& k : learned.installed)
        out.lines.push_back("installed " + shown_name(k));
    } catch (const std::exception& e) {
      out.failures.push_back(shown_name(key) + ": " + sanitize_display(e.what()));
    }
  }
  session.build_hooks = saved_build;
  session.item_install_hooks = saved_install;
}

void provision_one(Session& session, const store::AutoMeld& entry, bool progress,
                   ProvisionOutcome& out) {
  const store::SourceSpec spec = store::parse_source_spec(entry.repo);  // checked at parse (POL-31)
  const store::Source* existing = session.registry.find(spec.identity());
  const std::optional<store::Pin> wanted = declared_pin(entry);
  MeldRequest request;
  request.spec = entry.repo;
  request.progress = progress;
  // POL-32: idempotent; only a missing source or a differing pin does git work.
  const bool repin = existing != nullptr && wanted && !same_pin(existing->pin, *wanted);
  if ((existing == nullptr || repin) && !entry.pin_flag().empty()) {
    request.pins.push_back(entry.pin_flag());
  }
  if (existing != nullptr && !repin && !entry.install) return;
  const store::Registry before = session.registry;
  MeldOutcome melded;
  try {
    melded = meld(session, request);
  } catch (...) {
    session.registry = before;  // POL-35: what the entry added is rolled back
    session.save_registry();
    throw;
  }
  if (existing == nullptr) out.lines.push_back("provisioned " + shown_name(melded.identity));
  if (melded.repinned_from && melded.repinned_to) {  // POL-55
    out.lines.push_back("re-pinned " + shown_name(melded.identity) + " " + *melded.repinned_from +
                        " -> " + *melded.repinned_to);
  }
  if (entry.install) install_all(session, melded, entry, out);
}

}  // namespace

ProvisionOutcome provision_auto_melds(Session& session, bool progress) {
  ProvisionOutcome out;
  if (!session.policy) return out;
  for (const store::AutoMeld& entry : session.policy->sources.auto_meld) {
    try {
      provision_one(session, entry, progress, out);
    } catch (const std::exception& e) {  // POL-34: soft; counted into sync's exit
      out.failures.push_back("auto_meld '" + shown_name(entry.repo) +
                             "': " + sanitize_display(e.what()));
    }
  }
  return out;
}

}  // namespace mind::install

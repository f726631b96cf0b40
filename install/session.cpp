#include "install/session.hpp"

#include "core/phase_timer.hpp"
#include "core/sanitize.hpp"
#include "install/fault_point.hpp"
#include "install/recovery.hpp"
#include "store/plugin_root.hpp"

namespace mind::install {

void Session::save_registry() const { store::save_registry(paths.sources_json(), registry); }

store::JournalWriter& Session::journal_writer() const {
  if (!journal_writer_) journal_writer_ = std::make_shared<store::JournalWriter>(journal());
  return *journal_writer_;
}

void Session::save_manifest() const {
  fault_point("before-manifest-write");
  store::save_manifest(paths.manifest_json(), manifest);
  if (journal_writer_) journal_writer_->close();
  std::error_code ignored;
  std::filesystem::remove(journal(), ignored);  // its lines are all in the manifest now
  store::sweep_plugin_roots(paths, manifest);   // issue 44: a plugin root no item records
}

void Session::save_after_failure() noexcept {
  try {
    save_manifest();
  } catch (const std::exception& e) {
    warnings.push_back("could not save the manifest after the failure (" +
                       mind::sanitize_display(e.what()) +
                       "); what was done is in manifest.journal: run `mind introspect --fix`");
  }
}

void Session::record(const std::string& key, store::InstalledItem item) {
  journal_writer().append(key, &item);
  manifest.items[key] = std::move(item);
  fault_point("after-record");
}

void Session::erase(const std::string& key) {
  journal_writer().append(key, nullptr);
  manifest.items.erase(key);
  fault_point("after-record");
}

Session open_session_state(const store::MindPaths& paths, const discovery::ScanOptions& scan,
                           Access access) {
  Session s;
  s.paths = paths;
  // Read once per run, before anything is created (POL-1, POL-5: fails closed).
  if (auto policy = store::load_effective_policy()) {
    s.policy = std::make_shared<const store::Policy>(std::move(*policy));
  }
  std::error_code ec;
  if (access == Access::read && !std::filesystem::exists(paths.root, ec)) {
    // A read-only verb on a machine without state creates nothing: the
    // defaults are what a first write would set up.
    s.config.lobes.push_back({store::default_lobe_spelling(), std::nullopt});
  } else {
    store::ensure_layout(paths);
    s.config = store::ensure_config(paths.config_toml(), store::default_lobe_spelling());
  }
  phase_mark("policy, layout, config");
  s.lobes = resolve_lobes(s.config, s.policy.get());  // POL-40, POL-41
  phase_mark("lobes");
  s.registry = store::load_registry(paths.sources_json());
  phase_mark("sources.json");
  s.warnings = s.registry.warnings;
  if (s.policy) {
    for (const std::string& w : s.policy->warnings) s.warnings.push_back(w);  // POL-64
  }
  s.scan = scan;
  return s;
}

void load_session_manifest(Session& s, Access access) {
  s.manifest = store::load_manifest(s.paths.manifest_json());
  const bool replayed = store::replay_journal(s.journal(), s.manifest);
  if (access == Access::write) {
    for (std::string& note : recover_interrupted(s.paths)) s.warnings.push_back(std::move(note));
    if (replayed) s.save_manifest();
  }
  phase_mark("manifest and journal");
}

Session open_session(const store::MindPaths& paths, const discovery::ScanOptions& scan,
                     Access access) {
  Session s = open_session_state(paths, scan, access);
  load_session_manifest(s, access);
  return s;
}

}  // namespace mind::install

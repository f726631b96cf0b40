#pragma once
/// Session: the state one verb works on, loaded once after the lock is taken
/// (STO-40): paths, config, lobes, registry, manifest and the scan options.
/// Saving goes through the atomic writers. A batch records each success in
/// the manifest journal as it lands and writes `manifest.json` once (CLI-34,
/// LIFE-48); a session opened for writing first finishes what a killed run
/// left (journal replay, `.tmp` recovery), so a crash never loses an install.

#include <filesystem>
#include <functional>
#include <string_view>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "discovery/scan.hpp"
#include "install/hooks/hook_runner.hpp"
#include "install/lobes/lobes.hpp"
#include "store/config.hpp"
#include "store/manifest.hpp"
#include "store/paths.hpp"
#include "store/policy.hpp"
#include "store/registry.hpp"

namespace mind::install {

/// How a verb uses the state: `write` holds the exclusive lock and may repair
/// what an interrupted run left; `read` only looks.
enum class Access { read, write };

/// One line of an item's file that review would flag (design decision 17).
struct ContentFlag {
  std::string risk_class;  // a review risk class tag (`remote-code`, ...)
  std::size_t line = 0;    // 1-based
};
/// The content check the review gate runs on each file's text. The front end
/// supplies review's scanner (review/ comes after install/; docs/architecture.md).
using ContentCheck = std::function<std::vector<ContentFlag>(std::string_view text)>;

struct Session {
  store::MindPaths paths;
  store::Config config;
  std::vector<Lobe> lobes;
  store::Registry registry;
  store::Manifest manifest;
  discovery::ScanOptions scan;
  std::vector<std::string> warnings;  // sanitized; the caller prints them on stderr
  /// The managed policy of this run, read once when the session opens (POL-1,
  /// POL-2); null: unmanaged (POL-4). Every gate (install/policy_gate.hpp) reads it here.
  std::shared_ptr<const store::Policy> policy;
  /// The review gate's scanner (decision 17); null: a `[review]` policy
  /// cannot be checked, so an item it would judge is refused (fail closed).
  ContentCheck content_check;
  /// The consent for tool build hooks of this run (HOOK-72, HOOK-74); none: they do not run.
  const HookGate* build_hooks = nullptr;
  /// The consent for item install hooks of this run (HOOK-83); none: they do not run.
  const HookGate* item_install_hooks = nullptr;
  /// HARN-16: unreachable lobes already noted in this run (said once, not per item).
  std::set<std::filesystem::path> noted_lobes;

  void save_registry() const;
  /// Writes `manifest.json` atomically, then drops the journal it contains.
  void save_manifest() const;
  /// LIFE-48: saves what a failing batch already did before its error
  /// propagates; a failing save becomes a warning, never a second error.
  void save_after_failure() noexcept;
  /// Records one success: the manifest in memory plus one journal line.
  void record(const std::string& key, store::InstalledItem item);
  /// Drops one entry: the manifest in memory plus one journal line.
  void erase(const std::string& key);

  std::filesystem::path journal() const { return paths.root / "manifest.journal"; }

 private:
  // Shared so that a Session stays copyable; one descriptor for the batch.
  mutable std::shared_ptr<store::JournalWriter> journal_writer_;
  store::JournalWriter& journal_writer() const;
};

/// Sets up the layout and config.toml if missing (STO-15; for `Access::read`
/// only when the mind root exists: a read creates nothing), then loads state,
/// replaying a journal a killed run left. With `Access::write`, the replayed
/// manifest is saved and interrupted transactions are recovered first.
Session open_session(const store::MindPaths& paths, const discovery::ScanOptions& scan,
                     Access access = Access::read);

/// open_session in its two halves, for a caller that overlaps other work
/// with the manifest load (install/scanned_session.hpp): everything but the
/// manifest, then the manifest with its journal replay and recovery.
Session open_session_state(const store::MindPaths& paths, const discovery::ScanOptions& scan,
                           Access access = Access::write);
void load_session_manifest(Session& session, Access access);

}  // namespace mind::install

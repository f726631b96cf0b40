#pragma once
/// Result structs, one per verb, filled by `cli/` from the operations and
/// rendered as text or as one JSON document. Identity is structural: every
/// item carries `source`, `kind`, `bare_name`, `prefix` and `effective_name`
/// (design decision 4); display strings are derived, never parsed back.

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "discovery/meta_reader.hpp"
#include "install/displaced.hpp"
#include "install/empty_source.hpp"
#include "install/install_conflicts.hpp"
#include "install/workflow_harness.hpp"
#include "store/manifest.hpp"
#include "store/registry.hpp"

namespace mind::reporting {

struct ItemIdentity {
  std::string source;  // registry identity
  std::string kind;
  std::string bare_name;
  std::string prefix;                                // empty: none
  std::optional<std::string> plugin = std::nullopt;  // the plugin it came from (decision 8)
  /// The name it installs (or installed) under, when that is not prefix and
  /// bare name: a plugin workflow's `<prefix>:<meta.name>` (decision 18).
  std::string installed_name = {};
  std::string effective_name() const {
    if (!installed_name.empty()) return installed_name;
    return prefix.empty() ? bare_name : prefix + ":" + bare_name;
  }
  std::string key() const { return kind + ":" + effective_name(); }
};

struct ProbeRow {
  ItemIdentity id;
  bool installed = false;
  std::optional<std::string> hash;         // source content hash when installed
  std::optional<std::string> description;  // sanitized at capture
  std::optional<std::string> when_to_use;  // workflows only (WF-62)
  /// Workflows only, as read; shared, not inline: a row of every other kind
  /// would carry its ~180 bytes empty (10,000 rows: 1.7 MB of a probe's peak).
  std::shared_ptr<const discovery::WorkflowMeta> meta;
  bool unmanaged = false;  // UNM-3: a lobe entry mind did not install (empty source, no hash)
  bool stale = false;      // installed and `upgrade` would change it (CLI-75); text only
  /// DEP-62: the item's direct dependency keys (effective `kind:name`), a flat
  /// adjacency list (not a tree, so a cycle is safe).
  std::vector<std::string> dependencies{};
};

struct MutationResult {
  std::string action;  // meld, learn, forget, ...
  std::string target;
  std::string outcome;  // melded, installed, up-to-date, dry-run, removed, ...
  std::vector<std::string> installed;
  std::vector<std::string> removed;
  std::optional<long long> pending_items;
  std::optional<long long> count;                 // lobe-add snapshot / sync counts (CLI-153)
  std::optional<std::string> key;                 // absorb: the effective key now managed (ABS-11)
  std::vector<install::SkippedItem> skipped;      // a batch's items whose link path is taken
  std::vector<install::DisplacedFile> displaced;  // users' files moved aside (decision 10)
  std::vector<install::DisplacedFile> restored;   // and put back
  /// meld of a source that offered nothing (CLI-205): why, as data.
  std::optional<install::EmptySourceExplanation> empty_source;
};

/// One configured lobe as `config show` / `config lobes list` print it.
struct LobeRow {
  std::string path;      // as written in config.toml (or the default lobe's spelling)
  std::string resolved;  // absolute
  std::optional<std::vector<std::string>> kinds;  // nullopt: every kind
};

/// `config show` (CLI-110, CLI-241).
struct ConfigView {
  std::string config_file;
  std::vector<LobeRow> lobes;
  std::string default_lobe;
  bool ssh = false;
  std::optional<std::string> absorb_to;
  std::string max_metadata_size;          // human string
  long long max_metadata_size_bytes = 0;  // unlimited: INT64_MAX
  bool agent_homes_override = false;      // $MIND_AGENT_HOMES replaces `lobes`
};

/// `config lobes detect` (HARN-5).
struct DetectedLobe {
  std::string preset, path, scope;
  std::vector<std::string> kinds;
  bool configured = false;  // a lobe already serves that folder
  bool shared = false;      // the same folder as an earlier preset found: one lobe
};

/// `config lobes presets` (HARN-4, design decision 15): every agent preset.
struct PresetRow {
  std::string name, agent;
  std::string global, project;  // `~/.gemini`, `<project>/.agents`; empty: none
  std::vector<std::string> global_kinds, project_kinds;
  bool installed = false;  // a home folder of the agent exists (under MIND_DETECT_HOME)
  std::string global_source, project_source;  // where each path was confirmed
};
struct LobeDetectResult {
  std::vector<DetectedLobe> detected;
  bool added = false;
  std::vector<std::string> guidance;
};

/// One source's line in a `sync` result (CLI-50, CLI-54).
struct SyncRow {
  std::string name;
  std::string outcome;  // updated, unchanged, re-read, re-cloned, failed
  std::optional<std::string> old_commit, commit;
  std::string error_kind, error;  // when failed
};

using install::HarnessView;

struct RecallItem {
  ItemIdentity id;
  bool installed = false;
  std::optional<std::string> commit;  // when installed
  std::optional<std::string> description;
  bool orphaned = false;  // installed, but its source no longer offers it
  bool stale = false;     // installed and `upgrade` would change it (CLI-75); text only
  std::optional<std::string> when_to_use;  // workflows that declare one (WF-62)
  std::optional<HarnessView> harness;      // installed workflows, when checked (WF-60)
};

struct RecallSource {
  const store::Source* source = nullptr;
  std::vector<RecallItem> items;
};

}  // namespace mind::reporting

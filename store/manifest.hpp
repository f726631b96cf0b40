#pragma once
/// The installed-item manifest, `manifest.json` (STO-20..23, Reference D). It
/// maps `kind:effective_name` to the installed record; `store` plus `links` is
/// the item's file registry, and uninstall removes exactly those paths.

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "discovery/kind.hpp"
#include "store/item_key.hpp"
#include "store/registry.hpp"

namespace mind::store {

struct InstalledItem {
  discovery::Kind kind = discovery::Kind::skill;
  std::string name;       // effective
  std::string bare_name;  // identity, with `source` and `kind` (STO-22)
  std::string source;     // the registry `name`
  /// The plugin the item came from (design decision 8): null outside plugins.
  std::optional<std::string> plugin;
  /// False for a record written before `plugin` existed: its plugin is
  /// unknown, so it matches its source's items by the names it has.
  bool plugin_recorded = true;
  std::string commit;
  std::string hash;                // `xxh3-128:<hex>` of the SOURCE content (LIFE-15)
  std::string store;               // `store/<kind>/<name>`, relative to the mind root
  std::vector<std::string> links;  // absolute symlink paths actually made
  /// Translated copies in an agent's own form (design decision 15), each
  /// `store/<kind>/<name>.<form>` beside `store`; written only when any.
  std::vector<std::string> forms;
  std::optional<std::string> description;
  std::vector<HookRecord> install_hooks;
  std::vector<std::string> dropped_requires;
  /// The store copy of its plugin's folder its `${CLAUDE_PLUGIN_ROOT}` names
  /// (store/plugin_root.hpp), `store/plugin/<plugin>@<hash16>`, and that
  /// folder's content hash; unset for an item that names no plugin root (and
  /// in every record written before the field existed).
  std::optional<std::string> plugin_root;
  std::optional<std::string> plugin_root_hash;

  std::string key() const;     // `kind:name`
  ItemKey identity() const;    // (source, plugin, kind, bare_name)
  std::string prefix() const;  // the namespace part of `name`, or empty
};

struct Manifest {
  std::map<std::string, InstalledItem> items;  // sorted by key, as written

  const InstalledItem* find(const std::string& key) const;
};

std::string manifest_key(discovery::Kind kind, const std::string& effective_name);

Manifest load_manifest(const std::filesystem::path& manifest_json);
void save_manifest(const std::filesystem::path& manifest_json, const Manifest& manifest);

/// The manifest journal, `manifest.journal` beside `manifest.json` (CLI-34,
/// LIFE-48): a batch records each success as one appended line (`{"set":key,
/// "item":{...}}` or `{"erase":key}`) instead of rewriting the whole manifest
/// per item, and writes `manifest.json` once at the end. A run killed before
/// that write leaves the journal; the next load replays it, so every success
/// stays recorded. An append is one write(2) of a whole line (a process crash
/// cannot tear it; a torn last line from a power loss is ignored).
void append_journal(const std::filesystem::path& journal, const std::string& key,
                    const InstalledItem* item);

/// The same appends through one descriptor, opened at the first line and kept
/// for the batch: a 1 000-item install pays one open, not 1 000.
class JournalWriter {
 public:
  explicit JournalWriter(std::filesystem::path journal) : path_(std::move(journal)) {}
  ~JournalWriter();
  JournalWriter(const JournalWriter&) = delete;
  JournalWriter& operator=(const JournalWriter&) = delete;

  void append(const std::string& key, const InstalledItem* item);
  /// Closes the descriptor (before the file is replaced or removed); the next
  /// append opens it again.
  void close() noexcept;

 private:
  std::filesystem::path path_;
  int fd_ = -1;
};
/// Applies the journal's complete lines to `manifest`; false when there is none.
bool replay_journal(const std::filesystem::path& journal, Manifest& manifest);

}  // namespace mind::store

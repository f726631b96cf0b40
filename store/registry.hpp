#pragma once
/// The source registry, `sources.json` (STO-10..13, STO-68, Reference C): the
/// melded sources in the reference's JSON shape, so a user can move between
/// the two tools.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "discovery/catalog.hpp"

namespace mind::store {

struct Pin {
  enum class Kind { default_branch, follow_branch, tag, ref };
  Kind kind = Kind::default_branch;
  std::string value;  // empty for default_branch
};

struct HookRecord {
  std::string command;
  std::optional<std::string> ran_at;
  std::optional<std::string> event;
};

struct Source {
  std::string name;  // identity: host/owner/repo (+ #item_path, @alias)
  std::string url;   // clone URL, or the absolute path of a local source
  std::string host, owner, repo;
  std::optional<std::string> commit;
  std::optional<std::string> description;  // sanitized when copied in (DSC-94)
  std::optional<std::string> alias;        // display prefix
  std::optional<std::string> as_alias;     // identity alias (STO-58)
  Pin pin;
  std::optional<std::vector<std::string>> roots;
  bool flat_skills = false;
  std::optional<std::vector<std::string>> add_roots;
  std::optional<std::string> item_path, item_kind, curated_by, origin, plugin_version;
  std::vector<HookRecord> install_hooks;
  /// A consumer's `meld --install-hook`, kept so it stands for the declared
  /// install and update hooks at every later upgrade (HOOK-56); omitted when
  /// absent (a field the reference's shape does not have).
  std::optional<std::string> install_hook_override;
  /// A local path given relatively (`../x`, on the command line or in a
  /// curator's `[discover].sources`): `dump` writes it relative to where the
  /// dump goes, so a folder of sources moved together melds again (issue 31).
  /// Written as `given_relative` only when true.
  bool given_relative = false;
  /// The hooks a curator declared for this nested source (DSC-59, HOOK-127):
  /// its hooks while it ships no mind.toml; written as `curated_hooks` only
  /// when there are some.
  std::vector<discovery::HookDecl> curated_hooks;
  bool is_local() const { return host == "local"; }
  /// An unpinned local path is read in place from its working tree (CLI-27);
  /// a `file://` URL is always cloned, like any remote.
  bool is_linked() const {
    return is_local() && pin.kind == Pin::Kind::default_branch && !url.starts_with("file://");
  }
};

struct Registry {
  std::vector<Source> sources;
  std::vector<std::string> warnings;  // entries dropped on load (STO-68)

  const Source* find(const std::string& name) const;
  Source* find_mutable(const std::string& name);
};

Registry load_registry(const std::filesystem::path& sources_json);
void save_registry(const std::filesystem::path& sources_json, const Registry& registry);

/// One source record in the Reference C shape, as compact JSON text (for
/// `recall --sources --json`, which embeds it without re-deriving fields).
std::string source_record_json(const Source& source);

/// Why an identity part is unsafe (CLI-204, STO-64), or nullopt.
std::optional<std::string> unsafe_identity_part(const std::string& part, char which);

}  // namespace mind::store

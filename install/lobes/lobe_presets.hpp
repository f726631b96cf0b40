#pragma once
/// Agent presets (HARN-4, HARN-5, design decision 15): one per agent in the
/// agent table of the npm package `skills` (1.7.4), each with the folder the
/// agent reads skills from globally and in a project, the kinds it reads from
/// files there, and the folders whose existence shows it is installed. A lobe
/// is the parent of `skills/`, so a preset names lobes, not skill folders.
/// Where an agent's own documentation says otherwise than the digest's
/// Reference A, the agent wins (docs/agents.md, docs/architecture.md).

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/environment.hpp"
#include "discovery/kind.hpp"

namespace mind::install {

enum class PresetScope { global, project };

/// What a global path is relative to: the home folder, or the XDG config
/// home ($XDG_CONFIG_HOME, else ~/.config).
enum class PresetBase { home, config_home };

struct PresetPath {
  PresetBase base = PresetBase::home;
  std::string_view rel;  // `.gemini`, joined onto the base
  /// The agent's own variable that moves this folder (CLAUDE_CONFIG_DIR for
  /// ~/.claude): when set for the real home, the path is `$var/<var_rel>`.
  std::optional<EnvVar> var;
  std::string_view var_rel;  // `.gemini` under GEMINI_CLI_HOME; empty: the variable's folder
};

using KindList = std::optional<std::vector<discovery::Kind>>;  // nullopt: every kind

struct LobePreset {
  std::string_view name;             // `gemini-cli`, the `skills` table's key
  std::string_view agent;            // `Gemini CLI`
  std::optional<PresetPath> global;  // the global lobe; nullopt: the agent reads projects only
  std::optional<std::string_view> project;  // the lobe under a project (`.` the project itself)
  std::vector<PresetPath> detect;           // any of these existing: the agent looks installed
  KindList global_kinds;
  KindList project_kinds;
  std::string_view global_source;   // where the global path was confirmed
  std::string_view project_source;  // where the project path was confirmed

  /// The scope a preset takes without --project: global when it has a global lobe.
  PresetScope default_scope() const noexcept {
    return global ? PresetScope::global : PresetScope::project;
  }
  const KindList& kinds(PresetScope scope) const noexcept {
    return scope == PresetScope::global ? global_kinds : project_kinds;
  }
};

const std::vector<LobePreset>& lobe_presets();

/// The preset named `name` (or an alias kept from Reference A: `gemini`), or
/// `unknown-preset` naming where the list is.
const LobePreset& find_preset(std::string_view name);

std::string_view scope_word(PresetScope scope) noexcept;

/// Where harness directories are looked for: $MIND_DETECT_HOME, else home.
std::filesystem::path detect_home();

/// The folder a PresetBase stands for under `home`: `home` itself, or its
/// config home ($XDG_CONFIG_HOME when `home` is the real home and it is set).
std::filesystem::path base_dir(PresetBase base, const std::filesystem::path& home);

/// Where `path` is for `home`: the agent's variable's folder when it is set
/// and `home` is the real home (never under $MIND_DETECT_HOME, whose agents
/// live inside it), else `base_dir(path.base, home) / path.rel`.
std::filesystem::path preset_dir(const PresetPath& path, const std::filesystem::path& home);

/// The preset's global lobe under `home` (the real home, or $MIND_DETECT_HOME).
std::filesystem::path global_lobe(const LobePreset& preset, const std::filesystem::path& home);

/// The preset's project lobe under `project`.
std::filesystem::path project_lobe(const LobePreset& preset, const std::filesystem::path& project);

/// True when one of the preset's detect folders exists under `home`.
bool looks_installed(const LobePreset& preset, const std::filesystem::path& home);

/// `~/.gemini` or `<project>/.agents`, for listings.
std::string describe_global(const LobePreset& preset);
std::string describe_project(const LobePreset& preset);

}  // namespace mind::install

#pragma once
/// Harness presets (Reference A of the lobes digest, HARN-4, HARN-5, WF-12):
/// the known non-Claude agent homes, where each lives, which kinds it admits
/// (skills only: every preset, even with commands and workflows in the kind
/// table), and which directory shows the harness is installed. There is no
/// `claude` preset: a Claude lobe is a plain entry without a filter (WF-13).

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "discovery/kind.hpp"

namespace mind::install {

enum class PresetScope { global, project };

struct LobePreset {
  std::string_view name;        // `gemini`
  std::string_view rel_path;    // `.gemini/config`, joined onto the base
  std::string_view detect_dir;  // `.gemini`, under $MIND_DETECT_HOME or ~
  PresetScope scope;
  std::vector<discovery::Kind> kinds;  // always {skill} (WF-12)
};

const std::vector<LobePreset>& lobe_presets();

/// The preset named `name`, or `unknown-preset` listing the known names.
const LobePreset& find_preset(std::string_view name);

std::string_view scope_word(PresetScope scope) noexcept;

/// Where harness directories are looked for: $MIND_DETECT_HOME, else home.
std::filesystem::path detect_home();

}  // namespace mind::install

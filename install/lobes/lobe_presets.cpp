#include "install/lobes/lobe_presets.hpp"

#include <cstdlib>

#include "core/environment.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "store/paths.hpp"

namespace mind::install {

const std::vector<LobePreset>& lobe_presets() {
  using discovery::Kind;
  static const std::vector<LobePreset> presets = {
      {"gemini", ".gemini/config", ".gemini", PresetScope::global, {Kind::skill}},
      {"codex", ".agents", ".codex", PresetScope::global, {Kind::skill}},
      {"universal", ".agents", ".agents", PresetScope::global, {Kind::skill}},
      {"windsurf", ".windsurf", ".codeium/windsurf", PresetScope::project, {Kind::skill}},
  };
  return presets;
}

const LobePreset& find_preset(std::string_view name) {
  for (const LobePreset& p : lobe_presets()) {
    if (p.name == name) return p;
  }
  throw Error(ErrorKind::unknown_preset,
              "unknown preset '" + mind::sanitize_display(name) +
                  "'; known presets: gemini, codex, universal, windsurf",
              {"for a Claude lobe, add its directory without a preset: mind config lobes add "
               "<project>/.claude"});
}

std::string_view scope_word(PresetScope scope) noexcept {
  return scope == PresetScope::global ? "global" : "project";
}

std::filesystem::path detect_home() {
  if (auto v = env_non_empty(EnvVar::mind_detect_home)) {
    return store::lexically_absolute(*v);
  }
  return store::home_dir();
}

}  // namespace mind::install

#include "install/lobes/lobe_target.hpp"

#include <filesystem>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/name_safety.hpp"
#include "install/lobes/lobe_presets.hpp"
#include "store/paths.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

// HARN-10: a mistyped explicit base is refused before anything is created (HARN-15).
fs::path existing_base(const std::string& spelling) {
  const fs::path base = store::absolute_lobe_path(spelling);
  std::error_code ec;
  if (!fs::is_directory(base, ec)) {
    throw Error(ErrorKind::lobe_base_missing,
                "the base directory '" + mind::sanitize_display(base.string()) + "' does not exist",
                {"create it, or give the project directory that exists"});
  }
  return base;
}

}  // namespace

ResolvedLobeTarget resolve_lobe_target(const LobeTargetRequest& r) {
  if (r.preset && r.subdir) {
    throw Error(ErrorKind::lobe_target_required, "--preset and --subdir cannot be combined",
                {"give one of them"});
  }
  if (r.preset) {
    const LobePreset& preset = find_preset(*r.preset);
    if (!r.path && preset.default_scope() == PresetScope::global) {
      return {
          {global_lobe(preset, store::home_dir()).string(), preset.global_kinds}, &preset, false};
    }
    const fs::path project = r.path ? existing_base(*r.path) : fs::current_path();
    return {{project_lobe(preset, project).string(), preset.project_kinds}, &preset, true};
  }
  if (r.subdir) {
    if (auto why = discovery::unsafe_relative_path_reason(*r.subdir)) {
      throw Error(ErrorKind::lobe_target_required,
                  "--subdir '" + mind::sanitize_display(*r.subdir) + "' " + *why,
                  {"give a relative directory such as .cursor"});
    }
    const fs::path base = r.path ? existing_base(*r.path) : fs::current_path();
    return {{(base / *r.subdir).lexically_normal().string(),
             std::vector<discovery::Kind>{discovery::Kind::skill}},
            nullptr,
            true};
  }
  if (!r.path || r.path->empty()) {
    throw Error(ErrorKind::lobe_target_required,
                "give a lobe path, --preset <name> or --subdir <REL>",
                {"e.g. mind config lobes add ~/work/app/.claude, or --preset gemini-cli",
                 "the presets: mind config lobes presets"});
  }
  return {{store::absolute_lobe_path(*r.path).string(), std::nullopt}, nullptr, false};
}

}  // namespace mind::install

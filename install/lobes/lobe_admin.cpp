#include "install/lobes/lobe_admin.hpp"

#include <algorithm>
#include <filesystem>

#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "install/policy_gate.hpp"
#include "store/paths.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

// mkdir -p the lobe (HARN-15), naming a dangling symlink on the way (HARN-22/23).
void create_lobe_dir(const fs::path& lobe) {
  std::error_code ec;
  fs::create_directories(lobe, ec);
  if (!ec) return;
  if (ec == std::errc::file_exists) {
    for (fs::path p = lobe; !p.empty() && p != p.root_path(); p = p.parent_path()) {
      std::error_code lec;
      if (!fs::is_symlink(fs::symlink_status(p, lec))) continue;
      std::error_code tec;
      if (fs::exists(p, tec)) continue;
      fs::path target = fs::read_symlink(p, tec);
      if (tec) throw io_error("cannot read link", p.string(), tec.value());
      if (target.is_relative()) target = (p.parent_path() / target).lexically_normal();
      throw Error(ErrorKind::broken_symlink_path,
                  "cannot create '" + sanitize_display(lobe.string()) + "': '" +
                      sanitize_display(p.string()) + "' is a symlink to the missing '" +
                      sanitize_display(target.string()) + "'",
                  {"fix or remove that link; see `mind config lobes list`"});
    }
  }
  throw io_error("cannot create lobe directory", lobe.string(), ec.value());
}

}  // namespace

bool is_configured_lobe(const Session& session, const std::string& path) {
  const fs::path wanted = store::absolute_lobe_path(path);
  return std::any_of(
      session.config.lobes.begin(), session.config.lobes.end(),
      [&](const store::LobeSpec& s) { return store::absolute_lobe_path(s.path) == wanted; });
}

std::string serving_lobe(const Session& session, const std::string& path) {
  const fs::path wanted = store::absolute_lobe_path(path);
  if (is_configured_lobe(session, path)) return wanted.string();
  if (session.config.lobes.empty() &&
      store::absolute_lobe_path(store::default_lobe_spelling()) == wanted) {
    return wanted.string();  // the implicit default lobe already serves it
  }
  return {};
}

LobeAddOutcome add_lobe(Session& session, const store::LobeSpec& spec, bool force) {
  check_lobes_unlocked(session);  // POL-40
  LobeAddOutcome out;
  const fs::path lobe_path = store::absolute_lobe_path(spec.path);
  out.path = lobe_path.string();
  out.kinds = spec.kinds;
  out.served_by = serving_lobe(session, spec.path);
  if (!out.served_by.empty()) return out;  // CLI-112: a no-op; a shared folder is one lobe
  create_lobe_dir(lobe_path);
  if (session.config.lobes.empty()) {  // HARN-9: keep installs reaching the default lobe
    session.config.lobes.push_back({store::default_lobe_spelling(), std::nullopt});
  }
  session.config.lobes.push_back(spec);
  store::save_config(session.paths.config_toml(), session.config);
  out.added = true;
  const Lobe lobe{lobe_path, spec.kinds};
  if (std::none_of(session.lobes.begin(), session.lobes.end(),
                   [&](const Lobe& l) { return l.path == lobe.path; })) {
    session.lobes.push_back(lobe);
  }
  out.backfill = backfill_lobe(session, lobe, force);  // HARN-7, HARN-17: never prompts
  return out;
}

std::string remove_lobe(Session& session, const std::string& path) {
  check_lobes_unlocked(session);  // POL-40
  const fs::path wanted = store::absolute_lobe_path(path);
  auto& lobes = session.config.lobes;
  const auto it = std::find_if(lobes.begin(), lobes.end(), [&](const store::LobeSpec& s) {
    return store::absolute_lobe_path(s.path) == wanted;
  });
  if (it == lobes.end()) {
    throw Error(ErrorKind::unknown_lobe,
                "'" + sanitize_display(wanted.string()) + "' is not a configured lobe",
                {"see the configured lobes with `mind config lobes list`"});
  }
  lobes.erase(it);
  store::save_config(session.paths.config_toml(), session.config);
  std::erase_if(session.lobes, [&](const Lobe& l) { return l.path == wanted; });
  return wanted.string();
}

std::vector<DetectedPreset> detect_presets(const Session& session) {
  std::vector<DetectedPreset> found;
  const fs::path home = detect_home();
  for (const LobePreset& preset : lobe_presets()) {
    if (!looks_installed(preset, home)) continue;
    DetectedPreset d{&preset, preset.default_scope(), "", false, false};
    if (d.scope == PresetScope::global) {
      d.path = global_lobe(preset, home).string();
      d.configured = !serving_lobe(session, d.path).empty();
      d.shared = std::any_of(found.begin(), found.end(), [&](const DetectedPreset& o) {
        return o.scope == PresetScope::global && o.path == d.path;
      });
    } else {
      d.path = describe_project(preset);
    }
    found.push_back(std::move(d));
  }
  return found;
}

LobeAddResult run_add_lobe(Session& session, const LobeTargetRequest& target, bool force) {
  check_lobes_unlocked(session);  // POL-40: before the target is even resolved
  const ResolvedLobeTarget resolved = resolve_lobe_target(target);  // HARN-10: before any change
  LobeAddResult result;
  result.added = add_lobe(session, resolved.spec, force);
  for (const auto& failure : result.added.backfill.failures) session.warnings.push_back(failure);
  result.project = resolved.project;
  result.preset = resolved.preset;
  return result;
}

LobeDetectResult run_detect_lobes(Session& session, const Asker& asker,
                                  const std::function<void(const LobeDetectResult&)>& on_found) {
  LobeDetectResult result;
  result.found = detect_presets(session);
  std::vector<const DetectedPreset*> to_add;
  for (const auto& d : result.found) {
    if (d.scope == PresetScope::project) {  // HARN-5: never added here
      result.guidance.push_back("run `mind link-project --preset " + std::string(d.preset->name) +
                                "` inside each project that uses it");
    } else if (!d.configured && !d.shared) {
      to_add.push_back(&d);
    }
  }
  result.addable = to_add.size();
  if (on_found) on_found(result);
  if (to_add.empty()) return result;
  if (!asker.yes && (!asker.can_ask || !asker.ask)) {
    result.unasked = true;
    return result;
  }
  Question q;
  q.prompt = "add " + std::to_string(to_add.size()) + " lobe(s)?";
  q.default_yes = true;
  if (!asker.decide(q)) return result;
  for (const auto* d : to_add) {
    result.added.push_back(add_lobe(session, {d->path, d->preset->global_kinds}, false));
    for (const auto& f : result.added.back().backfill.failures) session.warnings.push_back(f);
  }
  return result;
}

}  // namespace mind::install

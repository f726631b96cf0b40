#include "install/session.hpp"

namespace mind::install {

void Session::save_registry() const { store::save_registry(paths.sources_json(), registry); }

void Session::save_manifest() const { store::save_manifest(paths.manifest_json(), manifest); }

Session open_session(const store::MindPaths& paths, const discovery::ScanOptions& scan) {
  store::ensure_layout(paths);
  Session s;
  s.paths = paths;
  s.config = store::ensure_config(paths.config_toml(), store::default_lobe_spelling());
  s.lobes = resolve_lobes(s.config);
  s.registry = store::load_registry(paths.sources_json());
  s.warnings = s.registry.warnings;
  s.manifest = store::load_manifest(paths.manifest_json());
  s.scan = scan;
  return s;
}

}  // namespace mind::install

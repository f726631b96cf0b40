#pragma once
/// Session: the state one verb works on, loaded once after the lock is taken
/// (STO-40): paths, config, lobes, registry, manifest and the scan options.
/// Saving goes through the atomic writers.

#include <string>
#include <vector>

#include "discovery/scan.hpp"
#include "install/lobes.hpp"
#include "store/config.hpp"
#include "store/manifest.hpp"
#include "store/paths.hpp"
#include "store/registry.hpp"

namespace mind::install {

struct Session {
  store::MindPaths paths;
  store::Config config;
  std::vector<Lobe> lobes;
  store::Registry registry;
  store::Manifest manifest;
  discovery::ScanOptions scan;
  std::vector<std::string> warnings;  // sanitized; the caller prints them on stderr

  void save_registry() const;
  void save_manifest() const;
};

/// Sets up the layout and config.toml if missing (STO-15), then loads state.
Session open_session(const store::MindPaths& paths, const discovery::ScanOptions& scan);

}  // namespace mind::install

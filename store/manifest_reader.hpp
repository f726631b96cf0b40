#pragma once
/// Reads manifest.json's text straight into InstalledItem records through
/// nlohmann's SAX interface: no tree of json values is built and torn down
/// (that tree was half of a no-op `upgrade`'s user time at 1,000 items). The
/// format and the checks are load_manifest's; this only reports what it found.

#include <optional>
#include <string>

#include "store/manifest.hpp"

namespace mind::store {

struct ManifestText {
  Manifest manifest;
  long long version = 1;                 // `version`, 1 when absent
  std::optional<std::string> syntax;     // not JSON: nlohmann's message
  std::optional<std::string> structure;  // JSON, but not a manifest: the first thing wrong
};

ManifestText read_manifest_text(const std::string& text);

}  // namespace mind::store

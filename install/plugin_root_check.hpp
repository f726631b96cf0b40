#pragma once
/// `introspect`'s check of the plugin roots (issue 44, store/plugin_root.hpp):
/// each root an installed item records must be in the store and hash to the
/// hash recorded with it. `missing-plugin-root` and `plugin-root-drifted`
/// (its store copy was edited); with --fix, the copy is made again from the
/// plugin's folder when that still hashes to the recorded value (no version
/// changes), else the issue says to run `mind upgrade`. A root no item records
/// is an `orphan-store` (introspect's own check).

#include <functional>
#include <string>
#include <vector>

#include "discovery/catalog.hpp"
#include "install/introspect.hpp"
#include "store/manifest.hpp"
#include "store/paths.hpp"

namespace mind::install {

/// The catalog item a record was installed from now, or nullptr.
using SourceItemOf = std::function<const discovery::CatalogItem*(const store::InstalledItem&)>;

/// The issues found; with `fix`, each is repaired where it can be (and still returned).
std::vector<Issue> check_plugin_roots(const store::MindPaths& paths,
                                      const store::Manifest& manifest,
                                      const SourceItemOf& source_item, bool fix);

}  // namespace mind::install

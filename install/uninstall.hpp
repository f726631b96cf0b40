#pragma once
/// Uninstall (LIFE-20, LIFE-21, LIFE-44): delete exactly what the file
/// registry lists (links first, then the store copy), and only what mind owns:
/// a link must be mind's own symlink into the store, and the store path must
/// lie lexically under `<mind root>/store`. Anything else is skipped with a
/// warning, never deleted, so a doctored manifest cannot steer a deletion.

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "install/displaced.hpp"
#include "install/lobes/lobes.hpp"
#include "store/manifest.hpp"
#include "store/paths.hpp"

namespace mind::install {

/// Removes the item's links and store copy; returns warnings (sanitized).
/// Links listed in `keep_links` are left alone: a rename upgrade's new install
/// may own a path the old item also recorded (LIFE-47). A user's file a forced
/// install displaced from a removed link path is put back (decision 10), and
/// reported in `restored` (or, when that is nullptr, as a line in the result).
std::vector<std::string> uninstall_item(const store::MindPaths& paths,
                                        const store::InstalledItem& item,
                                        const std::vector<std::string>& keep_links = {},
                                        std::vector<DisplacedFile>* restored = nullptr);

/// The item's store copy, `<mind root>/store/<kind>/<name>`, or nullopt when
/// the recorded path is not lexically under the store (LIFE-44).
std::optional<std::filesystem::path> owned_store_path(const store::MindPaths& paths,
                                                      const store::InstalledItem& item);

/// The line that says a displaced file is back at its path.
std::string restored_note(const DisplacedFile& file);

}  // namespace mind::install

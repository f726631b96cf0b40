#pragma once
/// Where an install's input is staged and how: the one place that turns an
/// `InstallInput` into a staged copy (LIFE-1, NS-11, WF-25). The transaction
/// stages through it when it stages its own item, and a batch's stage-ahead
/// worker (stage_ahead.hpp) through it when it stages the batch's items
/// before the transaction reaches them, so both make the same copy at the
/// same path with the same expansion scope.

#include <string>
#include <string_view>
#include <vector>

#include "install/known_dirs.hpp"
#include "install/transaction.hpp"
#include "store/paths.hpp"

namespace mind::install {

/// `<root>/.tmp/<area>/<kind>/<name>`, made as one string: a path built by
/// `/` re-splits its components at every step, once per item of a batch.
std::string tmp_area_path(const store::MindPaths& paths, std::string_view area,
                          discovery::Kind kind, std::string_view name);

/// What staging an item reads of its install's input: the item, the name it
/// installs under, and what its tokens resolve against (NS-11, TOOL-16). Kept
/// small: a batch's stage-ahead worker holds one per item (10,000 of them).
struct StagingInput {
  const discovery::CatalogItem* item = nullptr;
  std::string effective_name;
  const std::string* source_name = nullptr;  // for the expansion's messages
  /// nullptr: the item is its own only sibling.
  const std::vector<namespacing::Sibling>* siblings = nullptr;
  const std::string* home = nullptr;    // nullptr or empty: path tokens render absolute
  PluginRoots* plugin_roots = nullptr;  // nullptr: `${CLAUDE_PLUGIN_ROOT}` is copied as written
};

/// `input`'s StagingInput (pointing into `input`, which must outlive it).
StagingInput staging_input(const InstallInput& input);

/// Stages `input`'s item at `staging` (its parent made when missing) and
/// returns the source's content hash; what `stage_item` throws is thrown, and
/// a partial copy is left for the caller to remove. `dirs` is the caller's
/// directory cache: one thread's, never shared across threads.
std::string stage_input(const store::MindPaths& paths, const StagingInput& input,
                        KnownDirectories& dirs, const std::string& staging);

}  // namespace mind::install

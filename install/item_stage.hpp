#pragma once
/// Staging an item (LIFE-1, LIFE-15, LIFE-42, LIFE-52, NS-11, NS-53, WF-25):
/// ONE pass over the item's source tree that, for each file, reads it once,
/// feeds those bytes to the content hash, and writes the staged copy, with
/// its tokens expanded when the expansion gate admits it. The hash is of the
/// SOURCE bytes (TOOL-13) and equals `store::hash_item_tree` of the source.
///
/// Reading each file once instead of three times (copy, expand, hash) is what
/// keeps a 1 000-item install near the cost of copying the files (issue 6).
///
/// Refusals, all before anything is written: what item_tree_check.hpp refuses
/// (a symlink that does not resolve inside the same item, an entry that is not
/// a regular file, folder or link, nesting deeper than kMaxTreeDepth folders),
/// and an `expand:` entry naming no file of the item (NS-57). A symlink that
/// resolves inside the item is staged as the same link (its target text), and
/// hashed as that text, as the content hash walks it (LIFE-34). A token that
/// resolves to nothing fails with `bad-reference` (NS-12); the caller removes
/// the partial staging copy.
///
/// Choice recorded here: a staged file keeps its source's permission bits
/// (rwx for user, group, other) but never setuid, setgid or sticky, which an
/// untrusted source has no business handing to the user's machine.

#include <fcntl.h>

#include <filesystem>
#include <string>

#include "discovery/catalog.hpp"
#include "install/item_tree_check.hpp"
#include "install/plugin_root_stage.hpp"
#include "install/staged_expansion.hpp"
#include "namespacing/token_expansion.hpp"

namespace mind::install {

/// Where an item is staged: its path, and the same place as a directory
/// descriptor and a name for the *at() calls (AT_FDCWD and the whole path
/// will do; a batch passes its open parent, see KnownDirectories::at).
struct StagingPlace {
  const std::string& path;  // absolute
  int dir;
  const char* name;  // points into `path` or outlives the call
  /// The item's source folder the same way (KnownDirectories::read_at), for a
  /// directory item; AT_FDCWD and nullptr: by the item's path.
  int source_dir = AT_FDCWD;
  const char* source_name = nullptr;
};

/// Stages `item` at the new place `staging` and returns the source's content
/// hash (`xxh3-128/2:<hex>`). The item's `.git`, what its `ignore` list excludes
/// and its empty folders are neither copied nor hashed (decision 12).
std::string stage_item(const StagingPlace& staging, const discovery::CatalogItem& item,
                       const namespacing::ExpansionScope& scope, const ExpansionSubject& subject,
                       const PluginRootText& plugin_root = {});

}  // namespace mind::install

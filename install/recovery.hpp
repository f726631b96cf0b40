#pragma once
/// Recovery of interrupted install transactions (design decision 6, LIFE-4,
/// LIFE-43). A killed run can leave, under `<mind root>/.tmp`:
///  - `staging/<kind>/<name>`: a copy that never reached the store: deleted;
///  - `backup/<kind>/<name>`: the previous store copy, moved aside by a swap
///    that never committed (commit deletes it first, through `trash/`): put
///    back into the store, replacing what the swap moved there;
///  - `foreign-stash/<n>` with `<n>.origin`: a user's file a forced install
///    moved aside: put back at its origin when that path is free or holds
///    mind's own link (never over anything else);
///  - `trash/`: what a commit was deleting: deleted.
/// Every mutating run (and `introspect --fix`) calls this under the exclusive
/// lock before touching anything, so no earlier install and no user file is lost.

#include <string>
#include <vector>

#include "store/paths.hpp"

namespace mind::install {

/// Restores and cleans what interrupted transactions left; returns notes
/// (sanitized) describing each restoration.
std::vector<std::string> recover_interrupted(const store::MindPaths& paths);

/// What `recover_interrupted` would act on, as `.tmp`-relative paths.
std::vector<std::string> interrupted_leftovers(const store::MindPaths& paths);

}  // namespace mind::install

#pragma once
/// The whole `unmeld` verb as one operation: select the sources (CLI-28), ask
/// before removing several sources or items (CLI-21, CLI-42), then uninstall
/// the items and remove each source, its uninstall hooks under consent
/// (HOOK-54, HOOK-59, HOOK-87).

#include <optional>
#include <string>
#include <vector>

#include "install/front_end.hpp"
#include "install/unmeld.hpp"

namespace mind::install {

struct UnmeldOptions {
  std::string selector;
  bool keep_items = false;                    // --keep-items: leave the items installed
  std::optional<std::string> uninstall_hook;  // --uninstall-hook (HOOK-59)
  Consents consents;                          // uninstall
  Asker asker;
  bool list_all = false;  // -v or --json: a question or refusal lists every name
};

struct UnmeldResult {
  UnmeldPlan plan;
  bool declined = false;
  UnmeldOutcome done;  // when not declined
};

/// Throws what plan_unmeld and unmeld throw, and `confirmation-required`.
UnmeldResult run_unmeld(Session& session, const UnmeldOptions& options);

}  // namespace mind::install

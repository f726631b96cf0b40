#pragma once
/// The whole `forget` verb as one operation: select the targets (CLI-40,
/// UNM-4, UNM-7), ask before removing several (CLI-42), before breaking
/// dependents (DEP-60) and before moving a user's own files aside (UNM-5,
/// UNM-8), then uninstall, running uninstall hooks under consent (HOOK-82,
/// HOOK-83).

#include <string>
#include <vector>

#include "install/displaced.hpp"
#include "install/forget.hpp"
#include "install/front_end.hpp"

namespace mind::install {

struct ForgetOptions {
  std::string ref;
  bool unmanaged_only = false;  // --unmanaged (UNM-7)
  bool force = false;           // skips the dependents question (DEP-60)
  Consents consents;            // uninstall
  Asker asker;
  bool list_all = false;  // -v or --json: a question or refusal lists every name
  NoteSink note;          // what --yes deletes of a user's own is still said (UNM-5)
};

struct ForgetResult {
  std::size_t selected = 0;             // managed and unmanaged targets
  std::string target;                   // the one target's key, or the ref
  bool declined = false;                // a question was answered no
  std::vector<std::string> removed;     // keys removed (unmanaged ones too)
  std::vector<DisplacedFile> restored;  // users' files put back at freed paths
  std::vector<DisplacedFile> kept;      // a user's unmanaged item, kept aside (decision 10)
};

/// Throws `invalid-item-ref` without a ref (and without --unmanaged),
/// `not-installed`, `ambiguous-item`, and `confirmation-required` when a
/// question cannot be asked without --yes.
ForgetResult run_forget(Session& session, const ForgetOptions& options);

}  // namespace mind::install

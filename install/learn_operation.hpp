#pragma once
/// The whole `learn` verb as one operation: resolve and close the selection
/// (install/learn's plan), ask before installing what the closure adds
/// (DEP-31, LIFE-45), install, and check the touched workflows' harness names
/// (WF-24, WF-29, WF-30, WF-56; warned, never fatal: WF-31).

#include <optional>
#include <string>
#include <vector>

#include "install/front_end.hpp"
#include "install/learn.hpp"

namespace mind::install {

struct LearnOptions {
  LearnRequest request;
  Consents consents;  // item_install, build (HOOK-72, HOOK-74, HOOK-83)
  Asker asker;        // the closure question (DEP-31)
  NoteSink note;      // the closure tree, said before the question
  /// `--kind` for a file item link (LNK-21): only with a link.
  std::optional<std::string> link_kind;
  /// `learn --pin` (CLI-200): freezes an item link at its current commit;
  /// ignored with a note on a plain ref.
  bool freeze = false;
};

/// Whether `ref` is an item link (LNK-6), broken ones included.
bool is_item_link(const std::string& ref);

struct LearnResult {
  LearnOutcome learned;
  bool declined = false;                       // the closure question was answered no
  std::vector<std::string> workflow_warnings;  // WF-31
};

/// Throws what plan_learn throws, and `confirmation-required` when the closure
/// adds items and nobody can be asked without --yes.
LearnResult run_learn(Session& session, const LearnOptions& options);

}  // namespace mind::install

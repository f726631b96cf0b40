#pragma once
/// `hooks run <target>` as one operation (HOOK-100..109, HOOK-126): a source's
/// or an installed item's hooks of one event, on demand, under the same
/// disclosure and consent as meld's and learn's; a tool's build rebuilds it in
/// place (HOOK-102, HOOK-103, HOOK-108).

#include <string>
#include <vector>

#include "install/front_end.hpp"
#include "install/hooks/hook_target.hpp"

namespace mind::install {

struct HooksRunOptions {
  std::string target;
  HookEvent event = HookEvent::install;
  bool force = false;  // --force: hooks that already ran at this commit too
  Consents consents;   // source_install (every non-build event), build
};

struct HooksRunResult {
  HookTarget target;
  std::size_t existed = 0, ran = 0, skipped = 0;  // skipped: for lack of consent (HOOK-107)
  std::size_t held_back = 0;                      // already ran at this commit (HOOK-126)
  std::vector<std::string> not_run;        // targets with hooks skipped for want of a terminal
  std::vector<std::string> skipped_names;  // those hooks' names, in run order (issue 31)
};

/// Throws `invalid-item-ref` for no event, `build-event-requires-item-target`,
/// the target's selection errors, and what a failing hook throws (what already
/// ran stays recorded: HOOK-110).
HooksRunResult run_hooks_now(Session& session, const HooksRunOptions& options);

}  // namespace mind::install

#pragma once
/// Fault points: a test aid for crash safety (design decision 6). With
/// `MIND_FAULT=<step>:<n>` in the environment, the n-th time the process
/// reaches the named step it exits at once with `_exit(86)`: no destructor,
/// no undo, no flush, as if it had been killed there. The kill-at-every-step
/// e2e test uses it to prove that the next run loads the state and that
/// `introspect --fix` restores a consistent one. Unset, a fault point costs
/// one comparison.

#include <string_view>

namespace mind::install {

/// The exit status of a process stopped at a fault point.
inline constexpr int kFaultExitCode = 86;

/// Exits the process when `MIND_FAULT` names `step` and this is its n-th
/// occurrence (n defaults to 1).
void fault_point(std::string_view step);

}  // namespace mind::install

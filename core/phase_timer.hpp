#pragma once
/// A per-phase timer for finding a verb's fixed costs (issue 34): with
/// MIND_TIMING set (not empty), every `phase_mark("what")` records the wall
/// time since the previous mark, and at exit the phases are printed on stderr
/// (`mind: timing: ...`), with the CPU time the process had used before main
/// (the loader and static initialisers). Unset, a mark is one branch on a
/// cached flag: the marks stay in the code.

#include <string_view>

namespace mind {

/// Whether MIND_TIMING asked for the timings (read once).
bool phase_timing_enabled();

/// Ends the phase that ran since the previous mark, naming it `what`; an
/// empty `what` (main's first line) only starts the clock.
void phase_mark(std::string_view what);

}  // namespace mind

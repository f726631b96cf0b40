#pragma once
/// Loading the git module and starting libgit2 is a few milliseconds of a
/// small meld's time, spent mapping libraries while the CPU's other core is
/// idle. `meld` names its source on the command line, so `main` can start
/// that load on a thread of its own before it even parses the arguments, and
/// the verb's first git call finds it done (issue 34). Only a guess: a wrong
/// one costs that thread's time, never a different result, since every git
/// call still goes through the one load (store/git_loader.cpp).

#include <string_view>

namespace mind::store {

/// Starts the load when `argument`, a meld source as typed, will need git: a
/// URL or shorthand (not an existing path), or a directory inside a working tree.
void warm_git_for_source(std::string_view argument);

/// Waits for a load started above: called once before `main` returns, so that
/// no thread is still mapping libraries while the process runs its exit handlers.
void finish_warming_git();

}  // namespace mind::store

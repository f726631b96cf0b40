#pragma once
/// Starting libgit2 (git_libgit2_init: its subsystems and the git
/// configuration; TLS is held until a remote, tls_trust.hpp) is part of a
/// small meld's time while the CPU's other core is idle. `meld` names its
/// source on the command line, so `main` can start libgit2 on a thread of its
/// own before it even parses the arguments, and the verb's first git call
/// finds it done (issue 34). Only a guess: a wrong one costs that thread's
/// time, never a different result, since every git call still goes through
/// the one start (store/git_loader.cpp).

#include <string_view>

namespace mind::store {

/// Starts libgit2 when `argument`, a meld source as typed, will need git: a
/// URL or shorthand (not an existing path), or a directory inside a working tree.
void warm_git_for_source(std::string_view argument);

/// Waits for a start begun above: called once before `main` returns, so that
/// no thread is still in git_libgit2_init while the process runs its exit handlers.
void finish_warming_git();

}  // namespace mind::store

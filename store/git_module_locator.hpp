#pragma once
/// Where a binary of this build tree finds the git module it was built with.
///
/// The loader (store/git_loader.cpp) tries MIND_GIT_MODULE, then the module an
/// installed binary ships with (`<prefix>/lib/mind/mind-git.so`), then this
/// path. It is defined by exactly one of two one-line objects, and every
/// executable links one: `store/locator/build_tree.cpp` (the build's own `mind`,
/// its tests and benchmarks: the module's path in this build) or
/// `store/locator/installed.cpp` (the binary `cmake --install` copies: none).
/// So the installed binary holds no path into the build tree, and never loads a
/// module someone left where a removed build used to be (issue 21).

namespace mind::store {

/// The build tree's module path, or nullptr in an installed binary.
const char* build_tree_git_module() noexcept;

}  // namespace mind::store

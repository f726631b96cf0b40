// An installed binary knows no build tree: only MIND_GIT_MODULE and lib/mind.
#include "store/git_module_locator.hpp"

namespace mind::store {

const char* build_tree_git_module() noexcept { return nullptr; }

}  // namespace mind::store

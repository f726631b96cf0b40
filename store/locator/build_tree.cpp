// The build's own binaries find the module where this build put it.
#include "store/git_module_locator.hpp"

namespace mind::store {

const char* build_tree_git_module() noexcept { return MIND_GIT_MODULE_BUILD_PATH; }

}  // namespace mind::store

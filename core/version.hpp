#pragma once
/// The running mind version: `mind --version`, SARIF's tool version, and what a
/// source's `[source].min-mind-version` is compared with (DSC-40). Its one home
/// is `project(mind VERSION ...)` in CMakeLists.txt, passed in as MIND_VERSION.

#include <string_view>

namespace mind {

inline constexpr std::string_view kMindVersion = MIND_VERSION;

}  // namespace mind

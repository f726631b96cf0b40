#pragma once
/// The running mind version, compared against a source's
/// `[source].min-mind-version` at every scan (DSC-40). Keep in step with
/// `project(mind VERSION ...)` in CMakeLists.txt and cli/main.cpp's kVersion.

#include <string_view>

namespace mind::discovery {

inline constexpr std::string_view kMindVersion = "0.1.0";

}  // namespace mind::discovery

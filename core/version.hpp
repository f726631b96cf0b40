#pragma once
/// The running mind version (`mind --version`, SARIF's tool version), whose one
/// home is `project(mind VERSION ...)` in CMakeLists.txt, passed in as
/// MIND_VERSION; and the reference release whose spec the digests restate,
/// which is what a source's `[source].min-mind-version` is compared with
/// (DSC-40, design decision 11): sources are written for the reference.

#include <string_view>

namespace mind {

inline constexpr std::string_view kMindVersion = MIND_VERSION;
inline constexpr std::string_view kReferenceVersion = "0.28";
/// What `mind --version` prints: the binary's version, and what the reference
/// version means for a source (issue 35: "reads sources written for mind
/// 0.28" was read as the version of this binary).
inline constexpr std::string_view kVersionLine =
    MIND_VERSION " (accepts sources whose min-mind-version is 0.28 or lower)";

}  // namespace mind

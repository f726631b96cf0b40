#pragma once
/// Paths as text, for the paths made once or more per item of a batch (a
/// scan's anchor and `mind.toml`, an install's store, staging and link paths).
/// A std::filesystem::path splits its text into components, each its own
/// allocation, the moment it is made; these paths are only ever opened or
/// compared, so they stay strings, and a path object is made only where an
/// error names one or a component is asked for.

#include <string>
#include <string_view>

namespace mind {

/// `base/rel`, as `path(base) / rel` spells it for a relative `rel` (one `/`
/// between them, none added when `base` is empty or already ends in one).
std::string path_join(std::string_view base, std::string_view rel);

}  // namespace mind

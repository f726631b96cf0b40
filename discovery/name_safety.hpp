#pragma once
/// Name and path safety for source-controlled names (DSC-71, DSC-96) and
/// repo-relative paths (DSC-72, DSC-73). A bare name becomes a store path and a
/// link path, so it must be one safe path component with nothing invisible in it.

#include <optional>
#include <string>
#include <string_view>

namespace mind::discovery {

/// Why `name` cannot be an item name, or nullopt when it can.
std::optional<std::string> unsafe_name_reason(std::string_view name);

/// Why `path` is not a safe relative path (empty, absolute, `~`, `..`, NUL), or nullopt.
std::optional<std::string> unsafe_relative_path_reason(std::string_view path);

}  // namespace mind::discovery

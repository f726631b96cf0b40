#pragma once
/// Shared rules of the two JSON state files (STO-12, STO-23, STO-31, STO-50,
/// STO-51): a missing file reads as empty; a malformed one is an error naming
/// it, never an empty file; a version above the one we write is `state-too-new`.

#include <filesystem>
#include <optional>
#include <string>

namespace mind::store {

inline constexpr long long kStateVersion = 1;

/// The file's bytes, or nullopt when it does not exist.
std::optional<std::string> read_state_text(const std::filesystem::path& path);

/// Throws `state-too-new` when `version` is above kStateVersion.
void check_state_version(long long version, const std::string& file_name);

/// The `json` error for a file that does not parse or has the wrong shape.
[[noreturn]] void throw_malformed(const std::filesystem::path& path, const std::string& why);

}  // namespace mind::store

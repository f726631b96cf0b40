#pragma once
/// The trusted-source allowlist's patterns (POL-10, POL-67): `host/owner/repo`
/// globs where `*` stays within one segment, and their well-formedness.

#include <optional>
#include <string>
#include <string_view>

#include "store/policy.hpp"

namespace mind::store {

/// POL-10: `*` matches any run of characters within one `/`-separated segment.
bool allow_pattern_matches(std::string_view pattern, std::string_view identity) noexcept;
/// Any pattern of `policy.sources.allow` matches the bare identity.
bool identity_allowed(const Policy& policy, std::string_view base_identity) noexcept;
/// Why `pattern` is not a well-formed allow pattern (three non-empty segments,
/// no whitespace or control characters), or nullopt.
std::optional<std::string> bad_allow_pattern(std::string_view pattern);

}  // namespace mind::store

#pragma once
/// Where the managed policy lives and how it is read (POL-1..4, POL-64,
/// POL-65): the fixed system path, `$MIND_POLICY_FILE`, a bounded read that
/// fails closed, and the permission warnings of a system file.

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>

#include "store/policy.hpp"

namespace mind::store {

/// The path mind reads on this OS (POL-1).
std::filesystem::path system_policy_path();

/// POL-1, POL-2: the system file when it exists, else `env_file` when it is
/// set and names an existing file, else none (POL-4).
struct PolicyLocation {
  std::filesystem::path file;
  bool from_env = false;
};
std::optional<PolicyLocation> locate_policy(const std::filesystem::path& system_file,
                                            const std::optional<std::string>& env_file);

/// Reads and parses the located file; adds the POL-64 permission warnings for
/// a system file (never for $MIND_POLICY_FILE, POL-65). Throws `invalid-policy`
/// (an unreadable file too: fail closed).
Policy load_policy_at(const PolicyLocation& where, std::string_view running_version);

/// The effective policy of this run: system path, then $MIND_POLICY_FILE; none
/// when neither holds one (POL-4).
std::optional<Policy> load_effective_policy();

/// The file's text, at most 1 MiB; `invalid-policy` when unreadable or larger.
std::string read_policy_file(const std::filesystem::path& file);

}  // namespace mind::store

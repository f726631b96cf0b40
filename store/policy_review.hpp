#pragma once
/// The policy seen by a person: `review --policy`'s static validation with
/// its advisories (POL-50) and `config show`'s description.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "store/policy.hpp"

namespace mind::store {

/// POL-50: one finding of `review --policy`.
struct PolicyFinding {
  std::string code;     // `invalid-policy`, `lock-without-allow`, `unpinned-auto-meld`
  bool hard = false;    // a hard finding fails the review
  std::string message;  // raw; sanitize before showing
};
/// Static validation without cloning: a parse failure is one hard finding;
/// otherwise the advisories. Never throws.
std::vector<PolicyFinding> validate_policy_text(std::string_view text,
                                                const std::filesystem::path& file,
                                                std::string_view running_version);

/// validate_policy_text on the file at `file` (an unreadable file: one hard finding).
std::vector<PolicyFinding> validate_policy_file(const std::filesystem::path& file,
                                                std::string_view running_version);

/// `mind config show`: the effective policy as TOML-like lines.
std::string describe_policy(const Policy& policy);

}  // namespace mind::store

#pragma once
/// The managed policy (spec hooks-policy POL-1..69, design decision 17): the
/// file an administrator puts at a fixed system path to restrict which sources
/// mind melds, how they are pinned, what every machine is provisioned with,
/// which agent homes are used, and which review risk classes refuse an item.
/// This header is the model, the strict parse (only policy.cpp sees toml++),
/// where the file is found, and the pure checks the gates in install/ and
/// `review --policy` share. A policy that does not parse, has an unknown key or
/// breaks an internal rule is an `invalid-policy` error (POL-5: fail closed).

#include <filesystem>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "core/error.hpp"

namespace mind::store {

/// One `[[sources.auto_meld]]` entry (POL-30): a repo spec `meld` accepts and
/// at most one pin.
struct AutoMeld {
  std::string repo;
  std::optional<std::string> tag, ref, follow_branch;
  bool install = false;          // POL-58: install every item after provisioning
  bool run_build_hooks = false;  // POL-59: and run their build hooks
  std::size_t line = 0;          // where the entry starts in the file (1-based)

  bool pinned() const { return tag.has_value() || ref.has_value(); }
  /// The pin as `meld --pin` spells it (`tag=v1`, a ref, `branch=main`); empty: none.
  std::string pin_flag() const;
};

struct SourcesPolicy {
  std::vector<std::string> allow;  // POL-10: `host/owner/repo` patterns
  bool lock = false;               // POL-11
  bool allow_local = true;         // POL-56, POL-57
  bool pinned = false;             // POL-20
  std::vector<AutoMeld> auto_meld;
};

struct LobesPolicy {
  bool lock = false;                                // POL-40
  std::optional<std::vector<std::string>> targets;  // POL-40, POL-41
};

/// Design decision 17: review risk classes that refuse or warn at install.
struct ReviewPolicy {
  std::vector<std::string> refuse, warn;  // class tags (`remote-code`, ...)
};

struct Policy {
  std::filesystem::path file;  // where it was read (named in every refusal, POL-37)
  bool from_env = false;       // located through $MIND_POLICY_FILE (POL-65)
  std::optional<std::string> min_mind_version;  // POL-61
  SourcesPolicy sources;
  LobesPolicy lobes;
  ReviewPolicy review;
  /// `[binary].self-update`: accepted and checked, nothing to govern (decision 16).
  std::optional<std::string> self_update;
  /// POL-64: the file or its directory is writable by others or not root's.
  std::vector<std::string> warnings;
};

/// The review risk classes a `[review]` list may name (review/risky_content.hpp
/// keeps the scanners; a review test checks the two lists agree).
const std::vector<std::string_view>& review_risk_classes();

/// Parses `text` strictly (POL-5); `file` names it in errors. Checks
/// `min-mind-version` against `running_version` first, by a lenient pre-parse
/// (POL-61..63), then every key, the pins of auto-meld entries (POL-33), POL-21
/// and POL-31. Throws `invalid-policy` naming the file, the line where known,
/// and the rule.
Policy parse_policy(std::string_view text, const std::filesystem::path& file,
                    std::string_view running_version);

/// The `invalid-policy` error for `file` (at `line`, 0: unknown) with its
/// remedies: the one wording every policy refusal of the file itself uses.
Error invalid_policy_error(const std::filesystem::path& file, std::size_t line,
                           const std::string& why);

}  // namespace mind::store

// The policy's other facets, each in its own file: where it is found and read,
// the allow patterns, and its static review. Most callers want all three.
#include "store/policy_allow.hpp"
#include "store/policy_file.hpp"
#include "store/policy_review.hpp"

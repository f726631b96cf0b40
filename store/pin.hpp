#pragma once
/// What a user asks a source to be pinned to, and the DSC-66 check every ref
/// value passes before it reaches libgit2 (CLI-17, CLI-200..202, DSC-41,
/// DSC-66, STO-18, STO-68). Floating requests (`branch=`, `tag=`) are stored
/// as they are; freezing ones (`HEAD`, a bare ref) are resolved to a commit at
/// checkout and stored as a `ref` pin.

#include <optional>
#include <string>
#include <string_view>

#include "store/registry.hpp"

namespace mind::store {

struct PinRequest {
  enum class Kind { follow_branch, tag, freeze_head, freeze_ref };
  Kind kind = Kind::freeze_head;
  std::string value;  // empty for freeze_head
};

/// Why `value` may not be used as a git ref (DSC-66): empty, a leading `-`,
/// ASCII whitespace, a control character, `..`, or a character git refuses
/// in a ref name (`~^:?*[\`, `@{`). nullopt when it is safe.
std::optional<std::string> unsafe_ref_reason(std::string_view value);

/// Parses a `--pin` value: `HEAD`, `branch=<b>`, `tag=<t>`, or a ref to freeze.
/// Throws `bad-pin-spec` for another `key=` form or an empty value, and
/// `invalid-ref` for a value that fails unsafe_ref_reason.
PinRequest parse_pin_request(const std::string& text);

/// The pin a request stands for before resolution (a freeze has none yet).
std::optional<Pin> floating_pin(const PinRequest& request);

/// `default branch`, `branch main`, `tag v1`, `ref 1a2b3c4` (display).
std::string describe_pin(const Pin& pin);

}  // namespace mind::store

#pragma once
/// mind::Error: the one exception type every operation throws at the point of
/// failure. `cli/` catches it once and renders it as text on stderr or as the
/// `--json` error envelope (CLI-181). The kind is a stable kebab-case slug, one
/// per failure variant, never renamed (CLI-182).

#include <stdexcept>
#include <string>
#include <vector>

namespace mind {

class Error : public std::runtime_error {
 public:
  /// `kind` is the slug (`item-not-found`, `link-occupied`, ...); `message` is the
  /// display text, already free of control characters (callers sanitize what a
  /// source controls before composing it).
  Error(std::string kind, std::string message, std::vector<std::string> hints = {});

  const std::string& kind() const noexcept { return kind_; }
  /// Remedies printed on stderr in text mode only (never in the JSON envelope,
  /// CLI-208: suppressed under --json).
  const std::vector<std::string>& hints() const noexcept { return hints_; }

  /// Structured findings the failing verb recorded, as one JSON value's text,
  /// carried as the envelope's `details` under --json (CLI-221; first user: a
  /// hard-failing `review`). Empty: the envelope has no `details` member.
  const std::string& details_json() const noexcept { return details_json_; }
  Error& with_details_json(std::string json) {
    details_json_ = std::move(json);
    return *this;
  }

 private:
  std::string kind_;
  std::vector<std::string> hints_;
  std::string details_json_;
};

/// An `io` error naming the path involved (STO-30).
Error io_error(const std::string& what, const std::string& path, int errno_value);

}  // namespace mind

#pragma once
/// The `risky-content` scanner: text in an item a careful reader would want to
/// see before melding, beyond what the spec's tags cover. Three patterns:
///
/// - a download piped into a shell (`curl ... | sh`, `wget -O- ... | bash`,
///   `bash <(curl ...)`, `sh -c "$(curl ...)"`);
/// - a read of credentials (`~/.ssh`, `id_rsa`, `~/.aws`, `.netrc`,
///   `GITHUB_TOKEN`, `AWS_SECRET_ACCESS_KEY`, ...);
/// - an instruction override aimed at the agent ("ignore all previous
///   instructions", "disregard prior instructions").
///
/// It is disclosure, not detection: a match says where to look, and the absence
/// of one says nothing. The scan is one pass per line with bounded look-ahead, so
/// its cost is linear in the text whatever a hostile file holds (no regex
/// engine, no backtracking).

#include <cstddef>
#include <string_view>
#include <vector>

namespace mind::review {

enum class RiskKind { pipe_to_shell, credential_read, instruction_override };

/// One pattern's hits in a text: the first line where it matched and how many
/// lines matched in all (one finding per pattern per file keeps output bounded).
struct RiskHit {
  RiskKind kind = RiskKind::pipe_to_shell;
  std::size_t first_line = 0;  // 1-based
  std::size_t lines = 0;
  std::string_view what;  // the first matched needle, from a static table
  bool operator==(const RiskHit&) const = default;
};

/// The hits in `text`, at most one per RiskKind, in RiskKind order.
std::vector<RiskHit> find_risky_content(std::string_view text);

/// A short phrase for the kind: "pipes a download into a shell", ...
std::string_view risk_phrase(RiskKind kind) noexcept;

}  // namespace mind::review

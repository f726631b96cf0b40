#pragma once
/// The risky-content scanners: text in an item that a careful reader wants to
/// see before melding. Each class is its own finding tag:
///
/// - `remote-code`: a download run by an interpreter (`curl … | sh`, `wget -O- … |
///   python`, `base64 -d | sh`, `eval "$(curl …)"`, `bash <(curl …)`, `irm … | iex`);
/// - `reverse-shell`: `/dev/tcp/`, `nc -e`, `socat … exec:`, `mkfifo … | nc`, a
///   Python socket wired to a shell;
/// - `credential-access`: a credential file (`~/.ssh`, `id_rsa`, `~/.aws`,
///   `.netrc`, `.git-credentials`, `~/.config/gh`, a keychain, …) read or sent,
///   or the environment (`env`, `printenv`) sent to the network;
/// - `destructive-command`: `rm -rf ~`, `rm -rf /`, `chmod -R … /`, `mkfs`,
///   `dd of=/dev/…`, a fork bomb;
/// - `settings-write`: a write into agent settings (`~/.claude/settings.json`, …),
///   shell start-up files (`>> ~/.bashrc`), `authorized_keys` or the crontab;
/// - `prompt-injection`: "ignore all previous instructions" and its variants;
/// - `concealment`: "do not tell the user", "without informing the user",
///   "silently send …";
/// - `invisible-text`: Unicode tag characters (U+E0000–U+E007F, "ASCII
///   smuggling"), bidi overrides and isolates, and zero-width characters
///   inside words, anywhere in the text.
///
/// Mentioning is not doing: a credential file named in a sentence that warns
/// against it ("never commit ~/.aws/credentials") or a variable named in
/// documentation (`export ANTHROPIC_API_KEY=…`) is not reported; reading it,
/// sending it or telling the agent to is. It is disclosure, not detection: a
/// match says where to look, and no match says nothing.
///
/// Linear time whatever a hostile file holds: one pass per line, hand-written
/// matchers with bounded look-ahead (review/risk_text.hpp), no regex engine.

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace mind::review {

enum class RiskKind {
  remote_code,
  reverse_shell,
  credential_access,
  destructive_command,
  settings_write,
  prompt_injection,
  concealment,
  invisible_text,
};
inline constexpr std::size_t kRiskKinds = 8;

/// One matched line: its number and the matched text, raw (sanitize before
/// showing; invisible code points are already spelled `<U+202E>`).
struct RiskExample {
  std::size_t line = 0;  // 1-based
  std::string text;
  bool operator==(const RiskExample&) const = default;
};

/// One class's hits in a text: the first few lines it matched and how many
/// lines matched in all, so a finding is bounded whatever the file holds.
struct RiskHit {
  RiskKind kind = RiskKind::remote_code;
  std::vector<RiskExample> examples;  // at most kMaxRiskExamples, in line order
  std::size_t lines = 0;
  bool operator==(const RiskHit&) const = default;
};

inline constexpr std::size_t kMaxRiskExamples = 5;
/// A matched text is shown cut to this many bytes (at a code point boundary).
inline constexpr std::size_t kMaxRiskExampleBytes = 120;

/// The hits in `text`, at most one per RiskKind, in RiskKind order. Never throws
/// on any bytes.
std::vector<RiskHit> find_risky_content(std::string_view text);

/// The finding tag: `remote-code`, `reverse-shell`, ...
std::string_view risk_tag(RiskKind kind) noexcept;

/// A short phrase for the class: "runs a download", ...
std::string_view risk_phrase(RiskKind kind) noexcept;

}  // namespace mind::review

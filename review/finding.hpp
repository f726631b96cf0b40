#pragma once
/// Finding: one thing a check reports about a source or an installed item. The
/// message is sanitized once, here at construction (CLI-224), so the text, JSON
/// and SARIF renderers all print the same clean string and never re-sanitize.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace mind::review {

/// A hard finding fails `review` (exit 1, CLI-132); an advisory one informs.
enum class Severity { hard, advisory };

std::string_view severity_word(Severity severity) noexcept;

struct Finding {
  Severity severity = Severity::advisory;
  std::string tag;      // `workflow-unloadable`, `bad-reference`, ... (cli.md finding tags)
  std::string message;  // sanitized; one line
  std::string file;     // `/`-separated path inside the source; "" when the finding has none
  std::optional<std::uint32_t> line;  // 1-based, where known

  friend bool operator==(const Finding&, const Finding&) = default;
};

/// The one constructor that sanitizes: every Finding should come from here.
Finding make_finding(Severity severity, std::string_view tag, std::string_view message,
                     std::string_view file = {}, std::optional<std::uint32_t> line = {});

}  // namespace mind::review

#include "review/finding.hpp"

#include "core/sanitize.hpp"

namespace mind::review {

std::string_view severity_word(Severity severity) noexcept {
  return severity == Severity::hard ? "hard" : "advisory";
}

Finding make_finding(Severity severity, std::string_view tag, std::string_view message,
                     std::string_view file, std::optional<std::uint32_t> line) {
  return Finding{severity, std::string(tag), mind::sanitize_display(message),
                 mind::sanitize_display(file), line};
}

}  // namespace mind::review

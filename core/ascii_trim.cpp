#include "core/ascii_trim.hpp"

namespace mind {

std::string_view trim_ascii_blanks(std::string_view text) noexcept {
  constexpr std::string_view kBlanks = " \t\r\n";
  const auto first = text.find_first_not_of(kBlanks);
  if (first == std::string_view::npos) return {};
  return text.substr(first, text.find_last_not_of(kBlanks) - first + 1);
}

}  // namespace mind

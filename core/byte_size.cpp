#include "core/byte_size.hpp"

#include <cctype>
#include <limits>
#include <optional>

namespace mind {
namespace {

std::string lower_without_spaces(std::string_view text) {
  std::string s;
  for (char c : text) {
    if (!std::isspace(static_cast<unsigned char>(c))) {
      s.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
    }
  }
  return s;
}

std::optional<std::uint64_t> unit_multiplier(const std::string& unit) {
  if (unit.empty() || unit == "b") return 1;
  if (unit == "k" || unit == "kib") return 1ULL << 10;
  if (unit == "m" || unit == "mib") return 1ULL << 20;
  if (unit == "g" || unit == "gib") return 1ULL << 30;
  if (unit == "kb") return 1000ULL;
  if (unit == "mb") return 1000ULL * 1000;
  if (unit == "gb") return 1000ULL * 1000 * 1000;
  return std::nullopt;
}

ParsedByteSize refused(std::string why) { return {0, std::move(why)}; }

}  // namespace

ParsedByteSize parse_byte_size(std::string_view text) {
  const std::string s = lower_without_spaces(text);
  if (s == "unlimited" || s == "none") return {};
  std::size_t digits = 0;
  while (digits < s.size() && std::isdigit(static_cast<unsigned char>(s[digits]))) ++digits;
  if (digits == 0) return refused("it does not start with a number");
  if (digits < s.size() && (s[digits] == '.' || s[digits] == ',')) {  // DSC-105
    return refused("it is fractional; give a whole number of a smaller unit (e.g. 1536KiB)");
  }
  const auto multiplier = unit_multiplier(s.substr(digits));
  if (!multiplier) return refused("unknown unit '" + s.substr(digits) + "'");
  const std::string number = s.substr(0, digits);
  if (number.size() > 19) return refused("it is too large");
  const std::uint64_t value = std::stoull(number);
  constexpr auto kMax = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  if (value != 0 && value > kMax / *multiplier) return refused("it is too large");
  return {value * *multiplier, {}};
}

std::string describe_byte_size(std::uint64_t bytes) {
  if (bytes == 0) return "unlimited";
  if (bytes % (1ULL << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  if (bytes % (1ULL << 10) == 0) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + " bytes";
}

}  // namespace mind

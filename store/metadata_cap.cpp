#include "store/metadata_cap.hpp"

#include <cctype>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <sstream>

#include "core/error.hpp"
#include "discovery/capped_read.hpp"
#include "discovery/sanitize.hpp"
#include "store/config.hpp"

namespace mind::store {
namespace {

[[noreturn]] void bad(std::string_view text, std::string_view origin, const std::string& why) {
  throw Error("bad-metadata-size",
              "invalid metadata size '" + discovery::sanitize_display(text) + "' from " +
                  std::string(origin) + ": " + why,
              {"use a byte count, a size such as 16MiB or 16MB, or `unlimited`"});
}

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
  if (unit == "k" || unit == "kib") return 1ull << 10;
  if (unit == "m" || unit == "mib") return 1ull << 20;
  if (unit == "g" || unit == "gib") return 1ull << 30;
  if (unit == "kb") return 1000ull;
  if (unit == "mb") return 1000ull * 1000;
  if (unit == "gb") return 1000ull * 1000 * 1000;
  return std::nullopt;
}

}  // namespace

std::uint64_t parse_metadata_size(std::string_view text, std::string_view origin) {
  const std::string s = lower_without_spaces(text);
  if (s == "unlimited" || s == "none") return 0;
  std::size_t digits = 0;
  while (digits < s.size() && std::isdigit(static_cast<unsigned char>(s[digits]))) ++digits;
  if (digits == 0) bad(text, origin, "it does not start with a number");
  if (digits < s.size() && (s[digits] == '.' || s[digits] == ',')) {  // DSC-105
    bad(text, origin, "it is fractional; give a whole number of a smaller unit (e.g. 1536KiB)");
  }
  const auto multiplier = unit_multiplier(s.substr(digits));
  if (!multiplier) bad(text, origin, "unknown unit '" + s.substr(digits) + "'");
  const std::string number = s.substr(0, digits);
  if (number.size() > 19) bad(text, origin, "it is too large");
  const std::uint64_t value = std::stoull(number);
  constexpr std::uint64_t kMax =
      static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
  if (value != 0 && value > kMax / *multiplier) bad(text, origin, "it is too large");
  return value * *multiplier;
}

MetadataCap resolve_metadata_cap(const std::optional<std::string>& flag, const MindPaths& paths) {
  if (flag) return {parse_metadata_size(*flag, "--max-metadata-size"), "flag"};
  if (const char* env = std::getenv("MIND_MAX_METADATA_SIZE")) {
    const std::string value = env;
    if (value.find_first_not_of(" \t") != std::string::npos) {  // blank counts as unset
      return {parse_metadata_size(value, "MIND_MAX_METADATA_SIZE"), "env"};
    }
  }
  std::error_code ec;
  if (std::filesystem::exists(paths.config_toml(), ec)) {
    try {
      const Config config = load_config(paths.config_toml());
      if (config.max_metadata_size) {
        return {parse_metadata_size(*config.max_metadata_size, "config.toml max-metadata-size"),
                "config"};
      }
    } catch (const Error& e) {
      if (e.kind() == "bad-metadata-size") throw;
      // DSC-104: a broken config.toml falls back to the default, unless it names the key.
      std::ifstream in(paths.config_toml());
      std::stringstream text;
      text << in.rdbuf();
      if (text.str().find("max-metadata-size") != std::string::npos) throw;
    }
  }
  return {discovery::kDefaultMetadataCap, "default"};
}

std::string describe_metadata_cap(std::uint64_t bytes) {
  if (bytes == 0) return "unlimited";
  if (bytes % (1ull << 20) == 0) return std::to_string(bytes >> 20) + " MiB";
  if (bytes % (1ull << 10) == 0) return std::to_string(bytes >> 10) + " KiB";
  return std::to_string(bytes) + " bytes";
}

}  // namespace mind::store

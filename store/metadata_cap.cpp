#include "store/metadata_cap.hpp"

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "core/byte_size.hpp"
#include "core/environment.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "discovery/capped_read.hpp"
#include "store/config.hpp"

namespace mind::store {
namespace {

[[noreturn]] void bad(std::string_view text, std::string_view origin, const std::string& why) {
  throw Error(ErrorKind::bad_metadata_size,
              "invalid metadata size '" + mind::sanitize_display(text) + "' from " +
                  std::string(origin) + ": " + why,
              {"use a byte count, a size such as 16MiB or 16MB, or `unlimited`"});
}

}  // namespace

std::uint64_t parse_metadata_size(std::string_view text, std::string_view origin) {
  const ParsedByteSize parsed = parse_byte_size(text);
  if (!parsed.ok()) bad(text, origin, parsed.error);
  return parsed.bytes;
}

MetadataCap resolve_metadata_cap(const std::optional<std::string>& flag, const MindPaths& paths) {
  if (flag) return {parse_metadata_size(*flag, "--max-metadata-size"), "flag"};
  if (auto env = env_value(EnvVar::mind_max_metadata_size)) {
    const std::string& value = *env;
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
      if (e.kind() == ErrorKind::bad_metadata_size) throw;
      // DSC-104: a broken config.toml falls back to the default, unless it names the key.
      std::ifstream in(paths.config_toml());
      std::stringstream text;
      text << in.rdbuf();
      if (text.str().find("max-metadata-size") != std::string::npos) throw;
    }
  }
  return {discovery::kDefaultMetadataCap, "default"};
}

}  // namespace mind::store

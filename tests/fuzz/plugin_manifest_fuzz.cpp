// libFuzzer target for the plugin.json and marketplace.json parsers (MKT-9)
// and the hooks-file judgement (hooks_file_refusal):
// no crash, no throw, deterministic, and every in-repo path an accepted
// marketplace hands the scan is a safe relative path.

#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "discovery/name_safety.hpp"
#include "discovery/plugin_manifest.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace mind::discovery;
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto plugin = parse_plugin_manifest(bytes);
  const auto plugin_again = parse_plugin_manifest(bytes);
  if (plugin.manifest != plugin_again.manifest || plugin.error != plugin_again.error) std::abort();
  if (plugin.manifest && plugin.manifest->name.find_first_not_of(" \t\r\n") == std::string::npos) {
    std::abort();
  }
  const auto market = parse_marketplace_manifest(bytes);
  const auto market_again = parse_marketplace_manifest(bytes);
  if (market.manifest != market_again.manifest || market.error != market_again.error) std::abort();
  if (market.manifest) {
    for (const MarketplaceEntry& e : market.manifest->plugins) {
      if (!e.external && unsafe_relative_path_reason(e.source)) std::abort();
      for (const std::string& s : e.skills) {
        if (unsafe_relative_path_reason(s)) std::abort();
      }
    }
  }
  if (count_mcp_servers(bytes) == 0) std::abort();
  // A hooks file (issue 35): judged the same way twice, never an empty reason.
  const auto refusal = hooks_file_refusal(bytes);
  if (refusal != hooks_file_refusal(bytes) || (refusal && refusal->empty())) std::abort();
  return 0;
}

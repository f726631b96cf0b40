// libFuzzer target for the manifest reader (store/manifest_reader): no crash,
// deterministic, a syntax error exactly when nlohmann's own parser refuses the
// text, and every item it accepts filed under its own key.

#include <cstdint>
#include <cstdlib>
#include <nlohmann/json.hpp>
#include <string>

#include "store/manifest_reader.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace mind::store;
  const std::string text(reinterpret_cast<const char*>(data), size);
  const ManifestText read = read_manifest_text(text);
  const ManifestText again = read_manifest_text(text);
  if (read.syntax != again.syntax || read.structure != again.structure ||
      read.version != again.version || read.manifest.items.size() != again.manifest.items.size()) {
    std::abort();
  }
  if (read.syntax.has_value() == nlohmann::json::accept(text)) std::abort();
  if (!read.syntax && !read.structure) {
    for (const auto& [key, item] : read.manifest.items) {
      if (item.key() != key) std::abort();
    }
  }
  return 0;
}

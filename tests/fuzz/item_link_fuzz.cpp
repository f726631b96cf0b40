// libFuzzer target for the item-link parser (LNK-1, LNK-10, LNK-14, LNK-16):
// a typed or curated spec is hostile. No crash, and every link it accepts
// has a safe relative path with no `@`, `#` or `..`, and a safe ref.

#include <cstdint>
#include <cstdlib>
#include <string>

#include "core/error.hpp"
#include "discovery/name_safety.hpp"
#include "store/item_link.hpp"
#include "store/pin.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  for (const std::string& spec : {text, "file:///" + text, "https://github.com/o/r/tree/" + text}) {
    try {
      const auto link = mind::store::split_item_link(spec);
      if (!link) continue;
      if (mind::discovery::unsafe_relative_path_reason(link->path)) std::abort();
      if (link->path.find_first_of("@#") != std::string::npos) std::abort();
      if (mind::store::unsafe_ref_reason(link->ref)) std::abort();
    } catch (const mind::Error& e) {
      if (e.kind() != mind::ErrorKind::bad_item_link) std::abort();
    }
  }
  return 0;
}

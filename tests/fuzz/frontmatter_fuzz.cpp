// libFuzzer target for the frontmatter reader (DSC-21..23): no crash, no hang,
// no read past the input, and the same bytes always give the same answer.

#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/sanitize.hpp"
#include "discovery/frontmatter.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto first = mind::discovery::read_frontmatter(bytes);
  const auto second = mind::discovery::read_frontmatter(bytes);
  if (first.present != second.present || first.keys != second.keys) std::abort();
  for (const auto& [key, value] : first.keys) {
    if (key.empty()) std::abort();
    // Whatever a description holds, the display form carries no escape or control.
    const std::string shown = mind::sanitize_display(value);
    for (unsigned char c : shown) {
      if (c < 0x20 || c == 0x7f) std::abort();
    }
  }
  return 0;
}

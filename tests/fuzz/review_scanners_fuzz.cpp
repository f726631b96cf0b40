/// libFuzzer target for review's hardcoded-path finder (review/hardcoded_paths);
/// the risky-content scanners have their own target (risky_content_fuzz).
///
/// Checks, for any bytes:
/// - purity: two scans of the same bytes agree;
/// - every hardcoded path's `written` and `name` are views into the input, on a
///   line that exists, and the hits come in text order.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "review/hardcoded_paths.hpp"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

bool inside(std::string_view part, std::string_view whole) {
  return part.data() >= whole.data() && part.data() + part.size() <= whole.data() + whole.size();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::size_t lines = 1;
  for (char c : text) lines += c == '\n' ? 1 : 0;

  const auto paths = mind::review::find_hardcoded_paths(text);
  check(paths == mind::review::find_hardcoded_paths(text));
  const char* last = text.data();
  for (const auto& hit : paths) {
    check(inside(hit.written, text) && inside(hit.name, text));
    check(hit.line >= 1 && hit.line <= lines);
    check(hit.written.data() >= last);
    last = hit.written.data();
  }
  return 0;
}

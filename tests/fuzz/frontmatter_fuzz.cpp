// libFuzzer target for the frontmatter reader (DSC-21..23) and libyaml under
// it: no crash, no hang, no read past the input, bounded work on hostile YAML
// (anchors refused, depth capped), and the same bytes always give the same
// answer. The reader's parts are checked against each other too: a reading
// with keys has no problem, and only a present block has either.

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string_view>

#include "core/sanitize.hpp"
#include "discovery/body_description.hpp"
#include "discovery/frontmatter.hpp"
#include "discovery/frontmatter_retry.hpp"
#include "discovery/refused_agent.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto first = mind::discovery::read_frontmatter(bytes);
  // A command's fallback description: the body lies inside the input and the
  // line read from it is no longer than 100 UTF-16 units (at most 400 bytes).
  const std::string_view body = mind::discovery::markdown_body(bytes);
  if (body.data() < bytes.data() || body.data() + body.size() > bytes.data() + bytes.size())
    std::abort();
  if (const auto line = mind::discovery::body_description(bytes); line && line->size() > 400)
    std::abort();
  const auto second = mind::discovery::read_frontmatter(bytes);
  if (first.present != second.present || first.keys != second.keys || first.lists != second.lists ||
      first.problem != second.problem || first.retried != second.retried)
    std::abort();
  if (!first.present && (!first.keys.empty() || first.problem)) std::abort();
  if (first.problem && (!first.keys.empty() || !first.lists.empty())) std::abort();
  for (const auto& [key, items] : first.lists) {
    if (!first.keys.contains(key)) std::abort();  // a list's key is present
  }
  for (const auto& [key, value] : first.keys) {
    // Whatever a description holds, the display form carries no escape or control.
    const std::string shown = mind::sanitize_display(value);
    for (unsigned char c : shown) {
      if (c < 0x20 || c == 0x7f) std::abort();
    }
  }
  // The quoting retry never grows a line count and never throws.
  const std::string quoted = mind::discovery::quote_lossy_values(bytes);
  if (std::count(quoted.begin(), quoted.end(), '\n') !=
      std::count(bytes.begin(), bytes.end(), '\n'))
    std::abort();
  // The refused-agent check (issue 43) reads any head: same answer twice, and
  // a file whose fields were read is never refused.
  const auto refused = mind::discovery::refused_agent_reason("README", bytes, false);
  if (refused != mind::discovery::refused_agent_reason("README", bytes, false)) std::abort();
  if (mind::discovery::refused_agent_reason("x", bytes, true)) std::abort();
  return 0;
}

// libFuzzer target for the Agent Skills reader and rules (review/spec_frontmatter,
// review/spec_rules; issue 49): no crash, no hang, no read past the input,
// bounded work on hostile YAML (nesting capped), the same bytes always give
// the same answer, a reading with a problem has no keys, and the rules give at
// most one violation per tag, each with a message.

#include <cstdint>
#include <cstdlib>
#include <set>
#include <string_view>

#include "review/spec_frontmatter.hpp"
#include "review/spec_rules.hpp"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view bytes(reinterpret_cast<const char*>(data), size);
  const auto first = mind::review::read_spec_frontmatter(bytes);
  const auto second = mind::review::read_spec_frontmatter(bytes);
  if (first.problem != second.problem || first.keys != second.keys ||
      first.problem_line != second.problem_line)
    std::abort();
  if (first.problem && !first.keys.empty()) std::abort();
  // The folder: the input's first line, as hostile as the rest.
  const std::string_view folder = bytes.substr(0, bytes.find('\n'));
  std::set<std::string_view> tags;
  for (const auto& v : mind::review::spec_violations(first, folder)) {
    if (!tags.insert(v.tag).second || v.what.empty()) std::abort();
  }
  (void)mind::review::spec_name_suggestion(bytes);
  return 0;
}

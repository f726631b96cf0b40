#pragma once
/// The `hardcoded-path` scanner (CLI-136): literal install paths written into
/// an item, `<home>/.mind/store/<kind>/<name>`, `<home>/.claude/<kinddir>/<name>`
/// or `<home>/.agents/<kinddir>/<name>`, where `<home>` is `~`, `$HOME`,
/// `${HOME}`, `/home/<user>` or `/Users/<user>`. Such a path breaks under a
/// prefix, in a second lobe, or on another machine; a token says the same thing
/// portably. A pure, linear scan of the text (each candidate is checked with a
/// bounded look-back and one forward pass over its segments).

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

#include "discovery/kind.hpp"

namespace mind::review {

struct HardcodedPath {
  std::size_t line = 0;                 // 1-based
  std::string_view written;             // from the home form through the name
  bool in_store = false;                // `.mind/store/...` (else a lobe layout)
  std::optional<discovery::Kind> kind;  // from the kind word or kind directory
  std::string_view name;                // the name segment, `.md`/`.js` stripped
  bool operator==(const HardcodedPath&) const = default;
};

std::vector<HardcodedPath> find_hardcoded_paths(std::string_view text);

}  // namespace mind::review

#pragma once
/// The frontmatter reader for markdown items (DSC-20..23): a leading `---` ...
/// `---` block of top-level scalar keys, optionally quoted, plus folded and
/// literal block scalars. It is not a YAML parser: flow collections and nested
/// mappings are left uninterpreted. A pure function of the bytes; never throws
/// on content.

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace mind::discovery {

struct Frontmatter {
  bool present = false;  // a closed `---` block was found
  // Top-level scalars; a repeated key: last wins. std::less<>: get() looks
  // a key up by its view, making no string.
  std::map<std::string, std::string, std::less<>> keys;

  std::optional<std::string> get(std::string_view key) const;
};

Frontmatter read_frontmatter(std::string_view text);

}  // namespace mind::discovery

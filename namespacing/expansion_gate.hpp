#pragma once
/// The expansion gate: which files of an item have their tokens expanded (NS-53,
/// NS-57, TOOL-19, WF-25), decided here and nowhere else. A file is admitted
/// when its extension is a markdown one, when its item is a workflow (granted by
/// the kind, not the extension), or when the item's frontmatter `expand:` lists
/// it. Every other file is copied byte for byte and never read for tokens.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "discovery/kind.hpp"
#include "namespacing/token_expansion.hpp"

namespace mind::namespacing {

enum class Admission {
  copied,         // outside the gate: byte for byte
  markdown,       // `.md`, `.markdown`, `.mdown`, `.mkd`, any case
  workflow,       // every file of a workflow item (WF-25)
  expand_listed,  // a non-markdown file named by `expand:` (NS-57)
};

/// True for the markdown extensions, ASCII-case-insensitively (NS-53).
bool has_markdown_extension(std::string_view path) noexcept;

/// Whether one file of an item is admitted. `file` is the item-relative path,
/// `/`-separated; for a single-file item pass the source path (the stored copy
/// has no extension, NS-53).
Admission admit_file(discovery::Kind kind, std::string_view file,
                     const std::vector<std::string>& expand) noexcept;

/// The rendering of path tokens in an admitted file (TOOL-16, TOOL-20, WF-26).
PathForm path_form(Admission admission) noexcept;

/// Why an `expand:` entry can never name a file of the item (absolute, `~`,
/// a `..` component, empty), or nullopt. Whether the file exists is the
/// caller's question: this module reads no directory (NS-57).
std::optional<std::string> expand_entry_problem(std::string_view entry);

}  // namespace mind::namespacing

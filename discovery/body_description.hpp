#pragma once
/// A markdown command's description when its frontmatter gives none, as Claude
/// Code lists it: the first non-blank line of the body after the frontmatter
/// block, a heading's `#` marks dropped, over 100 UTF-16 units cut to 97 plus
/// "..." (measured with 2.1.334: wshobson/agents' commands list as
/// `Accessibility Audit and Testing` from `# Accessibility Audit and Testing`).
/// A pure function of the bytes; the caller sanitizes.

#include <optional>
#include <string>
#include <string_view>

namespace mind::discovery {

/// The body: what follows the frontmatter block and its closing `---` run, or
/// the whole text (after a BOM) when there is no block.
std::string_view markdown_body(std::string_view text);

/// nullopt when the body has no non-blank line.
std::optional<std::string> body_description(std::string_view text);

}  // namespace mind::discovery

#pragma once
/// The `review --fix` / `init-source --template` rewrite (NS-54, INIT-5) made
/// safe for a frontmatter block (issue 49): wrapping a mention that starts a
/// value gives `description: {{ns:x}} ...`, which YAML reads as a flow mapping
/// (the Agent Skills reference refuses the block, Claude Code's reader fails
/// on it), and a token in `name:` is misplaced (CLI-139). When the rewritten
/// block would read worse than the original, by either reader, or would change
/// its `name:`, the block is kept byte for byte and only the body is rewritten.

#include <span>
#include <string_view>

#include "namespacing/token_expansion.hpp"
#include "namespacing/unguarded_references.hpp"

namespace mind::review {

namespacing::GuardedText guard_keeping_frontmatter(std::string_view text,
                                                   std::span<const namespacing::Sibling> siblings,
                                                   std::string_view self_bare);

/// Where the body starts: after the line of the `---` that closes the block
/// (as the spec's reference validator finds it), or 0 without a block.
std::size_t frontmatter_body_start(std::string_view text);

}  // namespace mind::review

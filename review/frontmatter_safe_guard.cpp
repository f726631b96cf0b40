#include "review/frontmatter_safe_guard.hpp"

#include "discovery/frontmatter.hpp"
#include "review/spec_frontmatter.hpp"

namespace mind::review {
namespace {

// True when `after` reads worse than `before`: a reader that read the block
// no longer does, or the name changed.
bool block_damaged(std::string_view before, std::string_view after) {
  const SpecFrontmatter spec_before = read_spec_frontmatter(before);
  const SpecFrontmatter spec_after = read_spec_frontmatter(after);
  if (!spec_before.problem && spec_after.problem) return true;
  const discovery::Frontmatter claude_before = discovery::read_frontmatter(before);
  const discovery::Frontmatter claude_after = discovery::read_frontmatter(after);
  if (!claude_before.problem && claude_after.problem) return true;
  const SpecValue* name_before = spec_before.get("name");
  const SpecValue* name_after = spec_after.get("name");
  if (name_before && name_after && name_before->text != name_after->text) return true;
  return claude_before.get("name") != claude_after.get("name");
}

}  // namespace

std::size_t frontmatter_body_start(std::string_view text) {
  if (!text.starts_with("---")) return 0;
  const std::size_t close = text.find("---", 3);
  if (close == std::string_view::npos) return 0;
  const std::size_t eol = text.find('\n', close);
  return eol == std::string_view::npos ? text.size() : eol + 1;
}

namespacing::GuardedText guard_keeping_frontmatter(std::string_view text,
                                                   std::span<const namespacing::Sibling> siblings,
                                                   std::string_view self_bare) {
  namespacing::GuardedText whole =
      namespacing::guard_unguarded_references(text, siblings, self_bare);
  const std::size_t body = frontmatter_body_start(text);
  if (whole.rewrites == 0 || body == 0 || !block_damaged(text, whole.text)) return whole;
  namespacing::GuardedText rest =
      namespacing::guard_unguarded_references(text.substr(body), siblings, self_bare);
  rest.text.insert(0, text.substr(0, body));
  return rest;
}

}  // namespace mind::review

#pragma once
/// The unguarded-reference scan (NS-20..23, NS-42, WF-28): sibling names written
/// as bare words instead of `{{ns:}}` tokens. Under a prefix such a mention
/// names nothing (`dev` installs as `jk:dev`), but sibling names are often
/// ordinary words, so mind only reports them, never rewrites (NS-22). Shared by
/// `learn --verbose` and `review`; it covers every text file, workflows
/// included, whatever its extension.
///
/// Matching is whole-word: word characters are letters and digits (every
/// non-ASCII code point outside the space and punctuation blocks counts as a
/// letter), `_` and `-` (NS-21). Text inside any `{{...}}` or `<<ns:...>>` span
/// is skipped; the item's own name and agent-only names are never reported
/// (NS-21, NS-42). The markdown structure map of NS-55 (code spans, fences,
/// link syntax) is not applied yet: this scan may report a mention in code.

#include <cstddef>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "namespacing/token_expansion.hpp"

namespace mind::namespacing {

struct UnguardedReference {
  std::string name;       // the sibling's bare name
  std::size_t line = 0;   // 1-based line of its first bare mention
  std::size_t count = 0;  // bare mentions in the text
  bool operator==(const UnguardedReference&) const = default;
};

/// The siblings `text` mentions bare, in sibling order. Never throws; a text
/// that is not valid UTF-8 is not text and yields nothing.
std::vector<UnguardedReference> find_unguarded_references(std::string_view text,
                                                          std::span<const Sibling> siblings,
                                                          std::string_view self_bare);

/// A message names at most this many references, then counts the rest.
inline constexpr std::size_t kMaxListedReferences = 5;

/// `a, b and 3 more`: the first kMaxListedReferences names, each shown
/// sanitized and cut (mind::shown_name).
std::string listed_reference_names(std::span<const UnguardedReference> refs);

/// The one unguarded-reference warning, worded the same for `learn --verbose`
/// (one per item) and `review` (one per file): `label` mentions `refs`
/// (non-empty, the first is the one the remedy names) bare under `prefix`.
std::string unguarded_reference_message(std::string_view label, std::string_view prefix,
                                        std::span<const UnguardedReference> refs);

}  // namespace mind::namespacing

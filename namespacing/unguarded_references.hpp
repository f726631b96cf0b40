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
/// (NS-21, NS-42). The markdown structure map of NS-52/NS-55 is applied to
/// every file (namespacing/markdown_code: code spans and blocks, link
/// destinations, autolinks): nothing there is reported.
///
/// Only a mention written as a reference is reported (issue 22: a name that is
/// an ordinary word is not a reference by being a word): never a file name with
/// an extension (`output.docx`), an extension, a path segment or an already
/// qualified `plugin:name`; always a slash command (`/name`) or `@name`; a name
/// of several words (`writing-plans`) wherever it stands in prose; a one-word
/// name (`status`, `setup`) only when a kind word follows ("the setup command").

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

/// Which bare mentions count: those written as a reference (above), or, for
/// `bare-tool-reference` (CLI-137: a tool named in prose, `run fmt`), every
/// whole word outside tokens.
enum class MentionForm { reference, any_word };

/// The siblings `text` mentions bare, in sibling order. Never throws; a text
/// that is not valid UTF-8 is not text and yields nothing.
std::vector<UnguardedReference> find_unguarded_references(
    std::string_view text, std::span<const Sibling> siblings, std::string_view self_bare,
    MentionForm form = MentionForm::reference);

/// `review --fix` (NS-54): `text` with every mention find_unguarded_references
/// reports (MentionForm::reference) wrapped as a `{{ns:NAME}}` token, and how
/// many it wrapped. The caller decides which files may be rewritten (markdown
/// only); text that is not valid UTF-8 is returned unchanged.
struct GuardedText {
  std::string text;
  std::size_t rewrites = 0;
};
GuardedText guard_unguarded_references(std::string_view text, std::span<const Sibling> siblings,
                                       std::string_view self_bare);

/// Adds `more` (another file's references of the same item) to `into`: a name
/// already there adds its count, a new one is appended (first mention first).
void merge_unguarded_references(std::vector<UnguardedReference>& into,
                                std::vector<UnguardedReference> more);

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

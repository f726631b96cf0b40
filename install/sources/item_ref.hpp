#pragma once
/// Item refs (CLI-1..5 and the grammar in the cli digest): `name`,
/// `kind:name`, `selector#name`, `selector#kind:name`, where `name` is an
/// effective name and may be a glob. A source selector matches the full
/// identity or a trailing `/`-suffix of it.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "discovery/kind.hpp"

namespace mind::install {

struct ItemRef {
  std::optional<std::string> selector;  // source filter before the last `#`
  std::optional<discovery::Kind> kind;
  std::string name;  // effective name or glob

  bool is_glob() const;
  /// True when `effective_name` (of an item of `kind`) is what this ref names.
  bool matches(discovery::Kind kind, const std::string& effective_name) const;
  /// True when the selector (if any) matches the source identity.
  bool matches_source(const std::string& identity) const;
};

/// What a ref is matched against: one item (offered or installed).
struct RefCandidate {
  std::string source;  // the source identity
  discovery::Kind kind;
  std::string name;  // the effective name (`prefix:bare` or `bare`)
  std::string bare;  // the name without its prefix
};

/// The candidates a ref names (indices into `candidates`).
struct RefMatch {
  std::vector<std::size_t> hits;
  /// True when nothing matched the effective name and the hits are the items
  /// whose bare name the ref is: a bare name resolves across prefixes when it
  /// names exactly one item; when it names several, the caller lists them and
  /// installs nothing (issue 20: it never guesses).
  bool by_bare_name = false;
};
RefMatch match_ref(const ItemRef& ref, const std::vector<RefCandidate>& candidates);

/// `kind:prefix:name`: how an item is listed when a bare name names several.
std::string kind_qualified(const RefCandidate& candidate);

/// The list of an ambiguous bare name's matches, one `source#kind:prefix:name`
/// per line (CLI-3), for the `ambiguous-item` error.
std::string ambiguous_listing(const std::vector<RefCandidate>& candidates,
                              const std::vector<std::size_t>& hits);

/// Up to three effective names close to the ref's name, among the candidates
/// its source selector and kind admit (edit distance, prefix-insensitive).
std::vector<std::string> close_names(const ItemRef& ref,
                                     const std::vector<RefCandidate>& candidates);

/// Throws `invalid-item-ref` for an empty ref, an empty selector or `kind:`.
ItemRef parse_item_ref(std::string_view text);

/// Glob characters: `*`, `?`, `[`.
bool has_glob_chars(std::string_view text);

/// The selector grammar shared by refs and `--source`: equal to the identity or
/// to a trailing `/`-component suffix; a glob matches any of those forms.
bool source_selector_matches(const std::string& selector, const std::string& identity);

}  // namespace mind::install

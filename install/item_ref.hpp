#pragma once
/// Item refs (CLI-1..5 and the grammar in the cli digest): `name`,
/// `kind:name`, `selector#name`, `selector#kind:name`, where `name` is an
/// effective name and may be a glob. A source selector matches the full
/// identity or a trailing `/`-suffix of it.

#include <optional>
#include <string>
#include <string_view>

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

/// Throws `invalid-item-ref` for an empty ref, an empty selector or `kind:`.
ItemRef parse_item_ref(std::string_view text);

/// Glob characters: `*`, `?`, `[`.
bool has_glob_chars(std::string_view text);

/// The selector grammar shared by refs and `--source`: equal to the identity or
/// to a trailing `/`-component suffix; a glob matches any of those forms.
bool source_selector_matches(const std::string& selector, const std::string& identity);

}  // namespace mind::install

#pragma once
/// What every `review` check shares about the reviewed source: its catalog, the
/// prefix it is checked under (CLI-133: `--namespace`, else `[source].namespace`,
/// else a plugin's name), the sibling set tokens resolve against (NS-11,
/// TOOL-15, WF-23), and a cached per-token resolver so a source of 10 000 items
/// pays the resolver's linear sibling walk once per distinct token, not once
/// per occurrence.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "discovery/catalog.hpp"
#include "namespacing/effective_name.hpp"
#include "namespacing/token_expansion.hpp"
#include "namespacing/token_lexer.hpp"

namespace mind::review {

class TokenResolver {
 public:
  explicit TokenResolver(const std::vector<namespacing::Sibling>& siblings);
  /// Why `token` does not resolve in the source (TOOL-17, TOOL-18), or nullopt.
  /// `{{self}}` always resolves: the item is in its own sibling set (WF-23).
  std::optional<std::string> failure(const namespacing::Token& token);
  /// CLI-192: `name` matches siblings, and every one of them is a tool.
  bool names_only_tools(std::string_view name) const;

 private:
  const std::vector<namespacing::Sibling>& siblings_;
  std::unordered_map<std::string, std::optional<std::string>> cache_;
  std::unordered_map<std::string, bool> only_tools_;  // bare name -> every match is a tool
};

struct ReviewScope {
  const discovery::Catalog& catalog;
  std::uint64_t cap = 0;  // mind's metadata cap (0: unlimited)
  /// The source-level prefix (`--namespace`, else declared, else a plugin name).
  std::string prefix;
  std::vector<namespacing::EffectiveName> names;  // per catalog item, same order
  std::vector<namespacing::Sibling> siblings;     // per catalog item, same order

  ReviewScope(const discovery::Catalog& catalog, std::uint64_t cap,
              const std::optional<std::string>& namespace_flag);
  ReviewScope(const ReviewScope&) = delete;
  ReviewScope& operator=(const ReviewScope&) = delete;

  /// `kind:effective_name`, sanitized: how a finding names item `index`.
  std::string label(std::size_t index) const;

  /// The siblings of item `item` whose bare name may occur in `text` as a word:
  /// a superset of what the unguarded-reference scan can report, found with one
  /// pass over the text, so that scan (linear in siblings times text) only sees
  /// candidates. Only items of `item`'s own plugin (its whole source outside
  /// plugins) count: a marketplace's other plugins are not its siblings, as at
  /// install (install/sibling_set, design decision 8).
  std::vector<namespacing::Sibling> siblings_mentioned(std::string_view text,
                                                       std::size_t item) const;

 private:
  std::unordered_map<std::string_view, std::vector<std::size_t>> by_plain_name_;
  std::vector<std::size_t> other_names_;  // names with a byte outside [A-Za-z0-9_-]
};

}  // namespace mind::review

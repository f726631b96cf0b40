#pragma once
/// Token expansion: the resolver that turns the tokens of one admitted file
/// into names and store paths (NS-10..15, NS-42, TOOL-10..20, WF-23, WF-25,
/// WF-26). It runs on text, never on the filesystem: the install step reads the
/// STAGED copy, calls `expand_tokens`, and writes the result back (LIFE-1).
///
/// Resolution is against the source's bare sibling names, the item itself
/// included (WF-23), and each referent renders with its OWN effective name (the
/// reference's quirk of applying the referencing item's prefix is not kept:
/// namespacing.md "quirks"). The first unresolvable token stops the expansion
/// and is returned as written, with the spec's reason (TOOL-17, TOOL-18).

#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "discovery/kind.hpp"

namespace mind::namespacing {

/// One item of the source, as tokens see it.
struct Sibling {
  discovery::Kind kind = discovery::Kind::skill;
  std::string bare_name;       // what tokens name (NS-10)
  std::string effective_name;  // `prefix:bare` or `bare`: the store path segment (NS-2)
  /// What `{{ns:}}` renders for an agent: the name it links under, its harness
  /// name (NS-40, NS-42). Unused for other kinds.
  std::string agent_link_name;
  /// A tool's resolved entrypoint, item-relative (TOOL-5); nullopt: none.
  std::optional<std::string> bin;
  /// The name Claude Code gives it inside its plugin (plugin_names.hpp), what
  /// `plugin:<this>` names; empty outside plugins (decision 18).
  std::string plugin_local_name = {};
};

/// What a name reference to `s` renders as once installed: an agent's link
/// name (NS-40, NS-42), any other item's effective name (NS-11). The one
/// rendering of `{{ns:}}` and of plugin-qualified references (decision 18).
std::string installed_reference_name(const Sibling& s);

/// How a path token renders: `~/...` for markdown and workflows (TOOL-16,
/// WF-26), absolute for `expand:`-listed files read by programs (TOOL-20).
enum class PathForm { home_relative, absolute };

struct ExpansionScope {
  std::span<const Sibling> siblings;  // every item of the source, the installing one included
  discovery::Kind self_kind = discovery::Kind::skill;
  std::string_view self_bare;
  std::string_view store_root;  // absolute `<mind root>/store`, no trailing `/`
  std::string_view home;        // the user's home directory; empty when unknown
};

/// Why a token did not resolve: the token exactly as written and the reason.
struct TokenFailure {
  std::string token;
  std::string reason;  // `does not match any item`, ...
  bool operator==(const TokenFailure&) const = default;
};

inline constexpr std::string_view kNoMatch = "does not match any item";
inline constexpr std::string_view kNoEntrypoint =
    "names a tool with no resolvable entrypoint (bin)";
inline constexpr std::string_view kAmbiguousKinds =
    "is ambiguous across kinds; add a kind qualifier";

struct Expansion {
  std::string text;                     // the expanded text (the input when unchanged)
  bool changed = false;                 // false: write nothing, the copy is already right
  std::optional<TokenFailure> failure;  // set: the install must abort (NS-12)
};

/// Expands name tokens, then path tokens over the result (NS-53). A text that is
/// not valid UTF-8, or holds no opener, is returned unchanged (NS-13).
Expansion expand_tokens(std::string_view text, const ExpansionScope& scope, PathForm form);

/// True when `text` is valid UTF-8 (admitted files that are not are left alone).
bool is_valid_utf8(std::string_view text) noexcept;

}  // namespace mind::namespacing

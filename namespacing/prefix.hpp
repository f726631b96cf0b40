#pragma once
/// Namespace prefixes: where an item's prefix comes from and which prefixes are
/// refused. A prefix becomes part of store paths, link paths and `kind:name`
/// refs, so it must be one safe path component (NS-28, NS-72, NS-73) and may not
/// be a word that reads as a kind or is kept for future kinds (NS-25, NS-29,
/// WF-52). The choice is made at install time only; identity stays
/// `(source, kind, bare name)` (NS-3).

#include <optional>
#include <string>
#include <string_view>
#include "core/error.hpp"

namespace mind::namespacing {

/// Why a prefix is refused: the error slug and a one-line reason.
struct PrefixRefusal {
  ErrorKind kind;      // reserved_prefix or unsafe_prefix
  std::string reason;  // "it is a kind word", "it contains ':'", ...
  bool operator==(const PrefixRefusal&) const = default;
};

/// True for the kind words and the append-only extended list (NS-25, NS-29,
/// WF-52): skill, agent, rule, command, tool, workflow, hook, mcp, plugin,
/// prompt, mode, output-style. Exact and case-sensitive.
bool is_reserved_prefix(std::string_view prefix) noexcept;

/// Why `prefix` cannot be used, or nullopt. The empty string is valid: it means
/// "no prefix". Unsafe is checked before reserved, so `a/b` is `unsafe-prefix`.
std::optional<PrefixRefusal> prefix_refusal(std::string_view prefix);

/// Throws mind::Error (`reserved-prefix` / `unsafe-prefix`) naming `where` (e.g.
/// "--namespace", "[source].namespace") and the sanitized prefix.
void validate_prefix(std::string_view prefix, std::string_view where);

/// The candidates for one item's prefix, in the order they are consulted (NS-1,
/// MKT-5, MKT-8, WF-42). An engaged empty string means "explicitly none".
struct PrefixChoices {
  std::optional<std::string> consumer_alias;     // `meld --namespace` (registry `alias`)
  std::optional<std::string> declared;           // `[source].namespace` / `prefix`
  std::optional<std::string> plugin_name;        // a Claude plugin's `name`
  std::optional<std::string> marketplace_entry;  // a marketplace entry's name: an inner layer
};

/// The effective prefix: the consumer alias, else the declared namespace, else
/// the plugin name, else none. A marketplace entry's name is an inner layer that
/// the outer prefix is joined to (`outer:entry`), never replaced by it (MKT-13).
std::string resolve_prefix(const PrefixChoices& choices);

}  // namespace mind::namespacing

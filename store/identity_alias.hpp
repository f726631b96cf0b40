#pragma once
/// The identity alias / display prefix a consumer gives with `--namespace`
/// (STO-58, CLI-13, CLI-159) and the prefix rules it must pass before it is
/// persisted or, on load, kept (NS-25, NS-28, NS-29, STO-68). The alias
/// becomes part of a source identity, a clone path leaf and item names, so it
/// must be one safe path component without `:`. This lives in store (not
/// namespacing) because the registry revalidates it on load.

#include <optional>
#include <string>
#include <string_view>
#include "core/error.hpp"

namespace mind::store {

struct AliasProblem {
  ErrorKind kind;  // unsafe_prefix or reserved_prefix
  std::string why;
};

/// Why `alias` cannot be a prefix, or nullopt. The empty string is "no prefix"
/// and is not checked here.
std::optional<AliasProblem> alias_problem(std::string_view alias);

/// Throws the problem as a mind::Error naming the flag.
void check_alias(std::string_view alias);

}  // namespace mind::store

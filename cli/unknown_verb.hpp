#pragma once
/// A verb mind does not have is a usage error (CLI-183) even when a global
/// flag such as `--version` would otherwise win the parse (`mind evolve
/// --version 9` must not print the version and exit 0). `evolve` (the
/// reference's self-update) stays out by design decision 16: its message names
/// the package manager as the way to update.

#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

namespace mind::cli {

/// The usage message for the first word of `args` that is not a flag, when it
/// names no verb of `app`; nullopt when it does, or there is none.
std::optional<std::string> unknown_verb_message(CLI::App& app,
                                                const std::vector<std::string>& args);

}  // namespace mind::cli

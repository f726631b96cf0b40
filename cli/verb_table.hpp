#pragma once
/// The verbs by the words a user types for them (name and aliases), so that
/// `main` can build the one subcommand a command line names instead of all
/// twenty: building CLI11's whole table was most of a small verb's argument
/// parsing (issue 34). The whole table is still built for help, completions,
/// the man pages, and for every command line that does not parse alone, so
/// each usage error, suggestion and help text is the one the whole table gives.
/// A test checks these words against the subcommands the verbs declare.

#include <span>
#include <string_view>
#include <vector>

#include "cli/verbs.hpp"

namespace mind::cli {

struct VerbEntry {
  std::string_view name;
  std::vector<std::string_view> aliases;
  Verb (*add)(CLI::App&);
  /// Help, completions, `__complete` and `__man` read the other verbs.
  bool needs_every_verb = false;
};

/// Every verb, in the order `mind help` lists them.
std::span<const VerbEntry> verb_table();

/// The verb a word names (its name or an alias), or null.
const VerbEntry* verb_named(std::string_view word);

/// The verb `args` (argv without the program) can be parsed with alone: its
/// first word that is not a global flag names a verb that reads no other verb,
/// and no later word is another verb's name (CLI11 would take it as that verb).
/// Null when the whole table is needed.
const VerbEntry* sole_verb(const std::vector<std::string_view>& args);

}  // namespace mind::cli

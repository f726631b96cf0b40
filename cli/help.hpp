#pragma once
/// What makes the command line learnable (issue 20): `mind help [verb]`, the
/// footer of every verb's `--help` (the global flags, then real examples), and
/// the "did you mean" of a mistyped verb or flag. All of it reads the CLI11
/// table, so a verb added anywhere appears here without an edit.

#include <CLI/CLI.hpp>

#include <optional>
#include <string>
#include <vector>

#include "cli/verbs.hpp"

namespace mind::cli {

/// `mind help [verb [subcommand]]`: the same text as `mind <verb> --help`.
Verb add_help(CLI::App& app);

/// Gives every verb (and its subcommands) the footer: the global flags with
/// their descriptions, then the verb's examples. Called once every verb is added.
void add_help_footers(CLI::App& app);

/// The examples of a verb, as `command` / what it does pairs (empty for a verb
/// without any: its help then ends with the global flags).
std::vector<std::pair<std::string, std::string>> verb_examples(const std::string& verb);

/// A verb's extra section after its options, titled (e.g. `probe`'s browser
/// keys, from browser/keys.hpp's table): empty title for none.
struct VerbSection {
  std::string title;
  std::string text;  // lines, each ending in a line break
};
VerbSection verb_section(const std::string& verb);

/// The verbs a user can type (visible subcommands, not the hidden `__` ones).
std::vector<CLI::App*> visible_verbs(CLI::App& app);

/// For a command line CLI11 refused: "unknown command 'meldd'; did you mean
/// 'meld'?" or "unknown option '--dry-runn' for 'mind learn'; did you mean
/// '--dry-run'?", a newline, and the help to run; nullopt when the refusal is
/// about something else (a missing argument, a bad value).
std::optional<std::string> usage_suggestion(CLI::App& app, const std::vector<std::string>& args);

}  // namespace mind::cli

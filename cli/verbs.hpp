#pragma once
/// The verbs. Each `add_<verb>` declares its CLI11 subcommand, its options and
/// the state it needs (StateUse); `main` prepares that state once (the lock,
/// then the session on first use) and calls `run`, which calls one operation,
/// renders, and returns the exit code. Logic lives in the modules; this is
/// wiring. The declaration is ninja's `Tool::when` and git's `RUN_SETUP`.

#include <CLI/CLI.hpp>

#include "cli/context.hpp"

namespace mind::cli {

struct Verb {
  CLI::App* command = nullptr;
  /// Asked after parsing, since a flag can change it (`introspect --fix` writes).
  std::function<StateUse()> state;
  std::function<int(Context&)> run;
};

inline std::function<StateUse()> always(StateUse use) {
  return [use] { return use; };
}

Verb add_meld(CLI::App& app);
Verb add_probe(CLI::App& app);
Verb add_learn(CLI::App& app);
Verb add_recall(CLI::App& app);
Verb add_forget(CLI::App& app);
Verb add_unmeld(CLI::App& app);
Verb add_sync(CLI::App& app);
Verb add_config(CLI::App& app);
Verb add_link_project(CLI::App& app);
Verb add_absorb(CLI::App& app);
Verb add_dump(CLI::App& app);
Verb add_upgrade(CLI::App& app);
Verb add_introspect(CLI::App& app);
Verb add_review(CLI::App& app);
Verb add_init_source(CLI::App& app);  // cli/init_source.cpp
Verb add_help(CLI::App& app);
/// `mind completions bash|zsh|fish`, and the hidden `mind __complete` it calls
/// for item and source names (cli/completions.cpp).
Verb add_completions(CLI::App& app);
Verb add_complete(CLI::App& app);
/// The hidden `mind __man <dir>`: writes mind(1) and mind-<verb>(1) (cli/man_page.cpp).
Verb add_man(CLI::App& app);
Verb add_hooks(CLI::App& app);

}  // namespace mind::cli

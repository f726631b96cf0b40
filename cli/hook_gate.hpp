#pragma once
/// The terminal side of hook consent: a HookGate whose disclosure goes to
/// stderr and whose prompt reads stdin (HOOK-20, HOOK-52, HOOK-109), and the
/// note a verb prints for hooks it skipped without a terminal (HOOK-22).

#include <CLI/CLI.hpp>

#include <string>

#include "cli/context.hpp"
#include "install/hooks/hook_runner.hpp"

namespace mind::cli {

/// The dangerous flags, one name and one warning each wherever a verb offers
/// them (HOOK-10, HOOK-21): `whose` says which install hooks ("the source's", "item").
/// Each returns its option, for a verb whose flags need another (sync's need `--upgrade`).
CLI::Option* add_skip_install_hook_check(CLI::App* cmd, bool& flag, const std::string& whose);
CLI::Option* add_skip_build_hook_check(CLI::App* cmd, bool& flag);
/// forget's and unmeld's `--dangerously-skip-hook-check`, with the older
/// `--dangerously-skip-install-hook-check` kept as a hidden alias (CLI-227):
/// sources written for the reference document that spelling.
void add_skip_hook_check(CLI::App* cmd, bool& flag, const std::string& whose);

/// The gate for this run: `run_unasked` is the event's dangerous flag.
install::HookGate hook_gate(const Context& ctx, bool run_unasked);

/// Prints the skip note (stderr) for `result.skipped_no_terminal`.
void note_skipped_hooks(const Context& ctx, const std::string& target, install::HookEvent event,
                        const install::HookRunResult& result);

}  // namespace mind::cli

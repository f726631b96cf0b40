#pragma once
/// The command line as an operation's front end: questions asked on stderr and
/// answered on stdin, notes on stderr (install/front_end.hpp).

#include "cli/context.hpp"
#include "install/front_end.hpp"

namespace mind::cli {

/// An asker for this run: --yes answers everything; `can_ask` says whether
/// this verb's question may be put (each verb decides: a terminal, never
/// --json). A question shows its statement, then `prompt [Y/n]` or `[y/N]`.
install::Asker asker(const Context& ctx, bool can_ask);

/// Notes of an operation, on stderr.
install::NoteSink note_sink(const Context& ctx);

}  // namespace mind::cli

/// The statement scan that picks the reason when a file's first statement is
/// not the `meta` declaration (WF-57): is there an `export const meta` at
/// statement position (start of file, after `;` or `}`, or after a line
/// break) at bracket depth 0 further on? It only chooses between
/// `not_first_statement` and `no_meta`: nothing is ever read from a later
/// declaration, so no decoy can supply a name.
///
/// It is a loop over token boundaries, not recursion, so no nesting can
/// exhaust the stack; a bracket it misjudges (a regex guessed as a division)
/// can only make a later declaration read as absent, the tolerable direction.
#pragma once

#include <cstddef>
#include <optional>

#include "discovery/js/source.hpp"

namespace mind::discovery {

/// The offset of the `export` of the first `export const meta` at statement
/// position at or after `from`, where `from` is the start of a statement
/// (just past any hashbang); nullopt when there is none before the end or
/// before a token the scan cannot read.
std::optional<std::size_t> find_meta_declaration_at_statement_start(js::Source& source,
                                                                    std::size_t from);

}  // namespace mind::discovery

#pragma once
/// What counts as a network that cannot be reached, for a clone or fetch
/// (issue 43): the remote's host name did not resolve, or no connection to it
/// could be made. The error stays `git`; what sets this one apart is noted for
/// the process, because one such failure says the rest of the run is offline:
/// a marketplace's other external entries are then skipped at once instead of
/// each waiting for its own failed lookup.

#include <string_view>

namespace mind::store {

/// True when a libgit2 error message reads as an unreachable network: its
/// socket stream's "failed to resolve address for <host>" and "failed to
/// connect to <host>" (libgit2 1.5), whatever follows (the resolver's or
/// connect(2)'s reason). A refusal by a host that answered (TLS, HTTP status,
/// authentication, a missing repository) is not one. Case-insensitive.
bool is_unreachable_message(std::string_view message);

/// Whether a clone or fetch of this run (this process) failed that way. Set
/// by the libgit2 module, never cleared: a run is short, and the network is
/// as process-wide as libgit2's own state.
bool network_found_unreachable() noexcept;
/// Records such a failure (the libgit2 module, as it throws the `git` error).
void note_network_unreachable() noexcept;

}  // namespace mind::store

#pragma once
/// What counts as an authentication failure of a clone or fetch (DSC-68):
/// the source asked for credentials mind could not give, or refused the ones
/// it gave. Kept apart from other git failures because a curator may declare
/// what to do about it (`on-auth-failure`), and because a remote that only
/// denies (rather than "not found") needs a different remedy (CLI-177).

#include <string_view>

namespace mind::store {

/// True when a git error message reads as an authentication failure: the
/// DSC-68 phrases (git's own wording), and libgit2's for the same outcomes
/// (an HTTP 401/403, credentials asked for but none given). Case-insensitive.
/// "repository not found" is deliberately not one: it conflates denial with absence.
bool is_auth_failure_message(std::string_view message);

}  // namespace mind::store

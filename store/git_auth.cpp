#include "store/git_auth.hpp"
#include "core/ascii_case.hpp"

#include <algorithm>
#include <array>
#include <string>

namespace mind::store {
namespace {

// DSC-68's list (git's stderr), then libgit2's messages for the same failures.
constexpr std::array<std::string_view, 15> kAuthPhrases = {
    "authentication failed",
    "permission denied (publickey)",
    "could not read username",
    "could not read password",
    "the requested url returned error: 401",
    "the requested url returned error: 403",
    "invalid username or password",
    "invalid credentials",
    "http basic: access denied",
    "fatal: unable to authenticate",
    "authentication required",
    "unexpected http status code: 401",
    "unexpected http status code: 403",
    "too many redirects or authentication replays",
    "failed to authenticate",
};

}  // namespace

bool is_auth_failure_message(std::string_view message) {
  const std::string lower = ascii_lower(message);
  return std::any_of(kAuthPhrases.begin(), kAuthPhrases.end(), [&](std::string_view phrase) {
    return lower.find(phrase) != std::string::npos;
  });
}

}  // namespace mind::store

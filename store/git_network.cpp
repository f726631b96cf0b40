#include "store/git_network.hpp"

#include <array>
#include <atomic>
#include <string>

#include "core/ascii_case.hpp"

namespace mind::store {
namespace {

// libgit2's socket stream (src/libgit2/streams/socket.c): the only two places
// a clone or fetch fails before any byte reaches the remote.
constexpr std::array<std::string_view, 2> kUnreachablePrefixes = {
    "failed to resolve address for ",
    "failed to connect to ",
};

std::atomic<bool> unreachable_seen{false};

}  // namespace

bool is_unreachable_message(std::string_view message) {
  const std::string lower = ascii_lower(message);
  for (std::string_view prefix : kUnreachablePrefixes) {
    if (lower.starts_with(prefix)) return true;
  }
  return false;
}

bool network_found_unreachable() noexcept { return unreachable_seen.load(); }

void note_network_unreachable() noexcept { unreachable_seen.store(true); }

}  // namespace mind::store

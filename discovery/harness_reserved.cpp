#include "discovery/harness_reserved.hpp"

#include <algorithm>
#include <array>

namespace mind::discovery {
namespace {

// Sorted (binary search). Measured, not guessed: see the header.
constexpr std::array<std::string_view, 2> kReserved{"claude-api", "workflow-authoring"};

}  // namespace

std::span<const std::string_view> project_reserved_names() noexcept { return kReserved; }

bool project_reserved(Kind kind, std::string_view harness_name) noexcept {
  if (kind != Kind::skill && kind != Kind::command) return false;
  return std::binary_search(kReserved.begin(), kReserved.end(), harness_name);
}

}  // namespace mind::discovery

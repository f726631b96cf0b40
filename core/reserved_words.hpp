#pragma once
/// The words a prefix, a namespace or a consumer alias can never be: the kind
/// words (NS-25, WF-52: `skill:x` reads as a kind) and the append-only list kept
/// for kinds to come (NS-29). One list, used by the prefix check, the alias
/// check and the mind.toml / plugin manifest readers.

#include <array>
#include <string_view>

namespace mind {

inline constexpr std::array<std::string_view, 6> kKindWords = {"skill",   "agent", "rule",
                                                               "command", "tool",  "workflow"};
/// NS-29: permanent and append-only.
inline constexpr std::array<std::string_view, 6> kReservedExtraWords = {
    "hook", "mcp", "plugin", "prompt", "mode", "output-style"};

bool is_kind_word(std::string_view word) noexcept;
/// A kind word or one of the NS-29 words.
bool is_reserved_word(std::string_view word) noexcept;

}  // namespace mind

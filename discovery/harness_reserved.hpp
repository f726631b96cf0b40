#pragma once
/// Names Claude Code reserves in PROJECT scope (issue 43; the one home of
/// this harness rule). Claude Code 2.1.334 ignores, with a warning ("[skills]
/// Ignored /claude-api: each uses a name reserved for a skill built into
/// Claude Code or for a plugin"), a skill or command of a project's
/// `.claude/skills/` or `.claude/commands/` that takes the name of a bundled
/// skill marked unshadowable. Measured with the real client offline (a
/// project holding a skill under each of the 14,205 lowercase names quoted
/// in the binary): exactly `claude-api` and `workflow-authoring`. The same
/// names in `~/.claude/` (user scope) load. Built-in commands (`init`,
/// `context`, `security-review`, ...) are NOT reserved for skills and
/// commands in that release: a project skill named `init` loads. Project
/// workflows named after a built-in command are dropped only behind a
/// feature flag the client leaves off offline; not modelled.

#include <optional>
#include <span>
#include <string_view>

#include "discovery/kind.hpp"

namespace mind::discovery {

/// The newest client release the list was measured on (2.1.334 and 2.1.335
/// ignore the same names; tests/tools/claude-version pins the newest).
inline constexpr std::string_view kReservedNamesClient = "Claude Code 2.1.335";

/// The reserved names themselves, sorted.
std::span<const std::string_view> project_reserved_names() noexcept;

/// Whether Claude Code ignores an item of `kind` linked under `harness_name`
/// into a project's `.claude/` (skills and commands only).
bool project_reserved(Kind kind, std::string_view harness_name) noexcept;

}  // namespace mind::discovery

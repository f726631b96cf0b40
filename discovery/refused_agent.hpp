#pragma once
/// Agent files Claude Code refuses (issue 43). Outside a plugin, Claude Code
/// 2.1.334 loads an agent file only with a frontmatter `name` and
/// `description` (measured: `~/.claude/agents/x.md` without them is skipped,
/// "Missing required \"description\" field in frontmatter"). DSC-10 keeps
/// every convention `agents/<n>.md` an agent for the other clients, so mind
/// refuses only the two shapes that are no agent for any client: a file whose
/// frontmatter is indented (0xfurai/claude-code-subagents `sqs-expert.md`:
/// no client reads a block that does not start the file) and a folder's own
/// documentation without frontmatter (zebbern/claude-code-guide
/// `agents/README.md`). Inside a plugin Claude Code loads both, with the
/// fallback description "Agent from <plugin> plugin", and so does mind.

#include <optional>
#include <string>
#include <string_view>

namespace mind::discovery {

/// Why the agent file `stem`.md, whose bytes begin with `head`, is not
/// offered, with the remedy; nullopt when it is. `read_fields`: the scan read
/// a frontmatter `name` or `description` from it (then it is offered).
std::optional<std::string> refused_agent_reason(std::string_view stem, std::string_view head,
                                                bool read_fields);

/// How many bytes of the file `refused_agent_reason` needs.
inline constexpr std::size_t kRefusedAgentHead = 4096;

}  // namespace mind::discovery

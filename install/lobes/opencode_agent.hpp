#pragma once
/// A Claude Code agent in OpenCode's own form (design decision 15). OpenCode
/// reads agents as markdown from `~/.config/opencode/agents/<n>.md` (its
/// "Agents" docs), the file name being the agent's id, and refuses its whole
/// configuration when one agent's frontmatter holds a value of the wrong
/// shape: a Claude agent's `tools: Read, Grep` string ("Expected object"), a
/// named `color`. So mind writes a translated copy holding only the keys
/// OpenCode documents, each in the shape it checks: `description`,
/// `mode: subagent`, `model` (a `provider/model` id), `color` (`#RRGGBB`) and
/// `tools`, the map of booleans, from the Claude tool list (an allow list:
/// `"*": false`, then each tool it names `true`). The body, the agent's
/// prompt, is kept as it is. The tool names map as docs/agents.md says.

#include <string>
#include <string_view>
#include <vector>

namespace mind::install {

/// The OpenCode tool names one Claude Code tool name stands for (matched
/// ignoring case): `Read` -> `read`, `MultiEdit` -> `edit`,
/// `mcp__srv__t` -> `srv_t`, `mcp__srv` -> `srv_*`. Empty for a name OpenCode
/// has no tool for, and for a restricted form such as `Bash(git:*)` (a
/// translation never grants more than the source allowed).
std::vector<std::string> opencode_tools(std::string_view claude_tool);

/// The agent file OpenCode reads for the Claude Code agent `markdown`.
/// A pure function of the bytes; never throws on content.
std::string opencode_agent_md(std::string_view markdown);

}  // namespace mind::install

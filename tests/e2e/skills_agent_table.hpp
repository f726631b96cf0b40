#pragma once
/// The agent table of the npm package `skills` 1.7.4 (its `agents` object:
/// the key, `globalSkillsDir` and `skillsDir`), written down as data so the
/// e2e tests check mind's presets against it rather than against themselves.
/// `~/` is the home folder, `$XDG_CONFIG_HOME/` its config home (~/.config);
/// an empty global path: the agent reads projects only. Regenerate by reading
/// the table of a newer `skills` (npm pack skills); docs/agents.md says where
/// mind departs from it.

#include <string_view>

namespace mind::e2e {

struct SkillsTableRow {
  std::string_view agent;
  std::string_view global_skills;   // `~/.gemini/skills`
  std::string_view project_skills;  // `.agents/skills`, under the project
};

inline constexpr SkillsTableRow kSkillsAgentTable[] = {
    {"aider-desk", "~/.aider-desk/skills", ".aider-desk/skills"},
    {"amp", "$XDG_CONFIG_HOME/agents/skills", ".agents/skills"},
    {"antigravity", "~/.gemini/antigravity/skills", ".agents/skills"},
    {"antigravity-cli", "~/.gemini/antigravity-cli/skills", ".agents/skills"},
    {"astrbot", "~/.astrbot/data/skills", "data/skills"},
    {"autohand-code", "~/.autohand/skills", ".autohand/skills"},
    {"augment", "~/.augment/skills", ".augment/skills"},
    {"bob", "~/.bob/skills", ".bob/skills"},
    {"claude-code", "~/.claude/skills", ".claude/skills"},
    {"openclaw", "~/.openclaw/skills", "skills"},
    {"cline", "~/.agents/skills", ".agents/skills"},
    {"codearts-agent", "~/.codeartsdoer/skills", ".codeartsdoer/skills"},
    {"codebuddy", "~/.codebuddy/skills", ".codebuddy/skills"},
    {"codemaker", "~/.codemaker/skills", ".codemaker/skills"},
    {"codestudio", "~/.codestudio/skills", ".codestudio/skills"},
    {"codex", "~/.agents/skills", ".agents/skills"},
    {"command-code", "~/.commandcode/skills", ".commandcode/skills"},
    {"continue", "~/.continue/skills", ".continue/skills"},
    {"cortex", "~/.snowflake/cortex/skills", ".cortex/skills"},
    {"crush", "~/.config/crush/skills", ".crush/skills"},
    {"cursor", "~/.cursor/skills", ".agents/skills"},
    {"deepagents", "~/.deepagents/agent/skills", ".agents/skills"},
    {"devin", "$XDG_CONFIG_HOME/devin/skills", ".devin/skills"},
    {"dexto", "~/.agents/skills", ".agents/skills"},
    {"droid", "~/.factory/skills", ".agents/skills"},
    {"eve", "", "agent/skills"},
    {"firebender", "~/.firebender/skills", ".agents/skills"},
    {"forgecode", "~/.forge/skills", ".forge/skills"},
    {"fx", "~/.agents/skills", ".agents/skills"},
    {"gemini-cli", "~/.gemini/skills", ".agents/skills"},
    {"github-copilot", "~/.copilot/skills", ".agents/skills"},
    {"goose", "$XDG_CONFIG_HOME/goose/skills", ".goose/skills"},
    {"grok", "~/.grok/skills", ".grok/skills"},
    {"hermes-agent", "~/.hermes/skills", ".hermes/skills"},
    {"inference-sh", "~/.inferencesh/skills", ".inferencesh/skills"},
    {"jazz", "~/.jazz/skills", ".jazz/skills"},
    {"junie", "~/.junie/skills", ".junie/skills"},
    {"iflow-cli", "~/.iflow/skills", ".iflow/skills"},
    {"kilo", "~/.kilo/skills", ".agents/skills"},
    {"kimchi", "~/.config/kimchi/harness/skills", ".kimchi/skills"},
    {"kimi-code-cli", "~/.agents/skills", ".agents/skills"},
    {"kiro-cli", "~/.kiro/skills", ".kiro/skills"},
    {"kode", "~/.kode/skills", ".kode/skills"},
    {"lingma", "~/.lingma/skills", ".lingma/skills"},
    {"loaf", "~/.agents/skills", ".agents/skills"},
    {"mcpjam", "~/.mcpjam/skills", ".mcpjam/skills"},
    {"minimax-code", "~/.minimax/skills", ".minimax/skills"},
    {"mistral-vibe", "~/.vibe/skills", ".vibe/skills"},
    {"moxby", "~/.moxby/skills", ".moxby/skills"},
    {"mux", "~/.mux/skills", ".mux/skills"},
    {"opencode", "$XDG_CONFIG_HOME/opencode/skills", ".agents/skills"},
    {"openhands", "~/.openhands/skills", ".openhands/skills"},
    {"ona", "~/.ona/skills", ".ona/skills"},
    {"pi", "~/.agents/skills", ".agents/skills"},
    {"posit-assistant", "~/.posit/assistant/skills", ".posit/assistant/skills"},
    {"qoder", "~/.qoder/skills", ".qoder/skills"},
    {"qoder-cn", "~/.qoder-cn/skills", ".qoder/skills"},
    {"qwen-code", "~/.qwen/skills", ".qwen/skills"},
    {"replit", "$XDG_CONFIG_HOME/agents/skills", ".agents/skills"},
    {"reasonix", "~/.reasonix/skills", ".reasonix/skills"},
    {"rovodev", "~/.rovodev/skills", ".rovodev/skills"},
    {"roo", "~/.roo/skills", ".roo/skills"},
    {"sarvam-code", "~/.agents/skills", ".agents/skills"},
    {"tabnine-cli", "~/.tabnine/agent/skills", ".tabnine/agent/skills"},
    {"terramind", "~/.terramind/skills", ".terramind/skills"},
    {"tinycloud", "~/.tinycloud/skills", ".tinycloud/skills"},
    {"trae", "~/.trae/skills", ".trae/skills"},
    {"trae-cn", "~/.trae-cn/skills", ".trae/skills"},
    {"warp", "~/.agents/skills", ".agents/skills"},
    {"windsurf", "~/.codeium/windsurf/skills", ".windsurf/skills"},
    {"zed", "~/.agents/skills", ".agents/skills"},
    {"zcode", "~/.zcode/skills", ".zcode/skills"},
    {"zencoder", "~/.zencoder/skills", ".zencoder/skills"},
    {"zenflow", "~/.zencoder/skills", ".zencoder/skills"},
    {"neovate", "~/.neovate/skills", ".neovate/skills"},
    {"pochi", "~/.pochi/skills", ".pochi/skills"},
    {"promptscript", "", ".agents/skills"},
    {"adal", "~/.adal/skills", ".adal/skills"},
    {"universal", "$XDG_CONFIG_HOME/agents/skills", ".agents/skills"},
};

}  // namespace mind::e2e

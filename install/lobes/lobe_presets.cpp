#include "install/lobes/lobe_presets.hpp"

#include <algorithm>

#include "core/environment.hpp"
#include "core/error.hpp"
#include "core/sanitize.hpp"
#include "store/paths.hpp"

namespace mind::install {
namespace fs = std::filesystem;
namespace {

using discovery::Kind;

// Where a path was confirmed (docs/agents.md carries the same words).
constexpr std::string_view kTable = "skills table only";
constexpr std::string_view CLAUDE =
    "agent docs: Claude Code skills (~/.claude/skills, .claude/skills; as quoted by "
    "realpython.com/lessons/cc-skills); the default lobe";
constexpr std::string_view GEMINI =
    "agent docs: geminicli.com/docs/cli/using-agent-skills (discovery tiers), custom-commands, and "
    "GEMINI_CLI_HOME in its configuration reference; Gemini CLI 0.61.0 run offline (skills)";
constexpr std::string_view CODEX =
    "agent docs: developers.openai.com/codex/skills; Codex CLI 0.171.0 run offline";
constexpr std::string_view OPENCODE =
    "agent docs: opencode.ai/docs/skills, /docs/agents, /docs/commands; OpenCode 1.18.33 run "
    "offline (skills, commands, agents)";
constexpr std::string_view COPILOT =
    "agent docs: docs.github.com/en/copilot/how-tos/copilot-cli/customize-copilot/add-skills and "
    "create-custom-agents-for-cli (~/.copilot/agents); COPILOT_HOME in `copilot help "
    "environment`; Copilot CLI 1.0.102 run offline (skills)";
constexpr std::string_view GEMINI_PROJECT =
    "agent docs: geminicli.com/docs/cli/using-agent-skills (workspace tier, .gemini/skills) and "
    "custom-commands (<project>/.gemini/commands); Gemini CLI 0.61.0 run offline (skills)";
constexpr std::string_view OPENCODE_PROJECT =
    "agent docs: opencode.ai/docs/skills, /docs/agents, /docs/commands (.opencode/); OpenCode "
    "1.18.33 run offline (skills, commands, agents)";
constexpr std::string_view COPILOT_PROJECT =
    "agent docs: docs.github.com/en/copilot/how-tos/copilot-cli/customize-copilot/add-skills "
    "(.github/skills) and create-custom-agents-for-cli (.github/agents); Copilot CLI 1.0.102 run "
    "offline (skills)";
constexpr std::string_view CURSOR = "agent docs: cursor.com/docs/context/skills";
constexpr std::string_view CURSOR_GLOBAL =
    "agent docs: cursor.com/docs/context/skills; commands (~/.cursor/commands) and subagents "
    "(cursor.com/docs/agent/subagents, ~/.cursor/agents) as their docs are quoted; no client run";
constexpr std::string_view WINDSURF = "agent docs: docs.windsurf.com/windsurf/cascade/skills";
constexpr std::string_view GOOSE =
    "agent docs: block.github.io/goose/docs/guides/context-engineering/using-skills";
constexpr std::string_view ROO = "agent docs: docs.roocode.com/features/skills";
constexpr std::string_view QWEN =
    "agent docs: qwenlm.github.io/qwen-code-docs/en/users/features/skills";
constexpr std::string_view DROID_GLOBAL = "agent docs: docs.factory.ai/cli/configuration/skills";
constexpr std::string_view DROID_PROJECT =
    "agent docs: docs.factory.ai/cli/configuration/skills (.factory/skills; the table's "
    ".agents/skills is not read)";
constexpr std::string_view ROO_GLOBAL = "agent repo: RooCodeInc/Roo-Code issue 10513";
constexpr std::string_view UNIVERSAL =
    "Reference A (HARN-4); the ~/.agents/skills alias in the docs of Gemini CLI, OpenCode, "
    "GitHub Copilot and Codex";

PresetPath H(std::string_view rel) { return {PresetBase::home, rel, std::nullopt, {}}; }
PresetPath C(std::string_view rel) { return {PresetBase::config_home, rel, std::nullopt, {}}; }
// `~/<rel>`, or `$var/<var_rel>` where the agent's own variable is set.
PresetPath V(std::string_view rel, EnvVar var, std::string_view var_rel = {}) {
  return {PresetBase::home, rel, var, var_rel};
}

LobePreset row(std::string_view name, std::string_view agent, std::optional<PresetPath> global,
               std::string_view project, std::vector<PresetPath> detect,
               std::string_view global_source, std::string_view project_source) {
  const std::vector<Kind> skills{Kind::skill};
  return {name,
          agent,
          global,
          project,
          std::move(detect),
          skills,
          skills,
          global ? global_source : "",
          project_source};
}

std::vector<LobePreset> build() {
  std::vector<LobePreset> presets = {
      // The agent table of the npm package `skills` 1.7.4, in its order; the
      // lobe is each skill folder's parent.
      row("aider-desk", "AiderDesk", H(".aider-desk"), ".aider-desk", {H(".aider-desk")}, kTable,
          kTable),
      row("amp", "Amp", C("agents"), ".agents", {C("amp")}, kTable, kTable),
      row("antigravity", "Antigravity", H(".gemini/antigravity"), ".agents",
          {H(".gemini/antigravity")}, kTable, kTable),
      row("antigravity-cli", "Antigravity CLI", H(".gemini/antigravity-cli"), ".agents",
          {H(".gemini/antigravity-cli")}, kTable, kTable),
      row("astrbot", "AstrBot", H(".astrbot/data"), "data", {H(".astrbot")}, kTable, kTable),
      row("autohand-code", "Autohand Code CLI", V(".autohand", EnvVar::autohand_home), ".autohand",
          {V(".autohand", EnvVar::autohand_home)}, kTable, kTable),
      row("augment", "Augment", H(".augment"), ".augment", {H(".augment")}, kTable, kTable),
      row("bob", "IBM Bob", H(".bob"), ".bob", {H(".bob")}, kTable, kTable),
      row("claude-code", "Claude Code", V(".claude", EnvVar::claude_config_dir), ".claude",
          {V(".claude", EnvVar::claude_config_dir)}, CLAUDE, CLAUDE),
      row("openclaw", "OpenClaw", H(".openclaw"), ".",
          {H(".openclaw"), H(".clawdbot"), H(".moltbot")}, kTable, kTable),
      row("cline", "Cline", H(".agents"), ".agents", {H(".cline")}, kTable, kTable),
      row("codearts-agent", "CodeArts Agent", H(".codeartsdoer"), ".codeartsdoer",
          {H(".codeartsdoer")}, kTable, kTable),
      row("codebuddy", "CodeBuddy", H(".codebuddy"), ".codebuddy", {H(".codebuddy")}, kTable,
          kTable),
      row("codemaker", "Codemaker", H(".codemaker"), ".codemaker", {H(".codemaker")}, kTable,
          kTable),
      row("codestudio", "Code Studio", H(".codestudio"), ".codestudio", {H(".codestudio")}, kTable,
          kTable),
      row("codex", "Codex", H(".agents"), ".agents", {V(".codex", EnvVar::codex_home)}, CODEX,
          CODEX),
      row("command-code", "Command Code", H(".commandcode"), ".commandcode", {H(".commandcode")},
          kTable, kTable),
      row("continue", "Continue", H(".continue"), ".continue", {H(".continue")}, kTable, kTable),
      row("cortex", "Cortex Code", H(".snowflake/cortex"), ".cortex", {H(".snowflake/cortex")},
          kTable, kTable),
      row("crush", "Crush", H(".config/crush"), ".crush", {H(".config/crush")}, kTable, kTable),
      row("cursor", "Cursor", H(".cursor"), ".agents", {H(".cursor")}, CURSOR_GLOBAL, CURSOR),
      row("deepagents", "Deep Agents", H(".deepagents/agent"), ".agents", {H(".deepagents")},
          kTable, kTable),
      row("devin", "Devin for Terminal", C("devin"), ".devin", {C("devin")}, kTable, kTable),
      row("dexto", "Dexto", H(".agents"), ".agents", {H(".dexto")}, kTable, kTable),
      row("droid", "Droid", H(".factory"), ".factory", {H(".factory")}, DROID_GLOBAL,
          DROID_PROJECT),
      row("eve", "Eve", std::nullopt, "agent", {}, kTable, kTable),
      row("firebender", "Firebender", H(".firebender"), ".agents", {H(".firebender")}, kTable,
          kTable),
      row("forgecode", "ForgeCode", H(".forge"), ".forge", {H(".forge")}, kTable, kTable),
      row("fx", "fx", H(".agents"), ".agents", {H(".fx")}, kTable, kTable),
      row("gemini-cli", "Gemini CLI", V(".gemini", EnvVar::gemini_cli_home, ".gemini"), ".gemini",
          {V(".gemini", EnvVar::gemini_cli_home, ".gemini")}, GEMINI, GEMINI_PROJECT),
      row("github-copilot", "GitHub Copilot", V(".copilot", EnvVar::copilot_home), ".github",
          {V(".copilot", EnvVar::copilot_home)}, COPILOT, COPILOT_PROJECT),
      row("goose", "Goose", C("goose"), ".goose", {C("goose")}, GOOSE, kTable),
      row("grok", "Grok Build", V(".grok", EnvVar::grok_home), ".grok",
          {V(".grok", EnvVar::grok_home)}, kTable, kTable),
      row("hermes-agent", "Hermes Agent", V(".hermes", EnvVar::hermes_home), ".hermes",
          {V(".hermes", EnvVar::hermes_home)}, kTable, kTable),
      row("inference-sh", "inference.sh", H(".inferencesh"), ".inferencesh", {H(".inferencesh")},
          kTable, kTable),
      row("jazz", "Jazz", H(".jazz"), ".jazz", {H(".jazz")}, kTable, kTable),
      row("junie", "Junie", H(".junie"), ".junie", {H(".junie")}, kTable, kTable),
      row("iflow-cli", "iFlow CLI", H(".iflow"), ".iflow", {H(".iflow")}, kTable, kTable),
      row("kilo", "Kilo Code", H(".kilo"), ".agents", {H(".kilo"), H(".kilocode")}, kTable, kTable),
      row("kimchi", "Kimchi", H(".config/kimchi/harness"), ".kimchi", {H(".config/kimchi")}, kTable,
          kTable),
      row("kimi-code-cli", "Kimi Code CLI", H(".agents"), ".agents", {H(".kimi-code"), H(".kimi")},
          kTable, kTable),
      row("kiro-cli", "Kiro CLI", H(".kiro"), ".kiro", {H(".kiro")}, kTable, kTable),
      row("kode", "Kode", H(".kode"), ".kode", {H(".kode")}, kTable, kTable),
      row("lingma", "Lingma", H(".lingma"), ".lingma", {H(".lingma")}, kTable, kTable),
      row("loaf", "Loaf", H(".agents"), ".agents", {H(".loaf")}, kTable, kTable),
      row("mcpjam", "MCPJam", H(".mcpjam"), ".mcpjam", {H(".mcpjam")}, kTable, kTable),
      row("minimax-code", "MiniMax Code", H(".minimax"), ".minimax", {H(".minimax")}, kTable,
          kTable),
      row("mistral-vibe", "Mistral Vibe", V(".vibe", EnvVar::vibe_home), ".vibe",
          {V(".vibe", EnvVar::vibe_home)}, kTable, kTable),
      row("moxby", "Moxby", H(".moxby"), ".moxby", {H(".moxby")}, kTable, kTable),
      row("mux", "Mux", H(".mux"), ".mux", {H(".mux")}, kTable, kTable),
      row("opencode", "OpenCode", C("opencode"), ".opencode", {C("opencode")}, OPENCODE,
          OPENCODE_PROJECT),
      row("openhands", "OpenHands", H(".openhands"), ".openhands", {H(".openhands")}, kTable,
          kTable),
      row("ona", "Ona", H(".ona"), ".ona", {H(".ona")}, kTable, kTable),
      row("pi", "Pi", H(".agents"), ".agents", {H(".pi/agent")}, kTable, kTable),
      row("posit-assistant", "Posit Assistant", H(".posit/assistant"), ".posit/assistant",
          {H(".posit/assistant"), H(".positai")}, kTable, kTable),
      row("qoder", "Qoder", H(".qoder"), ".qoder", {H(".qoder")}, kTable, kTable),
      row("qoder-cn", "Qoder CN", H(".qoder-cn"), ".qoder", {H(".qoder-cn")}, kTable, kTable),
      row("qwen-code", "Qwen Code", H(".qwen"), ".qwen", {H(".qwen")}, QWEN, QWEN),
      row("replit", "Replit", C("agents"), ".agents", {}, kTable, kTable),
      row("reasonix", "Reasonix", H(".reasonix"), ".reasonix", {H(".reasonix")}, kTable, kTable),
      row("rovodev", "Rovo Dev", H(".rovodev"), ".rovodev", {H(".rovodev")}, kTable, kTable),
      row("roo", "Roo Code", H(".roo"), ".roo", {H(".roo")}, ROO_GLOBAL, ROO),
      row("sarvam-code", "Sarvam Code", H(".agents"), ".agents",
          {V(".sarvam", EnvVar::sarvam_home)}, kTable, kTable),
      row("tabnine-cli", "Tabnine CLI", H(".tabnine/agent"), ".tabnine/agent", {H(".tabnine")},
          kTable, kTable),
      row("terramind", "Terramind", H(".terramind"), ".terramind", {H(".terramind")}, kTable,
          kTable),
      row("tinycloud", "Tinycloud", H(".tinycloud"), ".tinycloud", {H(".tinycloud")}, kTable,
          kTable),
      row("trae", "Trae", H(".trae"), ".trae", {H(".trae")}, kTable, kTable),
      row("trae-cn", "Trae CN", H(".trae-cn"), ".trae", {H(".trae-cn")}, kTable, kTable),
      row("warp", "Warp", H(".agents"), ".agents", {H(".warp")}, kTable, kTable),
      row("windsurf", "Windsurf", H(".codeium/windsurf"), ".windsurf", {H(".codeium/windsurf")},
          WINDSURF, WINDSURF),
      row("zed", "Zed", H(".agents"), ".agents", {C("zed")}, kTable, kTable),
      row("zcode", "ZCode", H(".zcode"), ".zcode", {H(".zcode")}, kTable, kTable),
      row("zencoder", "Zencoder", H(".zencoder"), ".zencoder", {H(".zencoder")}, kTable, kTable),
      row("zenflow", "Zenflow", H(".zencoder"), ".zencoder", {H(".zencoder")}, kTable, kTable),
      row("neovate", "Neovate", H(".neovate"), ".neovate", {H(".neovate")}, kTable, kTable),
      row("pochi", "Pochi", H(".pochi"), ".pochi", {H(".pochi")}, kTable, kTable),
      row("promptscript", "PromptScript", std::nullopt, ".agents", {}, kTable, kTable),
      row("adal", "AdaL", H(".adal"), ".adal", {H(".adal")}, kTable, kTable),
      row("universal", "Universal (~/.agents)", H(".agents"), ".agents", {H(".agents")}, UNIVERSAL,
          UNIVERSAL),
  };
  for (LobePreset& p : presets) {
    if (p.name == "claude-code") {  // Claude Code reads every kind (WF-13: no filter)
      p.global_kinds = std::nullopt;
      p.project_kinds = std::nullopt;
    } else if (p.name == "gemini-cli") {  // <lobe>/commands/<n>.toml (agent_forms)
      p.global_kinds = std::vector<Kind>{Kind::skill, Kind::command};
      p.project_kinds = p.global_kinds;  // <project>/.gemini holds both
    } else if (p.name == "opencode") {   // ~/.config/opencode/commands/<n>.md, the same markdown
      // (OpenCode 1.18.33 reads a Claude command as it is); agents translated to its own
      // frontmatter as ~/.config/opencode/agents/<n>.md (agent_forms, opencode_agent).
      p.global_kinds = std::vector<Kind>{Kind::skill, Kind::command, Kind::agent};
      p.project_kinds = p.global_kinds;       // <project>/.opencode holds all three
    } else if (p.name == "github-copilot") {  // <lobe>/agents/<n>.agent.md (agent_forms)
      p.global_kinds = std::vector<Kind>{Kind::skill, Kind::agent};
      p.project_kinds = p.global_kinds;  // <project>/.github: skills/ and agents/
    } else if (p.name == "cursor") {     // ~/.cursor/commands/<n>.md, ~/.cursor/agents/<n>.md
      // (markdown as Claude Code writes it; Cursor also reads ~/.claude/agents)
      p.global_kinds = std::vector<Kind>{Kind::skill, Kind::command, Kind::agent};
    }
  }
  return presets;
}

std::string known_names() {
  std::string names;
  for (const LobePreset& p : lobe_presets())
    names += (names.empty() ? "" : ", ") + std::string(p.name);
  return names;
}

std::string spelled(const PresetPath& path) {
  return (path.base == PresetBase::home ? std::string("~/") : std::string("$XDG_CONFIG_HOME/")) +
         std::string(path.rel);
}

}  // namespace

const std::vector<LobePreset>& lobe_presets() {
  static const std::vector<LobePreset> presets = build();
  return presets;
}

const LobePreset& find_preset(std::string_view name) {
  if (name == "gemini") name = "gemini-cli";  // Reference A's name for Gemini CLI
  for (const LobePreset& p : lobe_presets()) {
    if (p.name == name) return p;
  }
  throw Error(
      ErrorKind::unknown_preset,
      "unknown preset '" + mind::sanitize_display(name) + "'; known presets: " + known_names(),
      {"see them with their folders: mind config lobes presets",
       "for a project's Claude lobe: mind config lobes add <project>/.claude"});
}

std::string_view scope_word(PresetScope scope) noexcept {
  return scope == PresetScope::global ? "global" : "project";
}

fs::path detect_home() {
  if (auto v = env_non_empty(EnvVar::mind_detect_home)) {
    return store::lexically_absolute(*v);
  }
  return store::home_dir();
}

namespace {

// The variables of the real home ($XDG_CONFIG_HOME, an agent's own) apply to
// it alone: under $MIND_DETECT_HOME every agent lives inside that folder.
bool is_real_home(const fs::path& home) {
  return home == store::home_dir() && !env_non_empty(EnvVar::mind_detect_home);
}

}  // namespace

fs::path base_dir(PresetBase base, const fs::path& home) {
  if (base == PresetBase::home) return home;
  if (is_real_home(home)) {
    if (auto xdg = env_non_empty(EnvVar::xdg_config_home)) return store::lexically_absolute(*xdg);
  }
  return home / ".config";
}

fs::path preset_dir(const PresetPath& path, const fs::path& home) {
  if (path.var && is_real_home(home)) {
    if (auto v = env_non_empty(*path.var)) {
      fs::path dir = store::lexically_absolute(*v).lexically_normal();
      if (!dir.has_filename()) dir = dir.parent_path();  // `/x/claude/`: the folder itself
      return (path.var_rel.empty() ? dir : dir / path.var_rel).lexically_normal();
    }
  }
  return (base_dir(path.base, home) / path.rel).lexically_normal();
}

fs::path global_lobe(const LobePreset& preset, const fs::path& home) {
  return preset_dir(*preset.global, home);
}

fs::path project_lobe(const LobePreset& preset, const fs::path& project) {
  return (project / *preset.project).lexically_normal();
}

bool looks_installed(const LobePreset& preset, const fs::path& home) {
  return std::any_of(preset.detect.begin(), preset.detect.end(), [&](const PresetPath& d) {
    std::error_code ec;
    return fs::is_directory(preset_dir(d, home), ec);
  });
}

std::string describe_global(const LobePreset& preset) {
  return preset.global ? spelled(*preset.global) : std::string();
}

std::string describe_project(const LobePreset& preset) {
  if (!preset.project) return {};
  return *preset.project == "." ? std::string("<project>")
                                : "<project>/" + std::string(*preset.project);
}

}  // namespace mind::install

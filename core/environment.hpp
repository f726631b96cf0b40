#pragma once
/// The environment variables mind reads: a closed list, read through one
/// function, so what the process depends on is written down in one place
/// (README "Where state lives", docs/commands.md).

#include <optional>
#include <string>
#include <string_view>

namespace mind {

enum class EnvVar {
  home,               // HOME: the user's home (STO-1)
  mind_home,          // MIND_HOME: the state root (STO-2)
  mind_default_lobe,  // MIND_DEFAULT_LOBE: the default lobe (HARN-2)
  claude_home,        // CLAUDE_HOME: the default lobe after MIND_DEFAULT_LOBE
  mind_agent_homes,   // MIND_AGENT_HOMES: `:`-separated lobes replacing the config
  mind_absorb_to,     // MIND_ABSORB_TO: where `absorb` writes
  mind_detect_home,   // MIND_DETECT_HOME: where lobe detection looks
  xdg_config_home,    // XDG_CONFIG_HOME: where presets under ~/.config live (amp, goose, opencode)
  // An agent's own home, moved by its variable (docs/agents.md): its preset follows it.
  claude_config_dir,  // CLAUDE_CONFIG_DIR: Claude Code's ~/.claude
  codex_home,         // CODEX_HOME: Codex's ~/.codex (detection only: its skills are ~/.agents)
  copilot_home,       // COPILOT_HOME: Copilot CLI's ~/.copilot
  gemini_cli_home,    // GEMINI_CLI_HOME: the folder holding Gemini CLI's .gemini
  vibe_home,          // VIBE_HOME: Mistral Vibe's ~/.vibe
  hermes_home,        // HERMES_HOME: Hermes Agent's ~/.hermes
  autohand_home,      // AUTOHAND_HOME: Autohand Code's ~/.autohand
  grok_home,          // GROK_HOME: Grok Build's ~/.grok
  sarvam_home,        // SARVAM_HOME: Sarvam Code's ~/.sarvam (detection only)
  mind_tty,           // MIND_TTY: force (1) or forbid (0) prompts
  mind_git_username,  // MIND_GIT_USERNAME / MIND_GIT_PASSWORD: HTTPS credentials
  mind_git_password,
  mind_git_ca_file,        // MIND_GIT_CA_FILE: the PEM bundle https remotes are verified against
  mind_max_metadata_size,  // MIND_MAX_METADATA_SIZE: the metadata cap (DSC-103)
  mind_policy_file,        // MIND_POLICY_FILE: the policy when no system one exists (POL-2)
  mind_timing,             // MIND_TIMING: print a verb's phase timings on stderr (issue 34)
  mind_fault,              // MIND_FAULT: the crash-test fault point (tests only)
  no_color,                // NO_COLOR: no color when set and not empty (design decision 7)
  term,                    // TERM: `dumb` means no color
  lc_all,                  // LC_ALL, LC_CTYPE, LANG: whether the terminal takes UTF-8
  lc_ctype,
  lang,
};

/// The variable's name as the shell spells it.
std::string_view env_name(EnvVar var) noexcept;

/// Its value, or nullopt when unset. An empty value is returned as empty.
std::optional<std::string> env_value(EnvVar var);

/// Its value when set and not empty; nullopt otherwise.
std::optional<std::string> env_non_empty(EnvVar var);

}  // namespace mind

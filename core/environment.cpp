#include "core/environment.hpp"

#include <cstdlib>
#include <utility>

namespace mind {
namespace {

constexpr std::pair<EnvVar, std::string_view> kNames[] = {
    {EnvVar::home, "HOME"},
    {EnvVar::mind_home, "MIND_HOME"},
    {EnvVar::mind_default_lobe, "MIND_DEFAULT_LOBE"},
    {EnvVar::claude_home, "CLAUDE_HOME"},
    {EnvVar::mind_agent_homes, "MIND_AGENT_HOMES"},
    {EnvVar::mind_absorb_to, "MIND_ABSORB_TO"},
    {EnvVar::mind_detect_home, "MIND_DETECT_HOME"},
    {EnvVar::xdg_config_home, "XDG_CONFIG_HOME"},
    {EnvVar::claude_config_dir, "CLAUDE_CONFIG_DIR"},
    {EnvVar::codex_home, "CODEX_HOME"},
    {EnvVar::copilot_home, "COPILOT_HOME"},
    {EnvVar::gemini_cli_home, "GEMINI_CLI_HOME"},
    {EnvVar::vibe_home, "VIBE_HOME"},
    {EnvVar::hermes_home, "HERMES_HOME"},
    {EnvVar::autohand_home, "AUTOHAND_HOME"},
    {EnvVar::grok_home, "GROK_HOME"},
    {EnvVar::sarvam_home, "SARVAM_HOME"},
    {EnvVar::mind_tty, "MIND_TTY"},
    {EnvVar::mind_git_username, "MIND_GIT_USERNAME"},
    {EnvVar::mind_git_password, "MIND_GIT_PASSWORD"},
    {EnvVar::mind_git_ca_file, "MIND_GIT_CA_FILE"},
    {EnvVar::mind_max_metadata_size, "MIND_MAX_METADATA_SIZE"},
    {EnvVar::mind_policy_file, "MIND_POLICY_FILE"},
    {EnvVar::mind_timing, "MIND_TIMING"},
    {EnvVar::mind_fault, "MIND_FAULT"},
    {EnvVar::no_color, "NO_COLOR"},
    {EnvVar::term, "TERM"},
    {EnvVar::lc_all, "LC_ALL"},
    {EnvVar::lc_ctype, "LC_CTYPE"},
    {EnvVar::lang, "LANG"},
};

}  // namespace

std::string_view env_name(EnvVar var) noexcept {
  for (const auto& [v, name] : kNames) {
    if (v == var) return name;
  }
  return {};
}

std::optional<std::string> env_value(EnvVar var) {
  // env_name returns a view of a literal, so it is NUL-terminated.
  const char* value = std::getenv(env_name(var).data());
  if (value == nullptr) return std::nullopt;
  return std::string(value);
}

std::optional<std::string> env_non_empty(EnvVar var) {
  auto value = env_value(var);
  if (value && value->empty()) return std::nullopt;
  return value;
}

}  // namespace mind

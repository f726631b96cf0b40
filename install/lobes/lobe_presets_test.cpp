#include "install/lobes/lobe_presets.hpp"

#include <gtest/gtest.h>
#include <stdlib.h>

#include <map>

#include "store/paths.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

namespace fs = std::filesystem;
using mind::testing::TempDir;

// Sets variables for one test and puts the process's values back after it.
class ScopedEnv {
 public:
  ScopedEnv(std::initializer_list<std::pair<const char*, std::string>> vars) {
    for (const auto& [name, value] : vars) {
      const char* old = ::getenv(name);
      saved_.emplace(name, old ? std::optional<std::string>(old) : std::nullopt);
      ::setenv(name, value.c_str(), 1);
    }
  }
  ~ScopedEnv() {
    for (const auto& [name, old] : saved_) {
      if (old) {
        ::setenv(name.c_str(), old->c_str(), 1);
      } else {
        ::unsetenv(name.c_str());
      }
    }
  }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  std::map<std::string, std::optional<std::string>> saved_;
};

// spec: HARN-4
// spec: HARN-5
TEST(LobePresets, AnAgentsOwnHomeVariableMovesItsPresetForTheRealHome) {
  TempDir t;
  fs::create_directories(t / "codex-home");
  ScopedEnv env{{"MIND_DETECT_HOME", ""},
                {"CLAUDE_CONFIG_DIR", (t / "claude-config").string()},
                {"GEMINI_CLI_HOME", (t / "gemini-root").string()},
                {"COPILOT_HOME", (t / "copilot-home").string()},
                {"VIBE_HOME", (t / "vibe").string()},
                {"CODEX_HOME", (t / "codex-home").string()}};
  const fs::path home = store::home_dir();
  EXPECT_EQ(global_lobe(find_preset("claude-code"), home), t / "claude-config");
  EXPECT_EQ(global_lobe(find_preset("gemini-cli"), home), t / "gemini-root/.gemini");
  EXPECT_EQ(global_lobe(find_preset("gemini"), home), t / "gemini-root/.gemini");
  EXPECT_EQ(global_lobe(find_preset("github-copilot"), home), t / "copilot-home");
  EXPECT_EQ(global_lobe(find_preset("mistral-vibe"), home), t / "vibe");
  // CODEX_HOME moves only where Codex looks installed: its skills stay in ~/.agents.
  EXPECT_EQ(global_lobe(find_preset("codex"), home), home / ".agents");
  EXPECT_TRUE(looks_installed(find_preset("codex"), home));
  EXPECT_FALSE(looks_installed(find_preset("claude-code"), home));  // the variable's folder, absent
  // An empty variable is unset.
  ScopedEnv empty{{"COPILOT_HOME", ""}};
  EXPECT_EQ(global_lobe(find_preset("github-copilot"), home), home / ".copilot");
}

// spec: HARN-5
TEST(LobePresets, UnderMindDetectHomeEveryAgentLivesInsideIt) {
  TempDir t;
  ScopedEnv env{{"MIND_DETECT_HOME", (t / "detect").string()},
                {"CLAUDE_CONFIG_DIR", (t / "claude-config").string()},
                {"GEMINI_CLI_HOME", (t / "gemini-root").string()},
                {"XDG_CONFIG_HOME", (t / "xdg").string()}};
  const fs::path d = detect_home();
  EXPECT_EQ(d, t / "detect");
  EXPECT_EQ(global_lobe(find_preset("claude-code"), d), t / "detect/.claude");
  EXPECT_EQ(global_lobe(find_preset("gemini-cli"), d), t / "detect/.gemini");
  EXPECT_EQ(global_lobe(find_preset("opencode"), d), t / "detect/.config/opencode");
}

}  // namespace
}  // namespace mind::install

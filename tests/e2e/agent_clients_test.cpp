// End-to-end, decided by the real clients (design decision 15): Gemini CLI,
// Codex CLI and OpenCode, run offline by tests/tools/gemini-loads,
// codex-loads, opencode-loads and copilot-loads, list
// exactly the skills mind linked for them, globally and for a project. Runs
// where node and npm are installed; skipped, saying so, where they are not.
// The clients are fetched before, once (tests/tools/fetch-clients, the ctest
// fixture `agent_clients`): a test never fetches (MIND_CLIENTS_NO_FETCH), and
// fails, saying how to fetch it, when its client is not there.

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <memory>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;

bool on_path(const char* program) {
  for (const char* dir : {"/usr/bin", "/bin", "/usr/local/bin"}) {
    if (fs::exists(fs::path(dir) / program)) return true;
  }
  return false;
}

// Runs tests/tools/<tool> HOME [PROJECT] and returns its stdout (exit status checked);
// `env`: `NAME=value` assignments the tool passes on to the client.
std::string loads(const std::string& tool, const fs::path& home, const fs::path& project = {},
                  const std::string& env = {}) {
  std::string cmd = "env MIND_CLIENTS_NO_FETCH=1 " + env + " " + std::string(MIND_TEST_TOOLS) +
                    "/" + tool + " '" + home.string() + "'";
  if (!project.empty()) cmd += " '" + project.string() + "'";
  cmd += " 2>&1";
  std::unique_ptr<FILE, int (*)(FILE*)> pipe(::popen(cmd.c_str(), "r"), ::pclose);
  std::string out;
  std::array<char, 4096> buf{};
  while (pipe && std::fgets(buf.data(), buf.size(), pipe.get())) out += buf.data();
  const int status = pipe ? ::pclose(pipe.release()) : -1;
  EXPECT_EQ(status, 0) << tool << " failed:\n" << out;
  return out;
}

class AgentClients : public ::testing::Test {
 protected:
  void SetUp() override {
    if (!on_path("node") || !on_path("npm") || !on_path("unshare") || !on_path("python3")) {
      GTEST_SKIP()
          << "node, npm, unshare or python3 is not installed: the real Gemini CLI, "
             "Codex CLI, OpenCode and Copilot CLI cannot run here (apt-get install nodejs npm "
             "util-linux python3)";
    }
    source = sandbox.copy_example("starter");  // one skill: code-review
    ASSERT_EQ(sandbox.run({"meld", source.string(), "--register-only"}).exit_code, 0);
    project = sandbox / "app";
    fs::create_directories(project);
  }
  Sandbox sandbox;
  fs::path source, project;
};

// spec: HARN-4
// spec: HARN-11
TEST_F(AgentClients, GeminiCliListsTheSkillMindLinkedGloballyAndForAProject) {
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "gemini-cli"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  EXPECT_EQ(loads("gemini-loads", sandbox.home()),
            "skill code-review " + (sandbox / ".gemini/skills/code-review/SKILL.md").string() +
                "\nskills 1\ncommands 0\n");
  // A command reaches Gemini CLI as the TOML mind writes, and its own loader parses it.
  ASSERT_EQ(sandbox.run({"learn", "command:changelog"}).exit_code, 0);
  EXPECT_EQ(loads("gemini-loads", sandbox.home()),
            "skill code-review " + (sandbox / ".gemini/skills/code-review/SKILL.md").string() +
                "\nskills 1\ncommand changelog\ncommands 1\n");
  ASSERT_EQ(sandbox.run({"forget", "command:changelog"}).exit_code, 0);
  // A project only: the global lobe removed, the project's folder for Gemini CLI added.
  ASSERT_EQ(sandbox.run({"config", "lobes", "remove", (sandbox / ".gemini").string()}).exit_code,
            0);
  ASSERT_EQ(sandbox.run({"forget", "skill:code-review"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"link-project", project.string(), "--preset", "gemini-cli"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "command:changelog"}).exit_code, 0);
  EXPECT_EQ(loads("gemini-loads", sandbox.home(), project),
            "skill code-review " + (project / ".gemini/skills/code-review/SKILL.md").string() +
                "\nskills 1\ncommand changelog\ncommands 1\n");
}

// spec: HARN-4
// spec: HARN-11
TEST_F(AgentClients, CodexCliListsTheSkillMindLinkedGloballyAndForAProject) {
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "codex"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  EXPECT_EQ(loads("codex-loads", sandbox.home()),
            "skill code-review " + (sandbox / ".agents/skills/code-review/SKILL.md").string() +
                "\nskills 1\n");
  ASSERT_EQ(sandbox.run({"config", "lobes", "remove", (sandbox / ".agents").string()}).exit_code,
            0);
  ASSERT_EQ(sandbox.run({"forget", "skill:code-review"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"link-project", project.string(), "--preset", "codex"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  EXPECT_EQ(loads("codex-loads", sandbox.home(), project),
            "skill code-review " + (project / ".agents/skills/code-review/SKILL.md").string() +
                "\nskills 1\n");
}

// spec: HARN-4
// spec: HARN-11
TEST_F(AgentClients, OpenCodeListsTheSkillMindLinkedGloballyAndForAProject) {
  // OpenCode also reads ~/.claude/skills: the default lobe goes, so what it
  // lists is what mind linked for OpenCode alone.
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "opencode"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "remove", sandbox.lobe().string()}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  EXPECT_EQ(loads("opencode-loads", sandbox.home()),
            "skill code-review " +
                (sandbox / ".config/opencode/skills/code-review/SKILL.md").string() +
                "\nskills 1\ncommands 0\nagents 0\n");
  // A command reaches OpenCode as the same markdown (~/.config/opencode/commands/<n>.md).
  ASSERT_EQ(sandbox.run({"learn", "command:changelog"}).exit_code, 0);
  EXPECT_EQ(loads("opencode-loads", sandbox.home()),
            "skill code-review " +
                (sandbox / ".config/opencode/skills/code-review/SKILL.md").string() +
                "\nskills 1\ncommand changelog\ncommands 1\nagents 0\n");
  ASSERT_EQ(sandbox.run({"forget", "command:changelog"}).exit_code, 0);
  ASSERT_EQ(
      sandbox.run({"config", "lobes", "remove", (sandbox / ".config/opencode").string()}).exit_code,
      0);
  ASSERT_EQ(sandbox.run({"forget", "skill:code-review"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"link-project", project.string(), "--preset", "opencode"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "remove", sandbox.lobe().string()}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "command:changelog", "agent:test-writer"}).exit_code, 0);
  EXPECT_EQ(loads("opencode-loads", sandbox.home(), project),
            "skill code-review " + (project / ".opencode/skills/code-review/SKILL.md").string() +
                "\nskills 1\ncommand changelog\ncommands 1\nagent test-writer subagent "
                "tools=all\nagents 1\n");
}

// spec: HARN-4
TEST_F(AgentClients, OpenCodeLoadsTheAgentsMindTranslatedForIt) {
  // A Claude Code agent's `tools: Read, Grep` made OpenCode refuse its whole
  // configuration; the translated copy is what it loads, its tools the same.
  const fs::path kit = sandbox / "kit";
  mind::testing::write_file(kit / "agents/review.md",
                            "---\nname: review\ndescription: Reviews code\ntools: Read, Grep, "
                            "Glob\nmodel: sonnet\ncolor: blue\n---\nYou review code.\n");
  ASSERT_EQ(sandbox.run({"meld", kit.string(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "opencode"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "remove", sandbox.lobe().string()}).exit_code, 0);
  RunResult learn = sandbox.run({"learn", "agent:review", "agent:test-writer"});
  ASSERT_EQ(learn.exit_code, 0) << learn.err;
  EXPECT_EQ(loads("opencode-loads", sandbox.home()),
            "skills 0\ncommands 0\nagent review subagent tools=glob,grep,read\n"
            "agent test-writer subagent tools=all\nagents 2\n");
}

// spec: HARN-4
// spec: HARN-11
TEST_F(AgentClients, CopilotCliListsTheSkillMindLinkedGloballyAndForAProject) {
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "github-copilot"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  EXPECT_EQ(loads("copilot-loads", sandbox.home(), project),
            "skill code-review " + (sandbox / ".copilot/skills/code-review/SKILL.md").string() +
                "\nskills 1\n");
  ASSERT_EQ(sandbox.run({"config", "lobes", "remove", (sandbox / ".copilot").string()}).exit_code,
            0);
  ASSERT_EQ(sandbox.run({"forget", "skill:code-review"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"link-project", project.string(), "--preset", "github-copilot"}).exit_code,
            0);
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  EXPECT_EQ(loads("copilot-loads", sandbox.home(), project),
            "skill code-review " + (project / ".github/skills/code-review/SKILL.md").string() +
                "\nskills 1\n");
}

// spec: HARN-4
// spec: HARN-5
TEST_F(AgentClients, CopilotAndGeminiListTheSkillWhereTheirHomeVariablePoints) {
  // COPILOT_HOME (`copilot help environment`) and GEMINI_CLI_HOME (Gemini CLI's
  // configuration reference) move each agent's user folder; the presets follow.
  const fs::path copilot = sandbox / "alt/copilot";
  const fs::path gemini_root = sandbox / "alt/gemini";
  const std::map<std::string, std::string> env = {{"COPILOT_HOME", copilot.string()},
                                                  {"GEMINI_CLI_HOME", gemini_root.string()}};
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "github-copilot"}, env).exit_code,
            0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "gemini-cli"}, env).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "skill:code-review"}).exit_code, 0);
  EXPECT_FALSE(fs::exists(sandbox / ".copilot"));
  EXPECT_FALSE(fs::exists(sandbox / ".gemini"));
  EXPECT_EQ(
      loads("copilot-loads", sandbox.home(), project, "COPILOT_HOME='" + copilot.string() + "'"),
      "skill code-review " + (copilot / "skills/code-review/SKILL.md").string() + "\nskills 1\n");
  EXPECT_EQ(
      loads("gemini-loads", sandbox.home(), {}, "GEMINI_CLI_HOME='" + gemini_root.string() + "'"),
      "skill code-review " + (gemini_root / ".gemini/skills/code-review/SKILL.md").string() +
          "\nskills 1\ncommands 0\n");
}

}  // namespace
}  // namespace mind::e2e

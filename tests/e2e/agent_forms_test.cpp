// End-to-end: an item reaches an agent in that agent's own form (design
// decision 15). Gemini CLI reads commands as TOML: the file mind links at
// ~/.gemini/commands/<n>.toml is the one Gemini CLI's documentation shows
// ("Custom commands": the `refactor/pure.toml` example), recorded in the
// manifest, drift-checked and repaired by introspect, upgraded and removed
// with the item. Copilot CLI reads agents as ~/.copilot/agents/<n>.agent.md
// (a project's .github/agents/); OpenCode reads agents as
// ~/.config/opencode/agents/<n>.md in its own frontmatter (its "Agents" docs,
// the `review.md` example). An upgrade that fails puts the earlier translated
// copy back byte for byte, and so does the recovery after a kill.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

bool is_link(const fs::path& p) { return fs::is_symlink(fs::symlink_status(p)); }

// The documented example's instructions, as a Claude Code command (markdown,
// `description` in its frontmatter).
constexpr const char* kPureCommand =
    "---\n"
    "description: Asks the model to refactor the current context into a pure function.\n"
    "---\n"
    "\n"
    "Please analyze the code I've provided in the current context.\n"
    "Refactor it into a pure function.\n"
    "\n"
    "Your response should include:\n"
    "1. The refactored, pure function code block.\n"
    "2. A brief explanation of the key changes you made and why they contribute to purity.\n";

// Gemini CLI 0.61.0's docs/cli/custom-commands.md, "Example: A "Pure Function"
// refactoring command", `~/.gemini/commands/refactor/pure.toml`, without its
// two leading comment lines.
constexpr const char* kPureToml =
    "description = \"Asks the model to refactor the current context into a pure function.\"\n"
    "\n"
    "prompt = \"\"\"\n"
    "Please analyze the code I've provided in the current context.\n"
    "Refactor it into a pure function.\n"
    "\n"
    "Your response should include:\n"
    "1. The refactored, pure function code block.\n"
    "2. A brief explanation of the key changes you made and why they contribute to purity.\n"
    "\"\"\"\n";

json manifest_of(const Sandbox& s) {
  return json::parse(read_file(s.mind_home() / "manifest.json"));
}

json doc_of(const RunResult& r) {
  json doc = json::parse(r.out, nullptr, false);
  EXPECT_FALSE(doc.is_discarded()) << r.out << r.err;
  return doc;
}

// spec: HARN-4
// spec: HARN-2
TEST(AgentForms, GeminiCommandIsTheDocumentedTomlRecordedDriftCheckedUpgradedAndRemoved) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  repo.commit_file("commands/pure.md", kPureCommand);
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "gemini-cli"}).exit_code, 0);
  RunResult learn = sandbox.run({"learn", "command:pure"});
  ASSERT_EQ(learn.exit_code, 0) << learn.err;

  const fs::path toml = sandbox / ".gemini/commands/pure.toml";
  ASSERT_TRUE(is_link(toml));
  EXPECT_EQ(read_file(toml), kPureToml);
  EXPECT_FALSE(fs::exists(fs::symlink_status(sandbox / ".gemini/commands/pure.md")));
  EXPECT_EQ(read_file(sandbox.lobe() / "commands/pure.md"), kPureCommand);  // Claude: as it is
  const json item = manifest_of(sandbox)["items"]["command:pure"];
  EXPECT_EQ(item["forms"], json::array({"store/command/pure.gemini.toml"}));
  EXPECT_EQ(item["links"].size(), 2u);
  RunResult recall = sandbox.run({"recall", "command:pure", "--json"});
  EXPECT_NE(recall.out.find(toml.string()), std::string::npos)
      << recall.out;  // the lobes it reaches

  RunResult clean = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(doc_of(clean)["issues"].size(), 0u) << clean.out;
  // The translated copy edited behind mind's back: drift, and --fix writes it again.
  write_file(sandbox.mind_home() / "store/command/pure.gemini.toml", "prompt = \"tampered\"\n");
  RunResult drift = sandbox.run({"introspect", "--json"});
  ASSERT_EQ(doc_of(drift)["issues"].size(), 1u) << drift.out;
  EXPECT_EQ(doc_of(drift)["issues"][0]["kind"], "form-drift");
  ASSERT_EQ(sandbox.run({"introspect", "--fix"}).exit_code, 0);
  EXPECT_EQ(read_file(toml), kPureToml);

  // An upstream edit: the item drifts, and upgrade rewrites the TOML from the new markdown.
  repo.commit_file("commands/pure.md",
                   "---\ndescription: Pure functions, please.\n---\nRefactor $ARGUMENTS.\n");
  RunResult drifted = sandbox.run({"sync"});
  ASSERT_EQ(drifted.exit_code, 0) << drifted.err;
  RunResult upgrade = sandbox.run({"upgrade", "command:pure", "--yes"});
  ASSERT_EQ(upgrade.exit_code, 0) << upgrade.err;
  EXPECT_EQ(read_file(toml),
            "description = \"Pure functions, please.\"\n\nprompt = \"\"\"\nRefactor {{args}}.\n"
            "\"\"\"\n");

  // Forget removes the link and the translated copy with the item.
  ASSERT_EQ(sandbox.run({"forget", "command:pure"}).exit_code, 0);
  EXPECT_FALSE(fs::exists(fs::symlink_status(toml)));
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "store/command/pure.gemini.toml"));
}

// spec: HARN-8
TEST(AgentForms, IntrospectFixGivesAHandAddedGeminiLobeItsTranslatedCommand) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  repo.commit_file("commands/pure.md", kPureCommand);
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "command:pure"}).exit_code, 0);
  // A Gemini lobe written into config.toml by hand: no backfill ran for it.
  fs::create_directories(sandbox / ".gemini");
  write_file(sandbox.mind_home() / "config.toml",
             "lobes = [\"" + sandbox.lobe().string() + "\", { path = \"" +
                 (sandbox / ".gemini").string() + "\", kinds = [\"skill\", \"command\"] }]\n");
  RunResult found = sandbox.run({"introspect", "--json"});
  const json issues = doc_of(found)["issues"];
  ASSERT_EQ(issues.size(), 1u) << found.out;
  EXPECT_EQ(issues[0]["kind"], "missing-lobe-link");
  ASSERT_EQ(sandbox.run({"introspect", "--fix"}).exit_code, 0);
  const fs::path toml = sandbox / ".gemini/commands/pure.toml";
  ASSERT_TRUE(is_link(toml));
  EXPECT_EQ(read_file(toml), kPureToml);
  EXPECT_EQ(manifest_of(sandbox)["items"]["command:pure"]["forms"],
            json::array({"store/command/pure.gemini.toml"}));
  RunResult clean = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(doc_of(clean)["issues"].size(), 0u) << clean.out;
}

// spec: HARN-4
// spec: LIFE-41
TEST(AgentForms, TheTranslatedCommandNeverReplacesAUsersFile) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  repo.commit_file("commands/pure.md", kPureCommand);
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "gemini-cli"}).exit_code, 0);
  write_file(sandbox / ".gemini/commands/pure.toml", "prompt = \"mine\"\n");
  RunResult refused = sandbox.run({"learn", "command:pure", "--json"});
  EXPECT_EQ(refused.exit_code, 1);
  EXPECT_EQ(doc_of(refused)["error"]["kind"], "link-occupied");
  EXPECT_EQ(read_file(sandbox / ".gemini/commands/pure.toml"), "prompt = \"mine\"\n");
  RunResult forced = sandbox.run({"learn", "command:pure", "--force"});
  ASSERT_EQ(forced.exit_code, 0) << forced.err;
  EXPECT_EQ(read_file(sandbox / ".gemini/commands/pure.toml"), kPureToml);
  ASSERT_EQ(sandbox.run({"forget", "command:pure"}).exit_code, 0);
  EXPECT_EQ(read_file(sandbox / ".gemini/commands/pure.toml"), "prompt = \"mine\"\n");  // put back
}

// The shape of the agent profile in GitHub's "Custom agents configuration"
// (name, description, tools, then the prompt).
constexpr const char* kReadmeAgent =
    "---\n"
    "name: readme-creator\n"
    "description: Agent specializing in creating and improving README files\n"
    "tools: ['read', 'edit', 'search']\n"
    "---\n"
    "\n"
    "You are a documentation specialist focused on README files.\n";

// spec: HARN-3
// spec: HARN-4
TEST(AgentForms, CopilotAgentIsLinkedAsAnAgentMdFileAndRulesNeverReachIt) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  repo.commit_file("agents/readme-creator.md", kReadmeAgent);
  repo.commit_file("rules/style.md", "Write short sentences.\n");
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "github-copilot"}).exit_code, 0);
  RunResult learn = sandbox.run({"learn", "agent:readme-creator", "rule:style"});
  ASSERT_EQ(learn.exit_code, 0) << learn.err;
  const fs::path agent = sandbox / ".copilot/agents/readme-creator.agent.md";
  ASSERT_TRUE(is_link(agent));
  EXPECT_EQ(read_file(agent), kReadmeAgent);  // the same markdown, Copilot's name
  EXPECT_FALSE(fs::exists(fs::symlink_status(sandbox / ".copilot/agents/readme-creator.md")));
  EXPECT_FALSE(fs::exists(fs::symlink_status(sandbox / ".copilot/rules")));  // HARN-3
  RunResult clean = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(doc_of(clean)["issues"].size(), 0u) << clean.out;
  // An upstream edit reaches the Copilot file through upgrade.
  repo.commit_file("agents/readme-creator.md",
                   std::string(kReadmeAgent) + "Keep every README under a page.\n");
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"upgrade", "agent:readme-creator", "--yes"}).exit_code, 0);
  EXPECT_EQ(read_file(agent), std::string(kReadmeAgent) + "Keep every README under a page.\n");
}

// OpenCode's "Agents" docs (V1): `~/.config/opencode/agents/review.md`, the
// agent as OpenCode reads it; below, the same agent written the Claude Code way.
constexpr const char* kReviewPrompt =
    "\n"
    "You are in code review mode. Focus on:\n"
    "\n"
    "- Code quality and best practices\n"
    "- Potential bugs and edge cases\n"
    "- Performance implications\n"
    "- Security considerations\n"
    "\n"
    "Provide constructive feedback without making direct changes.\n";

std::string claude_review(const std::string& tools = "Read, Grep, Glob") {
  return "---\nname: review\ndescription: Reviews code for quality and best practices\ntools: " +
         tools + "\nmodel: sonnet\n---\n" + kReviewPrompt;
}

std::string opencode_review(const std::vector<std::string>& tools = {"read", "grep", "glob"}) {
  std::string out =
      "---\ndescription: \"Reviews code for quality and best practices\"\nmode: subagent\n"
      "tools:\n  \"*\": false\n";
  for (const std::string& t : tools) out += "  \"" + t + "\": true\n";
  return out + "---\n" + kReviewPrompt;
}

// spec: HARN-4
// spec: HARN-2
TEST(AgentForms, OpenCodeAgentIsTheDocumentedFileRecordedDriftCheckedUpgradedAndRemoved) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  repo.commit_file("agents/review.md", claude_review());
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "opencode"}).exit_code, 0);
  RunResult learn = sandbox.run({"learn", "agent:review"});
  ASSERT_EQ(learn.exit_code, 0) << learn.err;

  const fs::path agent = sandbox / ".config/opencode/agents/review.md";
  ASSERT_TRUE(is_link(agent));
  EXPECT_EQ(read_file(agent), opencode_review());
  EXPECT_EQ(read_file(sandbox.lobe() / "agents/review.md"), claude_review());  // Claude: as it is
  const json item = manifest_of(sandbox)["items"]["agent:review"];
  EXPECT_EQ(item["forms"], json::array({"store/agent/review.opencode.md"}));
  RunResult recall = sandbox.run({"recall", "agent:review", "--json"});
  EXPECT_NE(recall.out.find(agent.string()), std::string::npos) << recall.out;

  RunResult clean = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(doc_of(clean)["issues"].size(), 0u) << clean.out;
  write_file(sandbox.mind_home() / "store/agent/review.opencode.md", "---\ntools: Read\n---\n");
  RunResult drift = sandbox.run({"introspect", "--json"});
  ASSERT_EQ(doc_of(drift)["issues"].size(), 1u) << drift.out;
  EXPECT_EQ(doc_of(drift)["issues"][0]["kind"], "form-drift");
  ASSERT_EQ(sandbox.run({"introspect", "--fix"}).exit_code, 0);
  EXPECT_EQ(read_file(agent), opencode_review());

  // An upstream edit of the tools: upgrade writes the new map.
  repo.commit_file("agents/review.md", claude_review("Read, Bash"));
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  RunResult upgrade = sandbox.run({"upgrade", "agent:review", "--yes"});
  ASSERT_EQ(upgrade.exit_code, 0) << upgrade.err;
  EXPECT_EQ(read_file(agent), opencode_review({"read", "bash"}));

  ASSERT_EQ(sandbox.run({"forget", "agent:review"}).exit_code, 0);
  EXPECT_FALSE(fs::exists(fs::symlink_status(agent)));
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "store/agent/review.opencode.md"));
}

// spec: HARN-4
// spec: HARN-11
// spec: HARN-3
TEST(AgentForms, EachAgentsProjectFolderGetsItsKindsInItsOwnForm) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  repo.commit_file("agents/review.md", claude_review());
  repo.commit_file("commands/pure.md", kPureCommand);
  repo.commit_file("rules/style.md", "Write short sentences.\n");
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  const fs::path project = sandbox / "app";
  fs::create_directories(project);
  for (const char* preset : {"gemini-cli", "opencode", "github-copilot"}) {
    RunResult add = sandbox.run({"link-project", project.string(), "--preset", preset});
    ASSERT_EQ(add.exit_code, 0) << preset << add.err;
  }
  RunResult learn = sandbox.run({"learn", "agent:review", "command:pure", "rule:style"});
  ASSERT_EQ(learn.exit_code, 0) << learn.err;
  EXPECT_EQ(read_file(project / ".gemini/commands/pure.toml"), kPureToml);
  EXPECT_EQ(read_file(project / ".opencode/agents/review.md"), opencode_review());
  EXPECT_EQ(read_file(project / ".opencode/commands/pure.md"), kPureCommand);
  EXPECT_EQ(read_file(project / ".github/agents/review.agent.md"), claude_review());
  for (const char* absent : {".gemini/agents", ".github/commands", ".gemini/rules",
                             ".opencode/rules", ".github/rules"}) {
    EXPECT_FALSE(fs::exists(fs::symlink_status(project / absent))) << absent;  // HARN-3
  }
  const json item = manifest_of(sandbox)["items"]["agent:review"];
  EXPECT_EQ(item["forms"], json::array({"store/agent/review.opencode.md"}));
  RunResult clean = sandbox.run({"introspect", "--json"});
  EXPECT_EQ(doc_of(clean)["issues"].size(), 0u) << clean.out;
}

// spec: HARN-4
TEST(AgentForms, CursorGetsCommandsAndAgentsAsTheyAre) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  repo.commit_file("agents/review.md", claude_review());
  repo.commit_file("commands/pure.md", kPureCommand);
  repo.commit_file("rules/style.md", "Write short sentences.\n");
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "cursor"}).exit_code, 0);
  RunResult learn = sandbox.run({"learn", "agent:review", "command:pure", "rule:style"});
  ASSERT_EQ(learn.exit_code, 0) << learn.err;
  ASSERT_TRUE(is_link(sandbox / ".cursor/commands/pure.md"));
  EXPECT_EQ(read_file(sandbox / ".cursor/commands/pure.md"), kPureCommand);
  ASSERT_TRUE(is_link(sandbox / ".cursor/agents/review.md"));
  EXPECT_EQ(read_file(sandbox / ".cursor/agents/review.md"), claude_review());
  EXPECT_FALSE(fs::exists(fs::symlink_status(sandbox / ".cursor/rules")));  // HARN-3
  EXPECT_FALSE(manifest_of(sandbox)["items"]["agent:review"].contains("forms"));
}

// spec: LIFE-4
// spec: LIFE-40
TEST(AgentForms, AnUpgradeThatFailsPutsTheTranslatedCopyBackByteForByte) {
  Sandbox sandbox;
  GitRepo repo(sandbox / "upstream");
  repo.commit_file("agents/review.md", claude_review());
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"config", "lobes", "add", "--preset", "opencode"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "agent:review"}).exit_code, 0);
  const fs::path copy = sandbox.mind_home() / "store/agent/review.opencode.md";
  const std::string before = read_file(copy);
  ASSERT_EQ(before, opencode_review());
  repo.commit_file("agents/review.md", claude_review("Bash"));
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  // The failure comes after the new translation is written: the default
  // lobe's `agents/` is now a file, so linking there fails and upgrade rolls back.
  fs::remove(sandbox.lobe() / "agents/review.md");
  fs::remove_all(sandbox.lobe() / "agents");
  write_file(sandbox.lobe() / "agents", "not a folder");
  RunResult failed = sandbox.run({"upgrade", "agent:review", "--yes"});
  EXPECT_NE(failed.exit_code, 0) << failed.out;
  EXPECT_EQ(read_file(copy), before);
  EXPECT_EQ(read_file(sandbox / ".config/opencode/agents/review.md"), before);
  EXPECT_NE(read_file(sandbox.mind_home() / "store/agent/review").find("tools: Read, Grep, Glob"),
            std::string::npos);

  // Killed just after the earlier copy moved aside: the next run restores it.
  fs::remove(sandbox.lobe() / "agents");
  fs::create_directories(sandbox.lobe() / "agents");
  RunResult killed =
      sandbox.run({"upgrade", "agent:review", "--yes"}, {{"MIND_FAULT", "after-form-backup:1"}});
  ASSERT_EQ(killed.exit_code, 86) << killed.err;
  EXPECT_FALSE(fs::exists(copy));
  RunResult next = sandbox.run({"sync"});  // a run that writes recovers first; it repairs nothing
  ASSERT_EQ(next.exit_code, 0) << next.err;
  EXPECT_NE(next.err.find("restored the translated copy 'review.opencode.md' of agent"),
            std::string::npos)
      << next.err;
  EXPECT_EQ(read_file(copy), before);
}

}  // namespace
}  // namespace mind::e2e

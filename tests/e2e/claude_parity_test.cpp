// End-to-end parity with Claude Code (issue 43, the remaining differences):
// each test is a fixture of the shape a real repository has, and what mind
// offers from it is what Claude Code 2.1.334 loads from it, or `review` says
// why not.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

std::vector<std::string> offered(const Sandbox& sandbox) {
  const RunResult r = sandbox.run({"probe", "--json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  std::vector<std::string> out;
  const json doc = json::parse(r.out);
  for (const json& row : doc["items"]) {
    out.push_back(row["kind"].get<std::string>() + ":" + row["bare_name"].get<std::string>());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string skill_md(const std::string& name) {
  return "---\nname: " + name + "\ndescription: the " + name + " skill\n---\nbody of " + name +
         "\n";
}

// mrgoonie/claudekit-skills: each plugin's `skills/<x>`, `agents/<x>.md`,
// `commands/<x>.md` is a symlink to the repository's own `.claude/...`, and a
// manifest path reaches a folder of skills through one. Claude Code follows
// them all; mind installs the targets' content. A link leaving the source is
// refused, and `review` names it with a remedy.
TEST(ClaudeParity, PluginLinksInsideTheSourceAreFollowedAndOnesLeavingItRefused) {
  Sandbox sandbox;
  const fs::path src = sandbox / "kit";
  write_file(src / ".claude-plugin/marketplace.json",
             R"({"name":"kit","plugins":[{"name":"web","source":"./plugins/web"},)"
             R"({"name":"docs","source":"./plugins/docs"}]})");
  write_file(src / "plugins/web/.claude-plugin/plugin.json", R"({"name":"web"})");
  write_file(src / "plugins/docs/.claude-plugin/plugin.json",
             R"({"name":"docs","skills":["./skills/document-skills"]})");
  write_file(src / ".claude/skills/ui/SKILL.md", skill_md("ui"));
  write_file(src / ".claude/skills/ui/ref/guide.md", "guide\n");
  write_file(src / ".claude/skills/document-skills/pdf/SKILL.md", skill_md("pdf"));
  write_file(src / ".claude/agents/helper.md", "---\nname: helper\ndescription: h\n---\n");
  write_file(src / ".claude/commands/ship.md", "---\ndescription: ship it\n---\n");
  write_file(sandbox / "outside/secret/SKILL.md", skill_md("secret"));
  fs::create_directories(src / "plugins/web/skills");
  fs::create_directories(src / "plugins/web/agents");
  fs::create_directories(src / "plugins/web/commands");
  fs::create_directories(src / "plugins/docs/skills");
  fs::create_directory_symlink("../../../.claude/skills/ui", src / "plugins/web/skills/ui");
  fs::create_symlink("../../../.claude/agents/helper.md", src / "plugins/web/agents/helper.md");
  fs::create_symlink("../../../.claude/commands/ship.md", src / "plugins/web/commands/ship.md");
  fs::create_directory_symlink("../../../.claude/skills/document-skills",
                               src / "plugins/docs/skills/document-skills");
  fs::create_directory_symlink(sandbox / "outside/secret", src / "plugins/web/skills/secret");

  const RunResult review = sandbox.run({"review", src.string()});
  EXPECT_NE(review.err.find("'plugins/web/skills/secret' (its target is outside the source)"),
            std::string::npos)
      << review.err;
  EXPECT_NE(review.err.find("make each link point inside the repository"), std::string::npos);

  const RunResult meld = sandbox.run({"meld", src.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(offered(sandbox),
            (std::vector<std::string>{"agent:helper", "command:ship", "skill:pdf", "skill:ui"}))
      << meld.out << meld.err;
  EXPECT_EQ(meld.out.find("secret"), std::string::npos);
  // The installed skill is the target's content, files and all, not a link.
  const fs::path ui = sandbox.lobe() / "skills/web:ui";  // MKT-8: the entry prefix
  EXPECT_EQ(read_file(ui / "ref/guide.md"), "guide\n");
  EXPECT_EQ(read_file(ui / "SKILL.md"), skill_md("ui"));
}

// affaan-m/everything-claude-code ships `commands/ecc-guide.md` and
// `skills/ecc-guide/SKILL.md` in one plugin: Claude Code 2.1.334 lists one
// `ecc:ecc-guide`, with the command's description. KemonoNeco/Straitjacket's
// workflow `audit` (its `meta.name`) hides the skill `audit` the same way.
// mind offers what Claude Code lists, and `review` names each hidden item.
TEST(ClaudeParity, APluginItemShadowsItsNamesakesAsClaudeCodeListsThem) {
  Sandbox sandbox;
  const fs::path src = sandbox / "ecc";
  write_file(src / ".claude-plugin/plugin.json", R"({"name":"ecc"})");
  write_file(src / "commands/guide.md", "---\ndescription: the guide command\n---\nrun\n");
  write_file(src / "skills/guide/SKILL.md", skill_md("guide"));
  write_file(src / "skills/other/SKILL.md", skill_md("other"));
  write_file(src / "skills/audit/SKILL.md", skill_md("audit"));
  write_file(src / "workflows/audit.js",
             "export const meta = { name: 'audit', description: 'the audit workflow' }\n");

  const RunResult review = sandbox.run({"review", src.string()});
  EXPECT_NE(review.err.find("plugin 'ecc': 2 item(s) not offered, each shadowed by another of the "
                            "plugin's items under the same name (Claude Code lists only that one): "
                            "skill audit (by the workflow), skill guide (by the command)"),
            std::string::npos)
      << review.err;
  EXPECT_NE(review.err.find("rename one of them to offer both"), std::string::npos);

  const RunResult meld = sandbox.run({"meld", src.string(), "--register-only"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(offered(sandbox),
            (std::vector<std::string>{"command:guide", "skill:other", "workflow:audit"}));
}

// 0xfurai/claude-code-subagents `sqs-expert.md` (its frontmatter indented)
// and zebbern/claude-code-guide `agents/README.md` (the pack's documentation):
// Claude Code loads no agent from either. mind does not offer them and
// `review` says why, with the remedy; a plain agent file stays one (DSC-10).
// spec: DSC-10
TEST(ClaudeParity, AgentFilesNoClientLoadsAreNotOfferedAndReviewSaysWhy) {
  Sandbox sandbox;
  const fs::path src = sandbox / "pack";
  write_file(src / "agents/sqs-expert.md",
             "\n    ---\n    name: sqs-expert\n    description: SQS\n    ---\nYou know SQS.\n");
  write_file(src / "agents/README.md", "# Agent pack\n\nCopy these into ~/.claude/agents.\n");
  write_file(src / "agents/good.md", "---\nname: good\ndescription: a good agent\n---\nbody\n");
  write_file(src / "agents/plain.md", "You review code.\n");

  const RunResult review = sandbox.run({"review", src.string()});
  EXPECT_NE(review.err.find("2 agent file(s) not offered, as Claude Code loads no agent from them"),
            std::string::npos)
      << review.err;
  EXPECT_NE(review.err.find("'agents/sqs-expert.md' (its frontmatter is indented"),
            std::string::npos);
  EXPECT_NE(review.err.find("start the file with `---` in the first column"), std::string::npos);
  EXPECT_NE(review.err.find("'agents/README.md' (it is the folder's documentation"),
            std::string::npos);

  const RunResult meld = sandbox.run({"meld", src.string(), "--register-only"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(offered(sandbox), (std::vector<std::string>{"agent:good", "agent:plain"}));
}

// GitHub Copilot's `<n>.agent.md` is the agent `<n>` however mind finds it:
// the convention scan dropped the suffix, a `[discover]` glob and a plugin's
// manifest path kept it (`planner.agent`). One rule names all three.
// spec: DSC-33
TEST(ClaudeParity, CopilotAgentFilesAreNamedWithoutTheSuffixByEveryLayer) {
  Sandbox sandbox;
  const fs::path src = sandbox / "copilot";
  write_file(src / "mind.toml", "[discover]\nagents = { include = [\"team/*.agent.md\"] }\n");
  write_file(src / "team/planner.agent.md", "---\nname: Planner\ndescription: plans\n---\n");
  const fs::path plugin = sandbox / "plugin";
  write_file(plugin / ".claude-plugin/plugin.json",
             R"({"name":"p","agents":["./extra/reviewer.agent.md"]})");
  write_file(plugin / "extra/reviewer.agent.md", "---\nname: reviewer\ndescription: r\n---\n");

  ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"meld", plugin.string(), "--register-only"}).exit_code, 0);
  EXPECT_EQ(offered(sandbox), (std::vector<std::string>{"agent:planner", "agent:reviewer"}));
}

}  // namespace
}  // namespace mind::e2e

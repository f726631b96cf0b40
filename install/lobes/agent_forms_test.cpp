#include "install/lobes/agent_forms.hpp"

#include <gtest/gtest.h>

namespace mind::install {
namespace {

using discovery::Kind;

// spec: HARN-4
TEST(AgentForms, GeminiCommandTomlEscapesWhatTomlWouldReadOtherwise) {
  // A frontmatter-less command: no description line (Gemini CLI makes one up).
  EXPECT_EQ(gemini_command_toml("Fix $ARGUMENTS now"),
            "prompt = \"\"\"\nFix {{args}} now\n\"\"\"\n");
  // Quotes and backslashes in the description; `"""` and `\` in the body.
  EXPECT_EQ(
      gemini_command_toml("---\ndescription: say \"hi\" \\o/\n---\na \"\"\" b \\ c\n"),
      "description = \"say \\\"hi\\\" \\\\o/\"\n\nprompt = \"\"\"\na \"\"\\\" b \\\\ c\n\"\"\"\n");
  // A control character never reaches the TOML raw.
  EXPECT_EQ(gemini_command_toml(std::string("x\x01y")), "prompt = \"\"\"\nx\\u0001y\n\"\"\"\n");
  // An unclosed frontmatter block is body.
  EXPECT_EQ(gemini_command_toml("---\ndescription: d\n"),
            "prompt = \"\"\"\n---\ndescription: d\n\"\"\"\n");
}

// spec: HARN-4
TEST(AgentForms, TheFormIsTheFoldersAndTheLinkTargetFollowsIt) {
  const auto gemini = agent_form("/h/.gemini", Kind::command, "pure");
  ASSERT_TRUE(gemini);
  EXPECT_EQ(gemini->link_rel, "commands/pure.toml");
  EXPECT_EQ(gemini->translated, FormKind::gemini_command_toml);
  EXPECT_FALSE(agent_form("/h/.gemini", Kind::skill, "pure"));
  EXPECT_FALSE(agent_form("/h/.claude", Kind::command, "pure"));
  const auto copilot = agent_form("/h/.copilot", Kind::agent, "reviewer");
  ASSERT_TRUE(copilot);
  EXPECT_EQ(copilot->link_rel, "agents/reviewer.agent.md");
  EXPECT_FALSE(copilot->translated);  // the same markdown, linked as it is
  EXPECT_EQ(link_target("/m/store/command/pure", "/h/.gemini/commands/pure.toml", Kind::command),
            "/m/store/command/pure.gemini.toml");
  EXPECT_EQ(link_target("/m/store/command/pure", "/h/.claude/commands/pure.md", Kind::command),
            "/m/store/command/pure");
  EXPECT_EQ(link_target("/m/store/agent/r", "/h/.copilot/agents/r.agent.md", Kind::agent),
            "/m/store/agent/r");
  EXPECT_EQ(form_of_path("store/command/pure.gemini.toml"), FormKind::gemini_command_toml);
  EXPECT_FALSE(form_of_path("store/command/pure"));
}

// spec: HARN-4 (decision 15 at any order: a link seen in one lobe, in the form another reads)
TEST(AgentForms, ALinkPathIsTranslatedIntoTheFormEachLobeReads) {
  EXPECT_EQ(link_rel_for_lobe("/h/.gemini", Kind::command, "commands/hi.md"), "commands/hi.toml");
  EXPECT_EQ(link_rel_for_lobe("/h/.claude", Kind::command, "commands/hi.toml"), "commands/hi.md");
  EXPECT_EQ(link_rel_for_lobe("/h/.gemini", Kind::command, "commands/ns:hi.md"),
            "commands/ns:hi.toml");
  EXPECT_EQ(link_rel_for_lobe("/h/.copilot", Kind::agent, "agents/r.md"), "agents/r.agent.md");
  EXPECT_EQ(link_rel_for_lobe("/p/.github", Kind::agent, "agents/r.md"), "agents/r.agent.md");
  EXPECT_EQ(link_rel_for_lobe("/h/.claude", Kind::agent, "agents/r.agent.md"), "agents/r.md");
  EXPECT_EQ(link_rel_for_lobe("/h/opencode", Kind::agent, "agents/r.agent.md"), "agents/r.md");
  // Kinds no agent reads in a form of its own, and custom links, keep their path.
  EXPECT_EQ(link_rel_for_lobe("/h/.gemini", Kind::skill, "skills/s"), "skills/s");
  EXPECT_EQ(link_rel_for_lobe("/h/.gemini", Kind::command, "tools/hi.md"), "tools/hi.md");
  EXPECT_EQ(link_rel_for_lobe("/h/.gemini", Kind::command, "commands/sub/hi.md"),
            "commands/sub/hi.md");
  EXPECT_EQ(link_rel_for_lobe("/h/.gemini", Kind::command, "commands/hi.txt"), "commands/hi.txt");
  EXPECT_EQ(link_file_stem(Kind::agent, "r.agent.md"), "r");
  EXPECT_EQ(link_file_stem(Kind::agent, "r.md"), "r");
  EXPECT_EQ(link_file_stem(Kind::command, "c.toml"), "c");
  EXPECT_EQ(link_file_stem(Kind::command, "c.agent.md"), "c.agent");
}

}  // namespace
}  // namespace mind::install

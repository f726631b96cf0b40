#include "install/lobes/opencode_agent.hpp"

#include <gtest/gtest.h>

#include "install/lobes/agent_forms.hpp"

namespace mind::install {
namespace {

using discovery::Kind;
using Names = std::vector<std::string>;

// spec: HARN-4
TEST(OpenCodeAgent, ClaudeToolNamesMapToOpenCodesTools) {
  EXPECT_EQ(opencode_tools("Read"), Names{"read"});
  EXPECT_EQ(opencode_tools(" Bash "), Names{"bash"});
  EXPECT_EQ(opencode_tools("MultiEdit"), Names{"edit"});
  EXPECT_EQ(opencode_tools("LS"), Names{"glob"});
  EXPECT_EQ(opencode_tools("Task"), Names{"task"});
  EXPECT_EQ(opencode_tools("'search'"), (Names{"grep", "glob"}));  // GitHub's alias
  EXPECT_EQ(opencode_tools("mcp__github__create_issue"), Names{"github_create_issue"});
  EXPECT_EQ(opencode_tools("mcp__github"), Names{"github_*"});
  // Nothing OpenCode has, and a restricted Bash, grant nothing.
  EXPECT_TRUE(opencode_tools("NoSuchTool").empty());
  EXPECT_TRUE(opencode_tools("Bash(git diff:*)").empty());
  EXPECT_TRUE(opencode_tools("mcp__bad name__x").empty());
}

// OpenCode's "Agents" docs (V1, its `review.md` example under
// `~/.config/opencode/agents/`), the file OpenCode 1.18.33 loads: mind writes
// it from the same agent written the Claude Code way.
constexpr const char* kClaudeReview =
    "---\n"
    "name: review\n"
    "description: Reviews code for quality and best practices\n"
    "tools: Read, Grep, Glob\n"
    "model: sonnet\n"
    "color: blue\n"
    "---\n"
    "\n"
    "You are in code review mode. Focus on:\n"
    "\n"
    "- Code quality and best practices\n"
    "- Potential bugs and edge cases\n"
    "- Performance implications\n"
    "- Security considerations\n"
    "\n"
    "Provide constructive feedback without making direct changes.\n";

constexpr const char* kOpenCodeReview =
    "---\n"
    "description: \"Reviews code for quality and best practices\"\n"
    "mode: subagent\n"
    "color: \"#0000FF\"\n"
    "tools:\n"
    "  \"*\": false\n"
    "  \"read\": true\n"
    "  \"grep\": true\n"
    "  \"glob\": true\n"
    "---\n"
    "\n"
    "You are in code review mode. Focus on:\n"
    "\n"
    "- Code quality and best practices\n"
    "- Potential bugs and edge cases\n"
    "- Performance implications\n"
    "- Security considerations\n"
    "\n"
    "Provide constructive feedback without making direct changes.\n";

// spec: HARN-4
TEST(OpenCodeAgent, AClaudeAgentBecomesTheDocumentedOpenCodeAgentFile) {
  EXPECT_EQ(opencode_agent_md(kClaudeReview), kOpenCodeReview);
}

// spec: HARN-4
TEST(OpenCodeAgent, OnlyKeysOpenCodeChecksAreWrittenEachInItsShape) {
  // No tools key: every tool, as in Claude Code; an alias model is dropped.
  EXPECT_EQ(opencode_agent_md("---\ndescription: d\nmodel: inherit\n---\nbody\n"),
            "---\ndescription: \"d\"\nmode: subagent\n---\nbody\n");
  // A Claude model id becomes Anthropic's; a block list and a deny list.
  EXPECT_EQ(opencode_agent_md("---\nmodel: claude-sonnet-4-5\ntools:\n  - Read\n  - Bash\n"
                              "disallowedTools: [Bash]\npermissionMode: plan\n---\nb\n"),
            "---\nmode: subagent\nmodel: \"anthropic/claude-sonnet-4-5\"\ntools:\n"
            "  \"*\": false\n  \"read\": true\n  \"bash\": false\n---\nb\n");
  // A description that would end a YAML scalar early is escaped; no frontmatter is all body.
  EXPECT_EQ(opencode_agent_md("---\ndescription: say \"hi\" \\o/\ncolor: mauve\n---\nx"),
            "---\ndescription: \"say \\\"hi\\\" \\\\o/\"\nmode: subagent\n---\nx");
  EXPECT_EQ(opencode_agent_md("just a prompt\n"), "---\nmode: subagent\n---\njust a prompt\n");
  // `tools: "*"` is every tool; unknown names leave only the deny-all.
  EXPECT_EQ(opencode_agent_md("---\ntools: \"*\"\n---\n"), "---\nmode: subagent\n---\n");
  EXPECT_EQ(opencode_agent_md("---\ntools: Frobnicate\n---\n"),
            "---\nmode: subagent\ntools:\n  \"*\": false\n---\n");
}

// spec: HARN-4
TEST(OpenCodeAgent, OpenCodesFolderTranslatesAgentsAndTheLinkTargetFollows) {
  const auto form = agent_form("/h/.config/opencode", Kind::agent, "review");
  ASSERT_TRUE(form);
  EXPECT_EQ(form->link_rel, "agents/review.md");
  EXPECT_EQ(form->translated, FormKind::opencode_agent_md);
  EXPECT_FALSE(agent_form("/h/.config/opencode", Kind::command, "c"));  // the same markdown
  EXPECT_EQ(
      link_target("/m/store/agent/review", "/h/.config/opencode/agents/review.md", Kind::agent),
      "/m/store/agent/review.opencode.md");
  EXPECT_EQ(form_path("store/agent/review", FormKind::opencode_agent_md),
            "store/agent/review.opencode.md");
  EXPECT_EQ(form_of_path("store/agent/review.opencode.md"), FormKind::opencode_agent_md);
  // A project's .github/agents/ is Copilot's: the same markdown, named `.agent.md`.
  const auto github = agent_form("/p/.github", Kind::agent, "review");
  ASSERT_TRUE(github);
  EXPECT_EQ(github->link_rel, "agents/review.agent.md");
  EXPECT_FALSE(github->translated);
}

}  // namespace
}  // namespace mind::install

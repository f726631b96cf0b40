#include "discovery/refused_agent.hpp"

#include <gtest/gtest.h>

namespace mind::discovery {
namespace {

// Issue 43: 0xfurai/claude-code-subagents `sqs-expert.md` begins with a blank
// line and a frontmatter indented by four spaces; Claude Code loads no agent.
TEST(RefusedAgent, AnIndentedFrontmatterIsRefusedWithTheRemedy) {
  const std::string head = "\n    ---\n    name: sqs-expert\n    description: SQS\n    ---\nbody\n";
  const auto why = refused_agent_reason("sqs-expert", head, false);
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("frontmatter is indented"), std::string::npos);
  EXPECT_NE(why->find("start the file with `---` in the first column"), std::string::npos);
}

// zebbern/claude-code-guide `agents/README.md`: documentation, no frontmatter.
TEST(RefusedAgent, AFoldersDocumentationWithoutFrontmatterIsRefused) {
  for (const char* stem : {"README", "readme", "CHANGELOG", "License"}) {
    const auto why = refused_agent_reason(stem, "# Agent pack\n\nInstall it.\n", false);
    ASSERT_TRUE(why) << stem;
    EXPECT_NE(why->find("folder's documentation"), std::string::npos);
  }
}

TEST(RefusedAgent, EverythingElseIsOffered) {
  // Fields read: an agent, whatever its name.
  EXPECT_FALSE(refused_agent_reason("README", "---\nname: r\ndescription: d\n---\n", true));
  // DSC-10: a plain agent file without frontmatter stays an agent.
  EXPECT_FALSE(refused_agent_reason("helper", "just a prompt\n", false));
  EXPECT_FALSE(refused_agent_reason("helper", "", false));
  // A fence in the first column, even with a frontmatter the reader refused.
  EXPECT_FALSE(refused_agent_reason("helper", "---\n: bad\n---\n", false));
  // An indented `---` that is not the first text line is body text.
  EXPECT_FALSE(refused_agent_reason("helper", "prompt\n    ---\n", false));
  EXPECT_FALSE(refused_agent_reason("helper", "   ---x\n", false));
}

}  // namespace
}  // namespace mind::discovery

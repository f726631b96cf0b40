#include "review/hardcoded_paths.hpp"

#include <gtest/gtest.h>

namespace mind::review {
namespace {

using discovery::Kind;

// spec: CLI-136
TEST(HardcodedPaths, EveryHomeFormAndLayout) {
  const auto hits = find_hardcoded_paths(
      "run ~/.mind/store/tool/fmt/bin\n"
      "see $HOME/.claude/skills/lint/SKILL.md and ${HOME}/.agents/agents/rev.md\n"
      "or /home/ann/.claude/commands/go.md, /Users/bo/.mind/store/skill/jk:x\n");
  ASSERT_EQ(hits.size(), 5u);
  EXPECT_EQ(hits[0].written, "~/.mind/store/tool/fmt");
  EXPECT_TRUE(hits[0].in_store);
  EXPECT_EQ(hits[0].kind, Kind::tool);
  EXPECT_EQ(hits[0].line, 1u);
  EXPECT_EQ(hits[1].kind, Kind::skill);
  EXPECT_EQ(hits[1].name, "lint");
  EXPECT_EQ(hits[2].kind, Kind::agent);
  EXPECT_EQ(hits[2].name, "rev");  // `.md` stripped for a file kind
  EXPECT_EQ(hits[3].written, "/home/ann/.claude/commands/go.md");
  EXPECT_EQ(hits[3].line, 3u);
  EXPECT_EQ(hits[4].name, "jk:x");
}

// spec: CLI-136
TEST(HardcodedPaths, NotInstallPaths) {
  EXPECT_TRUE(find_hardcoded_paths("~/.claude/settings.json").empty());
  EXPECT_TRUE(find_hardcoded_paths("./.claude/skills/x").empty());  // project-relative
  EXPECT_TRUE(find_hardcoded_paths("/opt/.claude/skills/x").empty());
  EXPECT_TRUE(find_hardcoded_paths("x~/.claude/skills/y").empty());
  EXPECT_TRUE(find_hardcoded_paths("~/.claude/skills/").empty());
}

// Issue 49: `\"` and `` \` `` end a path written inside a string.
TEST(HardcodedPaths, AStringEscapeEndsThePath) {
  const auto hits = find_hardcoded_paths(
      "cmd = \"cat \\\"~/.claude/agents/rev.md\\\"\";\n"
      "const t = `cp \\`$HOME/.claude/skills/lint\\` x`;\n"
      "s = \"~/.mind/store/tool/fmt\\n\"\n");
  ASSERT_EQ(hits.size(), 3u);
  EXPECT_EQ(hits[0].written, "~/.claude/agents/rev.md");
  EXPECT_EQ(hits[0].name, "rev");
  EXPECT_EQ(hits[1].written, "$HOME/.claude/skills/lint");
  EXPECT_EQ(hits[2].name, "fmt");
}

}  // namespace
}  // namespace mind::review

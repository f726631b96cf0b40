#include "discovery/plugin_hooks_check.hpp"

#include <gtest/gtest.h>

#include "discovery/scan.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::discovery {
namespace {

using mind::testing::TempDir;
using mind::testing::write_file;

// What Claude Code's hooks schema accepts: an object whose `hooks` is a record.
TEST(HooksFileRefusal, OnlyAnObjectOfEventsUnderHooksLoads) {
  EXPECT_FALSE(hooks_file_refusal(R"({"hooks":{}})").has_value());
  EXPECT_FALSE(hooks_file_refusal(R"({"description":"d","hooks":{"Stop":[]}})").has_value());
  EXPECT_NE(hooks_file_refusal(R"({"hooks":[{"type":"command"}]})")->find("an array"),
            std::string::npos);
  EXPECT_NE(hooks_file_refusal(R"({"hooks":"x"})")->find("not an object"), std::string::npos);
  EXPECT_NE(hooks_file_refusal(R"({"PreToolUse":[]})")->find("no \"hooks\""), std::string::npos);
  EXPECT_TRUE(hooks_file_refusal("[]").has_value());
  EXPECT_TRUE(hooks_file_refusal("{").has_value());
}

// A plugin source whose hooks.json Claude Code refuses offers nothing, and one
// warning names the file and the reason (as an invalid plugin.json does).
TEST(HooksFileRefusal, APluginWithAnArrayOfHooksIsNotOffered) {
  TempDir src;
  write_file(src / ".claude-plugin/plugin.json", R"({"name":"kit"})");
  write_file(src / "skills/style/SKILL.md", "---\ndescription: Style\n---\n");
  write_file(src / "hooks/hooks.json", R"({"hooks":[{"type":"command","command":"x"}]})");
  const Catalog c = scan_source(src.path());
  EXPECT_TRUE(c.items.empty());
  ASSERT_EQ(c.warnings.size(), 1u);
  EXPECT_NE(c.warnings[0].find("plugin 'kit' is not offered: 'hooks/hooks.json': its \"hooks\" "
                               "is an array"),
            std::string::npos)
      << c.warnings[0];
}

TEST(HooksFileRefusal, AMarketplaceEntryWithABadHooksFileIsLeftOutAlone) {
  TempDir src;
  write_file(src / ".claude-plugin/marketplace.json",
             R"({"name":"m","plugins":[{"name":"good","source":"./good"},)"
             R"({"name":"bad","source":"./bad"}]})");
  write_file(src / "good/skills/a/SKILL.md", "---\ndescription: A\n---\n");
  write_file(src / "bad/skills/b/SKILL.md", "---\ndescription: B\n---\n");
  write_file(src / "bad/hooks/hooks.json", R"({"PreToolUse":[]})");
  const Catalog c = scan_source(src.path());
  ASSERT_EQ(c.items.size(), 1u);
  EXPECT_EQ(c.items[0].bare_name, "a");
  ASSERT_EQ(c.warnings.size(), 1u);
  EXPECT_NE(c.warnings[0].find("plugin 'bad' is not offered: 'bad/hooks/hooks.json'"),
            std::string::npos)
      << c.warnings[0];
}

}  // namespace
}  // namespace mind::discovery

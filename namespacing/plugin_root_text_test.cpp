#include "namespacing/plugin_root_text.hpp"

#include <gtest/gtest.h>

namespace mind::namespacing {
namespace {

// Issue 44: the three spellings become the root; another variable stays.
TEST(PluginRootText, EverySpellingBecomesTheRoot) {
  const std::string text =
      "a ${CLAUDE_PLUGIN_ROOT}/s.sh b \"$CLAUDE_PLUGIN_ROOT/x\" c ${PLUGIN_ROOT}/y "
      "$CLAUDE_PLUGIN_ROOTS $CLAUDE_PLUGIN_DATA";
  const auto out = substitute_plugin_root(text, "/h/.mind/store/plugin/p@1");
  ASSERT_TRUE(out);
  EXPECT_EQ(*out,
            "a /h/.mind/store/plugin/p@1/s.sh b \"/h/.mind/store/plugin/p@1/x\" c "
            "/h/.mind/store/plugin/p@1/y $CLAUDE_PLUGIN_ROOTS $CLAUDE_PLUGIN_DATA");
  EXPECT_TRUE(mentions_plugin_root(text));
}

TEST(PluginRootText, TextWithoutTheVariableIsLeftAlone) {
  EXPECT_FALSE(substitute_plugin_root("$HOME ${CLAUDE_PLUGIN_ROOTX} $", "/r"));
  EXPECT_FALSE(mentions_plugin_root("$CLAUDE_PLUGIN_ROOT_DIR and ${PLUGIN_ROOTS}"));
}

// Issue 44: review's view: each path under the variable, with its line.
TEST(PluginRootText, PathsUnderTheVariableWithTheirLines) {
  const std::string text =
      "one\nrun `${CLAUDE_PLUGIN_ROOT}/scripts/go.sh --flag`.\n"
      "see $CLAUDE_PLUGIN_ROOT/docs/x.md.\n"
      "scriptPath: \"${CLAUDE_PLUGIN_ROOT}/workflows/w.js\"\nbare ${CLAUDE_PLUGIN_ROOT} here\n";
  const std::vector<PluginRootPath> paths = plugin_root_paths(text);
  ASSERT_EQ(paths.size(), 3u);
  EXPECT_EQ(paths[0].line, 2u);
  EXPECT_EQ(paths[0].path, "scripts/go.sh");
  EXPECT_EQ(paths[1].line, 3u);
  EXPECT_EQ(paths[1].path, "docs/x.md");
  EXPECT_EQ(paths[2].line, 4u);
  EXPECT_EQ(paths[2].path, "workflows/w.js");
  EXPECT_EQ(plugin_root_paths(text, 1).size(), 1u);
}

}  // namespace
}  // namespace mind::namespacing

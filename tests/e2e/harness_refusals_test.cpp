// End-to-end: a plugin Claude Code refuses is refused by mind too, with one
// warning naming the file and the reason (issue 35, design decision 9): a
// hooks/hooks.json whose "hooks" is not an object fails Claude Code's load of
// the whole plugin, as an invalid plugin.json does.

#include <gtest/gtest.h>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;

fs::path plugin_with_hooks(const Sandbox& s, const std::string& hooks_json) {
  const fs::path src = s / "kits/hooked";
  write_file(src / ".claude-plugin/plugin.json", R"({"name":"hooked"})");
  write_file(src / "skills/style/SKILL.md", "---\ndescription: Style\n---\nbody\n");
  write_file(src / "hooks/hooks.json", hooks_json);
  return src;
}

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// spec: MKT-9 (a manifest Claude Code rejects rejects the plugin)
TEST(HarnessRefusalsE2E, APluginWhoseHooksAreAnArrayIsNotOfferedWithOneWarning) {
  Sandbox s;
  const fs::path src = plugin_with_hooks(s, R"({"hooks":[{"type":"command","command":"x"}]})");
  const RunResult meld = s.run({"meld", src.string(), "--yes"});
  EXPECT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_NE(meld.out.find("(0 items)"), std::string::npos) << meld.out;
  EXPECT_EQ(count(meld.err, "plugin 'hooked' is not offered"), 1u) << meld.err;
  EXPECT_NE(meld.err.find("hooks/hooks.json': its \"hooks\" is an array"), std::string::npos)
      << meld.err;
  EXPECT_FALSE(fs::exists(s.lobe() / "skills/style"));

  const RunResult review = s.run({"review", src.string()});
  EXPECT_NE((review.out + review.err).find("plugin 'hooked' is not offered"), std::string::npos)
      << review.out << review.err;
}

TEST(HarnessRefusalsE2E, APluginWithAnObjectOfHooksIsOffered) {
  Sandbox s;
  const fs::path src = plugin_with_hooks(s, R"({"hooks":{"Stop":[]}})");
  const RunResult meld = s.run({"meld", src.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(meld.err.find("is not offered"), std::string::npos) << meld.err;
  EXPECT_NE(meld.out.find("(1 items)"), std::string::npos) << meld.out;
  EXPECT_NE(meld.out.find("learned skill:hooked:style"), std::string::npos) << meld.out;
}

}  // namespace
}  // namespace mind::e2e

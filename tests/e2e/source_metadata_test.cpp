// End-to-end: what a source's own mind.toml says about the source itself is
// recorded at meld and refreshed at sync.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

using mind::testing::GitRepo;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

json only_source(const Sandbox& sandbox) {
  const json reg = json::parse(read_file(sandbox.mind_home() / "sources.json"));
  EXPECT_EQ(reg["sources"].size(), 1u);
  return reg["sources"][0];
}

// spec: CLI-10
// spec: DSC-94
// spec: CLI-50
TEST(SourceMetadata, DescriptionIsRecordedSanitizedAndFollowsSync) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_file("mind.toml", "[source]\ndescription = \"Team \\u001b[31mkit\"\n");
  up.commit_skill("hello");
  RunResult meld = sandbox.run({"meld", up.url(), "--register-only"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(only_source(sandbox)["description"], "Team kit");

  up.commit_file("mind.toml", "[source]\ndescription = \"Team kit, v2\"\n");
  ASSERT_EQ(sandbox.run({"sync"}).exit_code, 0);
  EXPECT_EQ(only_source(sandbox)["description"], "Team kit, v2");
}

// spec: DSC-41
TEST(SourceMetadata, DeclaredPinIsTheDefaultAndAFlagOverridesIt) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "kit");
  up.commit_file("mind.toml", "[source]\npin-tag = \"v1\"\n");
  const std::string tagged = up.commit_skill("hello");
  up.git("tag v1");
  const std::string tip = up.commit_skill("hello", "newer");

  ASSERT_EQ(sandbox.run({"meld", up.url(), "--register-only"}).exit_code, 0);
  json s = only_source(sandbox);
  EXPECT_EQ(s["pin"], json({{"kind", "tag"}, {"value", "v1"}}));
  EXPECT_EQ(s["commit"], tagged);

  Sandbox other;
  RunResult flagged = other.run({"meld", up.url(), "--pin", "branch=main", "--register-only"});
  ASSERT_EQ(flagged.exit_code, 0) << flagged.err;
  s = only_source(other);
  EXPECT_EQ(s["pin"], json({{"kind", "follow-branch"}, {"value", "main"}}));
  EXPECT_EQ(s["commit"], tip);
}

// spec: MKT-4 (the skipped-components note reaches the user at meld, on stderr)
TEST(SourceMetadata, PluginNotesArePrintedAtMeld) {
  Sandbox sandbox;
  const auto plugin = sandbox.copy_example("plugin");
  RunResult r = sandbox.run({"meld", plugin.string(), "--register-only", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("not installed"), std::string::npos) << r.err;
  EXPECT_EQ(r.out.find("not installed"), std::string::npos);
}

// spec: MKT-4
// The reference's examples/marketplace-plugin shape: a hooks/ folder holding a
// script and no hooks.json is counted in the note beside commands/, never
// dropped silently; a declared handler is still counted as a hook.
TEST(SourceMetadata, AHooksFolderWithNoHandlersIsCountedInTheSkipNote) {
  Sandbox sandbox;
  const std::filesystem::path plugin = sandbox / "acme";
  write_file(plugin / ".claude-plugin/plugin.json",
             R"({"name":"acme-tools","version":"1.0.0","description":"Acme"})");
  write_file(plugin / "skills/greet/SKILL.md", "---\ndescription: greet\n---\nhi\n");
  write_file(plugin / "agents/helper.md", "---\nname: helper\ndescription: h\n---\nhelp\n");
  write_file(plugin / "commands/hello.sh", "echo hello\n");
  write_file(plugin / "hooks/post-install.sh", "echo installed\n");
  const RunResult r = sandbox.run({"meld", plugin.string(), "--register-only"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.err.find("2 unmapped entries (commands/: 1, hooks/: 1) not installed"),
            std::string::npos)
      << r.err;
  const RunResult v = Sandbox().run({"-v", "meld", plugin.string(), "--register-only"});
  EXPECT_NE(v.err.find("hooks/post-install.sh"), std::string::npos) << v.err;
  write_file(plugin / "hooks/hooks.json",
             R"({"hooks":{"SessionStart":[{"hooks":[{"type":"command","command":"x"}]}]}})");
  const RunResult declared = Sandbox().run({"meld", plugin.string(), "--register-only"});
  EXPECT_NE(declared.err.find("1 hook"), std::string::npos) << declared.err;
  EXPECT_EQ(declared.err.find("hooks/: 1"), std::string::npos) << declared.err;
}

// spec: MKT-4
// The note names the folders that hold what was not installed, and -v each entry.
TEST(SourceMetadata, TheUnmappedNoteNamesItsFoldersAndVerboseListsEachEntry) {
  namespace fs = std::filesystem;
  Sandbox sandbox;
  const fs::path plugin = sandbox / "kit";
  write_file(plugin / ".claude-plugin/plugin.json", R"({"name":"kit"})");
  write_file(plugin / "skills/good/SKILL.md", "---\ndescription: d\n---\nbody\n");
  write_file(plugin / "skills/notes/README.md", "no SKILL.md here\n");
  write_file(plugin / "commands/deep/run.md", "---\ndescription: d\n---\nbody\n");
  write_file(plugin / "commands/deploy.txt", "not markdown\n");
  RunResult r = sandbox.run({"meld", plugin.string(), "--register-only"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  // commands/deep/run.md is the command deep:run, as Claude Code loads it (issue 43)
  EXPECT_NE(r.err.find("2 unmapped entries ("), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("skills/: 1"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("commands/: 1"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("`-v` lists them"), std::string::npos) << r.err;
  Sandbox again;
  const fs::path copy = again / "kit";
  fs::copy(plugin, copy, fs::copy_options::recursive);
  RunResult v = again.run({"-v", "meld", copy.string(), "--register-only"});
  ASSERT_EQ(v.exit_code, 0) << v.err;
  for (const char* path : {"skills/notes", "commands/deploy.txt"}) {
    EXPECT_NE(v.err.find(path), std::string::npos) << path << "\n" << v.err;
  }
}

}  // namespace
}  // namespace mind::e2e

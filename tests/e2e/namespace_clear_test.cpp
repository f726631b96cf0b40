// End-to-end: `meld --namespace ''` clears the prefix a source would give its
// items, a plugin's name included (CLI-159, MKT-5): the reference's
// examples/marketplace-plugin installs `skill:greet`, not `skill:acme-tools:greet`;
// and the plugin's version is recorded for display (MKT-6).

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::GitRepo;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

// spec: CLI-159
// spec: MKT-5
// spec: MKT-6
TEST(NamespaceClear, AnEmptyNamespaceClearsAPluginsPrefixAndTheDumpKeepsItCleared) {
  Sandbox sandbox;
  GitRepo up(sandbox / "up" / "acme-tools");
  up.commit_file(".claude-plugin/plugin.json",
                 "{\"name\": \"acme-tools\", \"version\": \"1.2.0\"}");
  up.commit_skill("greet");
  const RunResult meld = sandbox.run({"meld", up.url(), "--namespace", "", "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_NE(meld.out.find("learned skill:greet"), std::string::npos) << meld.out;
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "skills/greet/SKILL.md"));
  // MKT-6: the plugin's version is recorded for display.
  const RunResult sources = sandbox.run({"--json", "recall", "--sources"});
  const json listed = parse_one_document(sources);
  ASSERT_EQ(listed["items"].size(), 1u) << listed;
  EXPECT_EQ(listed["items"][0]["plugin_version"], "1.2.0") << listed;

  const RunResult dump = sandbox.run({"dump"});
  ASSERT_EQ(dump.exit_code, 0) << dump.err;
  EXPECT_NE(dump.out.find("namespace = \"\""), std::string::npos) << dump.out;
  Sandbox fresh;
  write_file(fresh / "team/mind.toml", dump.out);
  const RunResult again = fresh.run({"meld", (fresh / "team").string(), "--yes"});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_TRUE(fs::exists(fresh.lobe() / "skills/greet/SKILL.md")) << again.out;

  Sandbox plain;  // without the flag, the plugin's name is the prefix
  ASSERT_EQ(plain.run({"meld", up.url(), "--yes"}).exit_code, 0);
  EXPECT_TRUE(fs::exists(plain.lobe() / "skills/acme-tools:greet/SKILL.md"));
}

}  // namespace
}  // namespace mind::e2e

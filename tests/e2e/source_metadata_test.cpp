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

}  // namespace
}  // namespace mind::e2e

// End-to-end: `init-source` (INIT-3..9, HOOK-57, DSC-82) scaffolds a mind.toml
// a meld accepts, never overwrites one, and rewrites with --template.

#include <gtest/gtest.h>

#include <fstream>

#include "tests/e2e/harness.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;

void write(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

// spec: INIT-3
// spec: HOOK-57
// spec: DSC-82
TEST(InitSource, ScaffoldsAMindTomlThatMeldsAndNeverOverwritesOne) {
  Sandbox sandbox;
  const fs::path src = sandbox / "kit";
  write(src / "skills/greet/SKILL.md", "---\nname: greet\ndescription: d\n---\nhi\n");
  RunResult r = sandbox.run({"init-source", src.string(), "-N", "acme"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(r.out.find("wrote mind.toml"), std::string::npos) << r.out;
  EXPECT_NE(r.out.find("skill:greet"), std::string::npos);
  const std::string toml = read_file(src / "mind.toml");
  EXPECT_NE(toml.find("namespace = \"acme\""), std::string::npos) << toml;
  EXPECT_NE(toml.find("# [[hooks]]"), std::string::npos);
  EXPECT_NE(toml.find("event = \"uninstall\""), std::string::npos);
  EXPECT_NE(toml.find("optional = true"), std::string::npos);
  RunResult meld = sandbox.run({"--json", "meld", src.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.out << meld.err;
  EXPECT_NE(meld.out.find("skill:acme:greet"), std::string::npos) << meld.out;

  write(src / "mind.toml", "[source]\nprefix = \"old\"\n");
  ASSERT_EQ(sandbox.run({"init-source", src.string()}).exit_code, 0);
  EXPECT_EQ(read_file(src / "mind.toml"), "[source]\nprefix = \"old\"\n");  // kept
  ASSERT_EQ(sandbox.run({"init-source", src.string(), "--namespace", "new"}).exit_code, 0);
  EXPECT_EQ(read_file(src / "mind.toml"), "[source]\nnamespace = \"new\"\n");  // DSC-82
}

// spec: INIT-5
// spec: NS-54
TEST(InitSource, TemplateRewritesBareSiblingNamesInMarkdown) {
  Sandbox sandbox;
  const fs::path src = sandbox / "kit";
  write(src / "skills/plan-work/SKILL.md",
        "---\nname: plan-work\ndescription: d\n---\nthen run write-tests\n");
  write(src / "skills/write-tests/SKILL.md", "---\nname: write-tests\ndescription: d\n---\nx\n");
  RunResult report = sandbox.run({"init-source", src.string()});
  ASSERT_EQ(report.exit_code, 0) << report.err;
  EXPECT_NE(report.out.find("mentions write-tests bare"), std::string::npos) << report.out;
  RunResult r = sandbox.run({"init-source", src.string(), "--template"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(read_file(src / "skills/plan-work/SKILL.md").find("run {{ns:write-tests}}"),
            std::string::npos);
  EXPECT_NE(r.out.find("skill:plan-work -> skill:write-tests"), std::string::npos) << r.out;
}

// spec: INIT-3
// spec: DSC-74
TEST(InitSource, MarketplaceAndFlatSkillsScaffolds) {
  Sandbox sandbox;
  const fs::path src = sandbox / "flat";
  write(src / "greet/SKILL.md", "---\nname: greet\ndescription: d\n---\nhi\n");
  RunResult r = sandbox.run({"init-source", src.string(), "--flat-skills", "--marketplace"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_NE(read_file(src / "mind.toml").find("flat-skills = true"), std::string::npos);
  EXPECT_TRUE(fs::exists(src / ".claude-plugin/marketplace.json"));
  EXPECT_NE(r.out.find("skill:greet"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace mind::e2e

// End-to-end: a second source never silently takes over what another source
// installed, at a manifest key (NS-43) or at an agent's bare link (NS-41).

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;
using mind::testing::write_file;
using nlohmann::json;

class InstallConflicts : public ::testing::Test {
 protected:
  void SetUp() override {
    write_file(sandbox / "a/kit/agents/coder.md", "---\nname: coder\ndescription: A\n---\nA\n");
    write_file(sandbox / "a/kit/skills/review/SKILL.md", "---\ndescription: A\n---\nA\n");
    write_file(sandbox / "b/kit/agents/writer.md", "---\nname: coder\ndescription: B\n---\nB\n");
    write_file(sandbox / "b/kit/skills/review/SKILL.md", "---\ndescription: B\n---\nB\n");
    ASSERT_EQ(sandbox.run({"meld", (sandbox / "a/kit").string(), "--yes"}).exit_code, 0);
    ASSERT_EQ(sandbox.run({"meld", (sandbox / "b/kit").string(), "--register-only"}).exit_code, 0);
  }
  Sandbox sandbox;
};

// spec: NS-41
TEST_F(InstallConflicts, ASecondAgentWithTheSameHarnessNameIsRefused) {
  RunResult r = sandbox.run({"learn", "local/b/kit#agent:writer", "--json"});
  EXPECT_EQ(r.exit_code, 1);
  const json doc = json::parse(r.out);
  EXPECT_EQ(doc["error"]["kind"], "agent-collision");
  EXPECT_NE(doc["error"]["message"].get<std::string>().find("coder.md"), std::string::npos);
  EXPECT_EQ(read_file(sandbox.lobe() / "agents/coder.md"),
            "---\nname: coder\ndescription: A\n---\nA\n");
  EXPECT_FALSE(fs::exists(sandbox.mind_home() / "store/agent/writer"));
}

// spec: NS-43
// spec: STO-22
TEST_F(InstallConflicts, TheSameKeyFromAnotherSourceIsRefusedNotReplaced) {
  RunResult r = sandbox.run({"learn", "local/b/kit#skill:review"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_NE(r.err.find("already installed from 'local/a/kit'"), std::string::npos) << r.err;
  EXPECT_NE(r.err.find("--namespace"), std::string::npos);
  EXPECT_EQ(read_file(sandbox.lobe() / "skills/review/SKILL.md"), "---\ndescription: A\n---\nA\n");
  const json manifest = json::parse(read_file(sandbox.mind_home() / "manifest.json"));
  EXPECT_EQ(manifest["items"]["skill:review"]["source"], "local/a/kit");
}

}  // namespace
}  // namespace mind::e2e

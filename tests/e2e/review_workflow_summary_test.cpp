// End-to-end: the workflow findings of `mind review` on a plugin-sized source
// (issue 49): one `workflow-content` summary per source in text, each file
// with -v, --json or SARIF; and a `hardcoded-path` written inside a string
// ends at its escape (`\"`, `` \` ``), so it names the item it points at.

#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;
using nlohmann::json;

std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

// spec: WF-53
TEST(ReviewWorkflowSummary, OneWorkflowContentPerSourceUnlessEachIsAskedFor) {
  Sandbox sandbox;
  const fs::path src = sandbox / "src";
  for (int i = 0; i < 7; ++i) {
    const std::string n = "w" + std::to_string(i);
    write_file(src / ("workflows/" + n + ".js"),
               "export const meta = { name: '" + n + "', description: 'd' }\n");
  }
  const RunResult text = sandbox.run({"review", src.string()});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_EQ(count(text.out, "[workflow-content]"), 1u) << text.out;
  EXPECT_NE(text.out.find("7 workflows (workflows/w0.js, "), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("and 2 more"), std::string::npos) << text.out;
  EXPECT_NE(text.out.find("`mind review -v` lists each"), std::string::npos);
  EXPECT_EQ(count(sandbox.run({"-v", "review", src.string()}).out, "[workflow-content]"), 7u);
  const json doc = parse_one_document(sandbox.run({"--json", "review", src.string()}));
  std::size_t listed = 0;
  for (const json& f : doc["advisory"]) listed += f["kind"] == "workflow-content" ? 1 : 0;
  EXPECT_EQ(listed, 7u);
}

// spec: CLI-136
TEST(ReviewWorkflowSummary, AHardcodedPathInsideAStringEndsAtItsEscape) {
  Sandbox sandbox;
  const fs::path src = sandbox / "src";
  write_file(src / "skills/lint/SKILL.md", "---\nname: lint\ndescription: Lints\n---\nLint.\n");
  write_file(src / "workflows/run.js",
             "export const meta = { name: 'run', description: 'd' }\n"
             "const a = \"cat \\\"$HOME/.claude/skills/lint\\\"\";\n"
             "const b = `ls \\`~/.claude/skills/lint\\``;\n");
  const json doc = parse_one_document(sandbox.run({"--json", "review", src.string()}));
  std::vector<std::string> paths;
  for (const json& f : doc["advisory"]) {
    if (f["kind"] == "hardcoded-path") paths.push_back(f["message"].get<std::string>());
  }
  ASSERT_EQ(paths.size(), 1u) << doc.dump(2);  // one case: both name the sibling skill
  EXPECT_NE(paths[0].find("$HOME/.claude/skills/lint (line 2)"), std::string::npos) << paths[0];
  EXPECT_NE(paths[0].find("~/.claude/skills/lint (line 3)"), std::string::npos) << paths[0];
  EXPECT_EQ(paths[0].find('\\'), std::string::npos) << paths[0];
}

}  // namespace
}  // namespace mind::e2e

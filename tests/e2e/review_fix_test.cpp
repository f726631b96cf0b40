// End-to-end: `review --fix` (NS-54, WF-27) rewrites bare sibling names into
// `{{ns:NAME}}` tokens in markdown only, reports them in one --json document,
// and is its own fixed point.

#include <gtest/gtest.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::read_file;

void write(const fs::path& p, const std::string& text) {
  fs::create_directories(p.parent_path());
  std::ofstream(p, std::ios::binary) << text;
}

// spec: NS-54
// spec: WF-27
TEST(ReviewFix, RewritesMarkdownOnlyAndASecondRunChangesNothing) {
  Sandbox sandbox;
  const fs::path src = sandbox / "kit";
  write(src / "skills/plan-work/SKILL.md",
        "---\nname: plan-work\ndescription: plans\n---\nThen use write-tests for it.\n"
        "Keep `write-tests` in code as it is.\n");
  write(src / "skills/write-tests/SKILL.md",
        "---\nname: write-tests\ndescription: tests\n---\nAfter plan-work, test.\n");
  const std::string script = "// run write-tests then plan-work\nexport const x = 1;\n";
  write(src / "skills/plan-work/helper.sh", "echo write-tests\n");
  write(src / "workflows/flow.js",
        "export const meta = { name: 'flow', description: 'd' };\n" + script);

  RunResult r = sandbox.run({"--json", "review", "--fix", src.string()});
  ASSERT_EQ(r.exit_code, 0) << r.out << r.err;
  const nlohmann::json doc = nlohmann::json::parse(r.out);  // exactly one document
  EXPECT_EQ(doc["action"], "review");
  EXPECT_EQ(doc["fixed"].size(), 2u) << r.out;
  EXPECT_EQ(doc["rewrites"], 2);
  for (const auto& f : doc["fixed"]) {
    EXPECT_TRUE(f["file"].get<std::string>().ends_with(".md")) << f;
  }
  const std::string plan = read_file(src / "skills/plan-work/SKILL.md");
  EXPECT_NE(plan.find("Then use {{ns:write-tests}} for it."), std::string::npos) << plan;
  EXPECT_NE(plan.find("`write-tests`"), std::string::npos);  // code is not prose
  EXPECT_EQ(read_file(src / "skills/plan-work/helper.sh"), "echo write-tests\n");
  EXPECT_NE(read_file(src / "workflows/flow.js").find(script), std::string::npos);

  RunResult again = sandbox.run({"--json", "review", "--fix", src.string()});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  const nlohmann::json second = nlohmann::json::parse(again.out);
  EXPECT_EQ(second["rewrites"], 0);
  EXPECT_TRUE(second["fixed"].empty());
  EXPECT_EQ(read_file(src / "skills/plan-work/SKILL.md"), plan);
}

// spec: NS-54
TEST(ReviewFix, AMeldedSourceOrACloneIsNeverEdited) {
  Sandbox sandbox;
  mind::testing::GitRepo up(sandbox / "up" / "kit");
  up.commit_skill("plan-work", "use write-tests here");
  up.commit_skill("write-tests");
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--register-only"}).exit_code, 0);
  RunResult r = sandbox.run({"review", "--fix", "local/up/kit"});
  EXPECT_NE(r.exit_code, 0);
  EXPECT_NE(r.err.find("edits only a local directory"), std::string::npos) << r.err;
  const fs::path clone = sandbox.mind_home() / "sources/local/up/kit/skills/plan-work/SKILL.md";
  EXPECT_EQ(read_file(clone).find("{{ns:"), std::string::npos);
}

}  // namespace
}  // namespace mind::e2e

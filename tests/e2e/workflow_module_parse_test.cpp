// End-to-end: the harness parses a workflow whole when its quick `meta`
// reader fails, and a syntax error anywhere then hides it (issue 33,
// design.md decision 5). The real binary must say so where WF-30 and WF-31
// say a workflow will not load: review's `workflow-unloadable`, the learn
// warning, and `recall <item>`; and it must install the file regardless.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;
using nlohmann::json;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

class WorkflowModuleParse : public ::testing::Test {
 protected:
  void SetUp() override {
    // Parenthesised: the quick reader refuses it; the body has a duplicate
    // declaration, so the harness's whole-file parse fails.
    write_file(kit() / "workflows/broken.js",
               "export const meta = ({ name: 'broken', description: 'd' })\n"
               "let step = 1;\nlet step = 2;\n");
    // Same shape, a body that parses: listed.
    write_file(kit() / "workflows/parsed.js",
               "export const meta = ({ name: 'parsed', description: 'd' })\n"
               "class Run { #n = 0; static { } }\nawait agent('go');\n");
    // A plain meta: the quick reader lists it and never reads the body.
    write_file(kit() / "workflows/quick.js",
               "export const meta = { name: 'quick', description: 'd' }\nlet a; let a;\n");
  }
  fs::path kit() const { return sandbox / "src" / "kit"; }
  Sandbox sandbox;
};

// spec: WF-30
// spec: WF-5
TEST_F(WorkflowModuleParse, ReviewReportsTheBrokenBodyAsUnloadable) {
  const RunResult r = sandbox.run({"review", kit().string(), "--json"});
  const json doc = parse_one_document(r);
  std::vector<std::string> unloadable;
  for (const json& finding : doc["advisory"]) {
    if (finding["kind"] == "workflow-unloadable") unloadable.push_back(finding.dump());
  }
  ASSERT_EQ(unloadable.size(), 1U) << r.out;
  EXPECT_TRUE(contains(unloadable[0], "broken")) << unloadable[0];
  EXPECT_TRUE(contains(unloadable[0], "module-syntax-error")) << unloadable[0];
  EXPECT_TRUE(contains(unloadable[0], "already declared")) << unloadable[0];
}

// spec: WF-31
// spec: WF-60
TEST_F(WorkflowModuleParse, LearnWarnsInstallsAnywayAndRecallShowsIt) {
  ASSERT_EQ(sandbox.run({"meld", kit().string(), "--register-only"}).exit_code, 0);
  const RunResult learned = sandbox.run({"learn", "--all", "kit"});
  ASSERT_EQ(learned.exit_code, 0) << learned.err;  // WF-31: installs anyway
  EXPECT_TRUE(contains(learned.out, "learned workflow:broken")) << learned.out;
  EXPECT_TRUE(contains(learned.err, "workflow:broken: the harness will not load it"))
      << learned.err;
  EXPECT_FALSE(contains(learned.err, "workflow:parsed: the harness")) << learned.err;
  EXPECT_FALSE(contains(learned.err, "workflow:quick: the harness")) << learned.err;

  const json broken = parse_one_document(sandbox.run({"recall", "workflow:broken", "--json"}));
  EXPECT_TRUE(broken["harness_name"].is_null()) << broken;
  ASSERT_EQ(broken["workflow_findings"].size(), 1U) << broken;
  EXPECT_TRUE(contains(broken["workflow_findings"][0].get<std::string>(), "module-syntax-error"));
  const json parsed = parse_one_document(sandbox.run({"recall", "workflow:parsed", "--json"}));
  EXPECT_EQ(parsed["harness_name"], "parsed") << parsed;
  const json quick = parse_one_document(sandbox.run({"recall", "workflow:quick", "--json"}));
  EXPECT_EQ(quick["harness_name"], "quick") << quick;
}

}  // namespace
}  // namespace mind::e2e

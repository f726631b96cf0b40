// End-to-end: frontmatter read as YAML, as Claude Code reads it (issue 43):
// the vercel-labs/agent-skills shape (`description:` then indented plain
// lines), Claude Code 2.1.334's retry for Windows line endings with an
// unquoted colon, and a refused anchor, through meld, recall --json, review
// and learn, by the real binary.

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;
using nlohmann::json;

class FrontmatterYaml : public ::testing::Test {
 protected:
  void SetUp() override {
    write_file(src / "skills/plain-multi/SKILL.md",
               "---\nname: plain-multi\ndescription:\n  Use this skill when a plain scalar\n"
               "  runs over two lines.\n---\n# Plain\n");
    write_file(
        src / "skills/crlf-colon/SKILL.md",
        "---\r\nname: crlf-colon\r\ndescription: Use when: the file has CRLF\r\n---\r\nBody\r\n");
    write_file(src / "agents/folded.md",
               "---\nname: folded\ndescription: >-\n  Folded\n  agent\n---\nBody\n");
    write_file(src / "skills/anchored/SKILL.md",
               "---\ndescription: &d Anchored\nx: *d\n---\nBody\n");
    ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);
  }

  std::map<std::string, json> recalled() const { return recalled_descriptions(sandbox); }

  Sandbox sandbox;
  fs::path src = sandbox / "src/kit";
};

// spec: DSC-20
// spec: DSC-21 (a plain multi-line scalar is a description, not a missing one)
// spec: DSC-23 (CRLF with an unquoted colon, after Claude Code's retry)
TEST_F(FrontmatterYaml, RecallShowsWhatClaudeCodeReads) {
  const auto by_key = recalled();
  EXPECT_EQ(by_key.at("skill:plain-multi"),
            "Use this skill when a plain scalar runs over two lines.");
  EXPECT_EQ(by_key.at("skill:crlf-colon"), "Use when: the file has CRLF");
  EXPECT_EQ(by_key.at("agent:folded"), "Folded agent");
  EXPECT_TRUE(by_key.at("skill:anchored").is_null()) << "an anchor is refused, not expanded";
}

// spec: DSC-21 (review: only the refused frontmatter lacks a description)
TEST_F(FrontmatterYaml, ReviewReportsNoMissingDescriptionForYamlForms) {
  const RunResult r = sandbox.run({"review", src.string(), "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::vector<std::string> missing;
  const json doc = parse_one_document(r);
  for (const json& f : doc["advisory"]) {
    if (f["kind"] == "missing-description") missing.push_back(f.dump());
  }
  ASSERT_EQ(missing.size(), 1u) << ::testing::PrintToString(missing);
  EXPECT_NE(missing[0].find("anchored"), std::string::npos) << missing[0];
}

// spec: DSC-20 (the installed item keeps the description)
TEST_F(FrontmatterYaml, LearnedItemKeepsThePlainMultiLineDescription) {
  ASSERT_EQ(sandbox.run({"learn", "skill:plain-multi"}).exit_code, 0);
  const json item = parse_one_document(sandbox.run({"recall", "skill:plain-multi", "--json"}));
  EXPECT_EQ(item["description"], "Use this skill when a plain scalar runs over two lines.");
}

}  // namespace
}  // namespace mind::e2e

// End-to-end: what Claude Code 2.1.334 reads from an item's frontmatter where
// it is not plain YAML, measured with the real client on fixtures of these
// shapes (issue 43, round 4 of docs/differential.md), through meld, recall
// --json and review by the real binary:
// - a plugin agent whose `description:` is followed by `<example>` lines
//   (anthropics/claude-code's plugin-dev agents): not YAML; Claude Code's
//   plugin loader shows "Agent from <plugin> plugin" and ignores it in
//   ~/.claude/agents, so review names the line and the remedy;
// - `argument-hint: [name] [number]` (feiskyer's and davila7's commands):
//   not one list, quoted by the retry, so the description survives;
// - an agent description with `\n` escapes written as text (davila7's agents):
//   a line break in Claude Code's listing, one space in mind's (DSC-94);
// - a skill without a description: its body's first line, and review says
//   Claude Code does not offer it to the model;
// - a plugin manifest set aside by --root: review says Claude Code reads it.

#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;
using nlohmann::json;

class HarnessReadings : public ::testing::Test {
 protected:
  void SetUp() override {
    write_file(src / ".claude-plugin/plugin.json", R"({"name":"kit","version":"1.0.0"})");
    write_file(src / "agents/creator.md",
               "---\nname: creator\ndescription: Use when asked to \"create an agent\". "
               "Examples:\n\n<example>\nContext: User wants an agent\n</example>\n"
               "model: sonnet\n---\nBody\n");
    write_file(src / "agents/examples.md",
               "---\nname: examples\ndescription: \"Use for reviews. Specifically:\\\\n\\\\n"
               "<example>one</example>\"\n---\nBody\n");
    write_file(src / "commands/execute.md",
               "---\ndescription: Execute tasks from specs\n"
               "argument-hint: [feature name] [task number]\n---\n\n# Identity\n");
    write_file(src / "skills/bodied/SKILL.md",
               "---\nname: bodied\n---\n# Bodied heading\n\nText\n");
    ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);
  }

  std::map<std::string, json> recalled() const { return recalled_descriptions(sandbox); }

  std::vector<json> findings(const std::vector<std::string>& args, const std::string& kind) const {
    const json doc = parse_one_document(sandbox.run(args));
    std::vector<json> out;
    for (const json& f : doc["advisory"])
      if (f["kind"] == kind) out.push_back(f);
    return out;
  }

  Sandbox sandbox;
  fs::path src = sandbox / "src/kit";
};

// spec: DSC-20
// spec: DSC-23 (the retry quotes brackets that are not one list)
// spec: DSC-94 (an agent's `\n` is a line break, shown as a space)
TEST_F(HarnessReadings, RecallShowsTheDescriptionsClaudeCodeShows) {
  const auto by_key = recalled();  // the plugin `kit` is every item's prefix (MKT-5)
  ASSERT_EQ(by_key.count("command:kit:execute"), 1u) << ::testing::PrintToString(by_key);
  EXPECT_EQ(by_key.at("command:kit:execute"), "Execute tasks from specs");
  EXPECT_EQ(by_key.at("agent:kit:examples"),
            "Use for reviews. Specifically: <example>one</example>");
  EXPECT_EQ(by_key.at("skill:kit:bodied"), "Bodied heading");
  EXPECT_TRUE(by_key.at("agent:kit:creator").is_null()) << "Claude Code reads no keys either";
}

// spec: DSC-21 (a YAML error is named with the file's line and a remedy)
TEST_F(HarnessReadings, ReviewNamesTheUnreadableAgentWithItsLineAndWhatClaudeCodeDoes) {
  const auto unreadable = findings({"review", src.string(), "--json"}, "frontmatter-unreadable");
  ASSERT_EQ(unreadable.size(), 1u);
  EXPECT_EQ(unreadable[0]["file"], "agents/creator.md");
  EXPECT_EQ(unreadable[0]["line"], 3);  // the description's line, where libyaml stops
  const std::string message = unreadable[0]["message"];
  EXPECT_NE(message.find("ignores it in ~/.claude/agents"), std::string::npos) << message;
  EXPECT_NE(message.find("\"Agent from kit plugin\""), std::string::npos) << message;
  EXPECT_NE(message.find("quote the value"), std::string::npos) << message;
}

// spec: CLI-131 (a skill described only by its body)
TEST_F(HarnessReadings, ReviewSaysASkillWithoutADescriptionIsNotOfferedToTheModel) {
  const auto missing = findings({"review", src.string(), "--json"}, "missing-description");
  ASSERT_EQ(missing.size(), 1u);
  EXPECT_EQ(missing[0]["file"], "skills/bodied");
  EXPECT_NE(missing[0]["message"].get<std::string>().find("does not offer it to the model"),
            std::string::npos);
}

// Issue 43: a deliberate difference from Claude Code is marked in review.
TEST_F(HarnessReadings, ReviewSaysWhenARootSetsThePluginManifestAside) {
  write_file(src / "extra/skills/y/SKILL.md", "---\ndescription: y\n---\nbody\n");
  const RunResult r = sandbox.run({"review", src.string(), "--root", "extra"});
  EXPECT_NE((r.out + r.err).find("Claude Code, given this repository, reads the manifest instead"),
            std::string::npos)
      << r.out << r.err;
}

}  // namespace
}  // namespace mind::e2e

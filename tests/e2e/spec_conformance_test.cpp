// End-to-end: the Agent Skills conformance advisories of `mind review`
// (issue 49). Each fixture under tests/fixtures/agent-skills/<case>/ holds one
// skill; verdicts.tsv records what the reference validator `skills-ref` said
// of it (tests/tools/skills-ref-agreement writes it), and review must agree:
// a fixture skills-ref refuses gets the `spec-*` finding its case names
// (`name-*` -> spec-name, ...), and one it accepts gets none. Then the
// Claude-compatibility notes, the bound on repeated findings, and that
// `review --fix` and `init-source --template` never make a skill non-conformant.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/temp_dir.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;
using nlohmann::json;

fs::path fixtures() {
  return fs::path(MIND_EXAMPLES).parent_path() / "tests/fixtures/agent-skills";
}

struct Verdict {
  std::string name;
  bool pass = false;
  std::string why;  // skills-ref's first message
};

// How ctest and GoogleTest name a row (without it, the row's raw bytes).
void PrintTo(const Verdict& v, std::ostream* os) {
  *os << v.name << (v.pass ? " (pass)" : " (fail)");
}

std::vector<Verdict> verdict_table() {
  std::vector<Verdict> out;
  std::ifstream in(fixtures() / "verdicts.tsv");
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line.front() == '#') continue;
    std::istringstream fields(line);
    Verdict v;
    std::string verdict;
    std::getline(fields, v.name, '\t');
    std::getline(fields, verdict, '\t');
    std::getline(fields, v.why);
    v.pass = verdict == "pass";
    out.push_back(v);
  }
  return out;
}

// The `spec-*` tags of a review document, with their findings' messages.
std::map<std::string, std::vector<std::string>> spec_findings(const json& doc) {
  std::map<std::string, std::vector<std::string>> out;
  for (const char* severity : {"hard", "advisory"}) {
    if (!doc.contains(severity)) continue;
    for (const json& f : doc[severity]) {
      const std::string kind = f["kind"].get<std::string>();
      if (kind.starts_with("spec-")) out[kind].push_back(f["message"].get<std::string>());
    }
  }
  return out;
}

json review_json(const Sandbox& sandbox, const fs::path& dir) {
  const RunResult r = sandbox.run({"--json", "review", dir.string()});
  EXPECT_EQ(r.exit_code, 0) << r.out << r.err;
  return parse_one_document(r);
}

// The rule a failing fixture's case name says it breaks.
std::string rule_of(const std::string& case_name) {
  for (const auto& [head, tag] : std::initializer_list<std::pair<std::string, std::string>>{
           {"name-", "spec-name"},
           {"description-", "spec-description"},
           {"compatibility-", "spec-compatibility"},
           {"key-", "spec-frontmatter-key"},
           {"frontmatter-", "spec-frontmatter"}}) {
    if (case_name.starts_with(head)) return tag;
  }
  return "";
}

class SkillsRefAgreement : public ::testing::TestWithParam<Verdict> {};

// spec: CLI-130
TEST_P(SkillsRefAgreement, ReviewGivesTheReferenceVerdict) {
  const Verdict& v = GetParam();
  Sandbox sandbox;
  const fs::path src = sandbox / "src";
  fs::copy(fixtures() / v.name, src, fs::copy_options::recursive);
  const auto found = spec_findings(review_json(sandbox, src));
  if (v.pass) {
    EXPECT_TRUE(found.empty()) << v.name << ": skills-ref accepts it, review says "
                               << found.begin()->second.front();
    return;
  }
  const std::string rule = rule_of(v.name);
  ASSERT_FALSE(rule.empty()) << v.name << ": a failing case is named after its rule";
  ASSERT_TRUE(found.contains(rule)) << v.name << ": skills-ref says " << v.why;
  EXPECT_EQ(found.size(), 1u) << v.name << ": one rule per fixture";
}

std::string case_name(const ::testing::TestParamInfo<Verdict>& info) {
  std::string name;
  for (char c : info.param.name) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  return name;
}

INSTANTIATE_TEST_SUITE_P(Fixtures, SkillsRefAgreement, ::testing::ValuesIn(verdict_table()),
                         case_name);

// Every fixture has a recorded verdict, and the table covers every rule both ways.
TEST(SkillsRefAgreementTable, CoversEveryFixtureAndEveryRule) {
  const std::vector<Verdict> table = verdict_table();
  std::set<std::string> recorded, rules;
  std::size_t passes = 0;
  for (const Verdict& v : table) {
    recorded.insert(v.name);
    passes += v.pass ? 1 : 0;
    if (!v.pass) rules.insert(rule_of(v.name));
  }
  for (const fs::directory_entry& e : fs::directory_iterator(fixtures())) {
    if (e.is_directory()) EXPECT_TRUE(recorded.contains(e.path().filename().string())) << e.path();
  }
  EXPECT_EQ(rules, (std::set<std::string>{"spec-name", "spec-description", "spec-compatibility",
                                          "spec-frontmatter-key", "spec-frontmatter"}));
  EXPECT_GE(passes, 10u);
}

void skill(const fs::path& src, const std::string& folder, const std::string& frontmatter,
           const std::string& body = "Body.\n") {
  write_file(src / "skills" / folder / "SKILL.md", "---\n" + frontmatter + "---\n" + body);
}

// Claude Code 2.1.335 loads every one of these (tests/tools/claude-home-loads):
// the advisory says so, and what name it answers to.
TEST(SpecConformance, TheClaudeCompatibilityNoteSaysWhatClaudeCodeDoes) {
  Sandbox sandbox;
  const fs::path src = sandbox / "src";
  skill(src, "Upper", "name: Upper\ndescription: d\n");
  skill(src, "folder", "name: other\ndescription: d\n");
  skill(src, "nameless", "description: d\n");
  skill(src, "extra", "name: extra\ndescription: d\nversion: 1\n");
  const auto found = spec_findings(review_json(sandbox, src));
  ASSERT_EQ(found.at("spec-name").size(), 3u);
  const auto has = [&](const std::string& tag, const std::string& part) {
    for (const std::string& m : found.at(tag))
      if (m.find(part) != std::string::npos) return true;
    return false;
  };
  EXPECT_TRUE(has("spec-name", "it is not lowercase"));
  EXPECT_TRUE(has("spec-name", "Claude Code 2.1.335 loads such a skill"));
  EXPECT_TRUE(has("spec-name", "takes the folder name as an alias"));
  EXPECT_TRUE(has("spec-name", "names it after its folder"));
  EXPECT_TRUE(has("spec-name", "rename it (and its folder) to `upper`"));
  EXPECT_TRUE(has("spec-frontmatter-key", "`version`"));
}

// Output that repeats per skill is bounded per rule: five listed, the rest
// counted in one summary; -v and --json list each.
TEST(SpecConformance, RepeatedFindingsAreSummarisedUnlessVerbose) {
  Sandbox sandbox;
  const fs::path src = sandbox / "src";
  for (int i = 0; i < 8; ++i) {
    const std::string n = "s" + std::to_string(i);
    skill(src, n, "name: " + n + "\ndescription: d\nversion: 1\n");
  }
  const auto count = [](const std::string& text) {
    std::size_t n = 0;
    for (std::size_t at = text.find("[spec-frontmatter-key]"); at != std::string::npos;
         at = text.find("[spec-frontmatter-key]", at + 1))
      ++n;
    return n;
  };
  const RunResult plain = sandbox.run({"review", src.string()});
  EXPECT_EQ(count(plain.out), 6u) << plain.out;
  EXPECT_NE(plain.out.find("3 more skill(s) break this Agent Skills rule"), std::string::npos);
  EXPECT_EQ(count(sandbox.run({"-v", "review", src.string()}).out), 8u);
  EXPECT_EQ(spec_findings(review_json(sandbox, src)).at("spec-frontmatter-key").size(), 8u);
}

// `review --fix` and `init-source --template` wrap bare sibling mentions in
// tokens; a mention at the start of a skill's description would become a
// `{{...}}` the spec's YAML reader refuses, so the frontmatter is left as it is.
TEST(SpecConformance, FixAndInitSourceNeverMakeASkillNonConformant) {
  for (const std::vector<std::string> verb :
       {std::vector<std::string>{"review", "--fix"},
        std::vector<std::string>{"init-source", "--template", "-N", "acme"}}) {
    Sandbox sandbox;
    const fs::path src = sandbox / "src";
    skill(src, "release-notes",
          "name: release-notes\ndescription: code-review of the notes, then publish\n",
          "Run code-review first, then the release-notes steps.\n");
    skill(src, "code-review", "name: code-review\ndescription: Review a change\n");
    write_file(src / "mind.toml", "[source]\nnamespace = \"acme\"\n");
    ASSERT_TRUE(spec_findings(review_json(sandbox, src)).empty());
    std::vector<std::string> args = verb;
    args.push_back(src.string());
    const RunResult fixed = sandbox.run(args);
    ASSERT_EQ(fixed.exit_code, 0) << fixed.out << fixed.err;
    std::ifstream in(src / "skills/release-notes/SKILL.md");
    std::stringstream text;
    text << in.rdbuf();
    EXPECT_NE(text.str().find("Run {{ns:code-review}} first"), std::string::npos) << text.str();
    EXPECT_NE(text.str().find("description: code-review of the notes"), std::string::npos)
        << text.str();
    EXPECT_TRUE(spec_findings(review_json(sandbox, src)).empty()) << verb[0];
  }
}

}  // namespace
}  // namespace mind::e2e

#include "review/spec_rules.hpp"

#include <gtest/gtest.h>

namespace mind::review {
namespace {

std::vector<std::string_view> tags(std::string_view text, std::string_view folder) {
  std::vector<std::string_view> out;
  for (const SpecViolation& v : spec_violations(read_spec_frontmatter(text), folder))
    out.push_back(v.tag);
  return out;
}

std::string fm(std::string_view body) { return "---\n" + std::string(body) + "---\n"; }

// The rules of skills_ref/validator.py, one by one (fixtures in
// tests/fixtures/agent-skills check the same against skills-ref itself).
TEST(SpecRules, TheNameRules) {
  EXPECT_TRUE(spec_name_problems("pdf-processing").empty());
  EXPECT_TRUE(spec_name_problems("v2-3").empty());
  EXPECT_TRUE(spec_name_problems("навык").empty());  // a lowercase letter of any script
  EXPECT_TRUE(spec_name_problems(std::string(64, 'a')).empty());
  EXPECT_EQ(spec_name_problems(std::string(65, 'a')).size(), 1u);
  EXPECT_EQ(spec_name_problems("PDF").front(), "it is not lowercase");
  EXPECT_EQ(spec_name_problems("НАВЫК").front(), "it is not lowercase");
  EXPECT_EQ(spec_name_problems("-pdf").front(), "it starts or ends with a hyphen");
  EXPECT_EQ(spec_name_problems("pdf-").front(), "it starts or ends with a hyphen");
  EXPECT_EQ(spec_name_problems("pdf--x").front(), "it holds `--`");
  EXPECT_NE(spec_name_problems("pdf_x").front().find("`_`"), std::string::npos);
  EXPECT_EQ(spec_name_problems("").front(), "it is empty");
}

TEST(SpecRules, TheSuggestionKeepsTheRules) {
  EXPECT_EQ(spec_name_suggestion("My_Skill--Name-"), "my-skill-name");
  EXPECT_EQ(spec_name_suggestion("__"), "");
  for (std::string_view n : {"A b", "x..y", "-q-", "ÀB"})
    EXPECT_TRUE(spec_name_problems(spec_name_suggestion(n)).empty()) << n;
}

TEST(SpecRules, EachRuleHasItsTag) {
  EXPECT_TRUE(tags(fm("name: s\ndescription: d\n"), "s").empty());
  EXPECT_EQ(tags(fm("name: s\ndescription: d\n"), "t"), std::vector<std::string_view>{kSpecName});
  EXPECT_EQ(tags(fm("description: d\n"), "s"), std::vector<std::string_view>{kSpecName});
  EXPECT_EQ(tags(fm("name: s\n"), "s"), std::vector<std::string_view>{kSpecDescription});
  EXPECT_EQ(tags(fm("name: s\ndescription: '  '\n"), "s"),
            std::vector<std::string_view>{kSpecDescription});
  EXPECT_EQ(tags(fm("name: s\ndescription: " + std::string(1025, 'd') + "\n"), "s"),
            std::vector<std::string_view>{kSpecDescription});
  EXPECT_TRUE(tags(fm("name: s\ndescription: " + std::string(1024, 'd') + "\n"), "s").empty());
  EXPECT_EQ(
      tags(fm("name: s\ndescription: d\ncompatibility: " + std::string(501, 'c') + "\n"), "s"),
      std::vector<std::string_view>{kSpecCompatibility});
  EXPECT_TRUE(tags(fm("name: s\ndescription: d\ncompatibility:\n"), "s").empty());  // as skills-ref
  EXPECT_EQ(tags(fm("name: s\ndescription: d\ncompatibility:\n  - x\n"), "s"),
            std::vector<std::string_view>{kSpecCompatibility});
  EXPECT_EQ(tags(fm("name: s\ndescription: d\nversion: 1\nmodel: x\n"), "s"),
            std::vector<std::string_view>{kSpecKey});
  EXPECT_EQ(tags("no frontmatter\n", "s"), std::vector<std::string_view>{kSpecFrontmatter});
}

TEST(SpecRules, OneViolationPerTagWithEveryProblemAndALine) {
  const auto v =
      spec_violations(read_spec_frontmatter(fm("description: d\nname: Bad_--Name-\n")), "folder");
  ASSERT_EQ(v.size(), 1u);
  EXPECT_EQ(v[0].line, 3u);
  for (const char* part :
       {"not lowercase", "hyphen", "`--`", "`_`", "folder's name `folder`", "`bad-name`"})
    EXPECT_NE(v[0].what.find(part), std::string::npos) << part << ": " << v[0].what;
}

}  // namespace
}  // namespace mind::review

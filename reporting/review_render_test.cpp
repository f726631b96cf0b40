#include "reporting/review_render.hpp"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>
#include <set>

namespace mind::reporting {
namespace {

using nlohmann::json;

ReviewReport sample() {
  ReviewReport r;
  r.findings.push_back(
      make_finding(Severity::advisory, "workflow-content", "flow runs", "workflows/flow.js"));
  r.findings.push_back(make_finding(Severity::hard, "bad-reference", "token {{ns:x}} fails",
                                    "skills/s/SKILL.md", 5));
  r.findings.push_back(make_finding(Severity::advisory, "install-hook", "hook runs"));
  return r;
}

// spec: CLI-219
TEST(ReviewRender, JsonDocumentHasTheCli219Shape) {
  const json doc = json::parse(review_json(sample()));
  EXPECT_EQ(doc["schema"], 1);
  EXPECT_EQ(doc["action"], "review");
  EXPECT_EQ(doc["outcome"], "failed");
  ASSERT_EQ(doc["hard"].size(), 1u);
  EXPECT_EQ(doc["hard"][0]["kind"], "bad-reference");
  EXPECT_EQ(doc["hard"][0]["message"], "skills/s/SKILL.md:5: token {{ns:x}} fails");
  EXPECT_EQ(doc["hard"][0]["file"], "skills/s/SKILL.md");
  EXPECT_EQ(doc["hard"][0]["line"], 5);
  ASSERT_EQ(doc["advisory"].size(), 2u);
  EXPECT_FALSE(doc["advisory"][1].contains("file"));
  EXPECT_EQ(doc["fixed"], json::array());
}

// spec: CLI-219
TEST(ReviewRender, OutcomeIsCleanAdvisoryOrFailed) {
  ReviewReport r;
  EXPECT_EQ(review_outcome(r), "clean");
  r.findings.push_back(make_finding(Severity::advisory, "workflow-content", "m"));
  EXPECT_EQ(review_outcome(r), "advisory");
  r.findings.push_back(make_finding(Severity::hard, "bad-reference", "m"));
  EXPECT_EQ(review_outcome(r), "failed");
}

TEST(ReviewRender, TextLinesCarryTheSeverityWordTagAndLocation) {
  EXPECT_EQ(review_text(sample(), Severity::hard),
            "error [bad-reference]: skills/s/SKILL.md:5: token {{ns:x}} fails\n");
  EXPECT_EQ(review_text(sample(), Severity::advisory),
            "advisory [workflow-content]: workflows/flow.js: flow runs\n"
            "advisory [install-hook]: hook runs\n");
}

// spec: CLI-224
TEST(ReviewRender, EveryRendererPrintsTheMessageSanitizedOnce) {
  ReviewReport r;
  r.findings.push_back(make_finding(Severity::advisory, "risky-content", "a\x1b[31mred\nline"));
  EXPECT_EQ(review_text(r, Severity::advisory), "advisory [risky-content]: ared line\n");
  EXPECT_EQ(json::parse(review_json(r))["advisory"][0]["message"], "ared line");
}

TEST(ReviewRender, ClassSummaryIsOneAlignedLinePerTagInTableOrder) {
  ReviewReport r;
  EXPECT_EQ(review_class_summary(r), "");
  r.findings.push_back(make_finding(Severity::advisory, "unguarded-reference", "u"));
  r.findings.push_back(make_finding(Severity::advisory, "remote-code", "a"));
  r.findings.push_back(make_finding(Severity::advisory, "remote-code", "b"));
  r.findings.push_back(make_finding(Severity::hard, "bad-reference", "c"));
  EXPECT_EQ(review_class_summary(r),
            "findings by class:\n"
            "  remote-code          2 advisory\n"
            "  bad-reference        1 error\n"
            "  unguarded-reference  1 advisory\n");
}

TEST(ReviewRender, SarifCarriesVersionRulesAndOneLocatedResultPerFinding) {
  const json doc = json::parse(review_sarif(sample(), "1.2.3"));
  EXPECT_EQ(doc["version"], "2.1.0");
  EXPECT_TRUE(doc.contains("$schema"));
  const json& run = doc["runs"][0];
  const json& driver = run["tool"]["driver"];
  EXPECT_EQ(driver["name"], "mind");
  EXPECT_EQ(driver["version"], "1.2.3");
  std::set<std::string> rule_ids;
  for (const json& rule : driver["rules"]) {
    rule_ids.insert(rule["id"].get<std::string>());
    EXPECT_FALSE(rule["shortDescription"]["text"].get<std::string>().empty());
  }
  ASSERT_EQ(run["results"].size(), 3u);
  for (const json& result : run["results"]) {
    EXPECT_TRUE(rule_ids.contains(result["ruleId"].get<std::string>()));
    EXPECT_EQ(driver["rules"][result["ruleIndex"].get<std::size_t>()]["id"], result["ruleId"]);
    EXPECT_FALSE(result["message"]["text"].get<std::string>().empty());
    EXPECT_TRUE(result["locations"][0]["physicalLocation"]["artifactLocation"].contains("uri"));
  }
  const json& hard = run["results"][1];
  EXPECT_EQ(hard["level"], "error");
  EXPECT_EQ(hard["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
            "skills/s/SKILL.md");
  EXPECT_EQ(hard["locations"][0]["physicalLocation"]["region"]["startLine"], 5);
  EXPECT_EQ(run["results"][0]["level"], "warning");
}

TEST(ReviewRender, EveryTagHasOneRule) {
  std::set<std::string_view> seen;
  for (const TagDescription& t : review_tags()) EXPECT_TRUE(seen.insert(t.tag).second) << t.tag;
}

}  // namespace
}  // namespace mind::reporting

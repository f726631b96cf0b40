#include "discovery/workflow_checks.hpp"

#include <gtest/gtest.h>

#include <string>

namespace mind::discovery {
namespace {

using discovery::read_workflow_meta;
using discovery::unread_over_cap;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// spec: WF-60 (harness_name is null when mind read no usable one)
TEST(HarnessName, OnlyForAWorkflowTheHarnessWouldLoad) {
  EXPECT_EQ(harness_name(read_workflow_meta("export const meta = {name: 'a', description: 'd'}")),
            "a");
  EXPECT_EQ(harness_name(read_workflow_meta("export const meta = {name: 'a'}")), std::nullopt);
  EXPECT_EQ(harness_name(read_workflow_meta("const x = 1")), std::nullopt);
  EXPECT_EQ(harness_name(unread_over_cap(10, 5)), std::nullopt);
}

// spec: WF-30 (an unreadable meta is ONE finding, not also a missing name and description)
TEST(UnloadableReasons, UnreadableMetaIsOneReasonSayingWhatMindRead) {
  const auto reasons = unloadable_reasons(read_workflow_meta("export const meta = make()"), 30);
  ASSERT_EQ(reasons.size(), 1U);
  EXPECT_TRUE(contains(reasons[0], "mind read no name, description or whenToUse"));
  EXPECT_TRUE(contains(reasons[0], "not-pure-literal"));
}

// spec: WF-30 (each condition is its own finding)
TEST(UnloadableReasons, MissingNameAndMissingDescriptionAreTwo) {
  const auto reasons = unloadable_reasons(read_workflow_meta("export const meta = {}"), 22);
  ASSERT_EQ(reasons.size(), 2U);
  EXPECT_TRUE(contains(reasons[0], "no name"));
  EXPECT_TRUE(contains(reasons[1], "meta.description"));
}

// spec: WF-58 (an invisible character makes the name unusable, reported as its own reason)
TEST(UnloadableReasons, InvisibleCharacterInNameIsItsOwnReason) {
  const auto meta =
      read_workflow_meta("export const meta = {name: 'revi\u200bew', description: 'd'}");
  const auto reasons = unloadable_reasons(meta, 50);
  ASSERT_EQ(reasons.size(), 1U);
  EXPECT_TRUE(contains(reasons[0], "invisible"));
  EXPECT_EQ(divergence_message(meta, "review", "review"), std::nullopt);
}

// spec: WF-7 (the size overage is reported, not enforced)
TEST(UnloadableReasons, OverTheHarnessSizeCapIsAReasonOfItsOwn) {
  const auto meta = read_workflow_meta("export const meta = {name: 'a', description: 'd'}");
  EXPECT_TRUE(unloadable_reasons(meta, kHarnessWorkflowSizeCap).empty());
  const auto reasons = unloadable_reasons(meta, kHarnessWorkflowSizeCap + 1);
  ASSERT_EQ(reasons.size(), 1U);
  EXPECT_TRUE(contains(reasons[0], "524288"));
}

// spec: WF-56 (unread is mind's cap, never a WF-30 reason; the overage survives beside it)
TEST(UnreadMessage, NamesTheCapAndTheFlagAndNoWf30Reason) {
  const auto small = unread_over_cap(2000, 1024);
  EXPECT_TRUE(unloadable_reasons(small, 2000).empty());
  const auto message = unread_message(small, 2000, 1024);
  ASSERT_TRUE(message);
  EXPECT_TRUE(contains(*message, "1024"));
  EXPECT_TRUE(contains(*message, "--max-metadata-size"));

  const auto big = unread_over_cap(kHarnessWorkflowSizeCap + 10, 1024);
  const auto reasons = unloadable_reasons(big, kHarnessWorkflowSizeCap + 10);
  ASSERT_EQ(reasons.size(), 1U);
  EXPECT_TRUE(contains(reasons[0], "524288"));
  EXPECT_EQ(unread_message(read_workflow_meta("x"), 1, 1024), std::nullopt);
}

// spec: WF-24 (the remedy is the BARE name's token)
TEST(Divergence, WarnsWithTheBareNameToken) {
  const auto meta = read_workflow_meta("export const meta = {name: 'review', description: 'd'}");
  EXPECT_EQ(divergence_message(meta, "review", "review"), std::nullopt);
  const auto message = divergence_message(meta, "jk:review", "review");
  ASSERT_TRUE(message);
  EXPECT_TRUE(contains(*message, "'review', not 'jk:review'"));
  EXPECT_TRUE(contains(*message, "{{ns:review}}"));
}

// spec: WF-24 (an unloadable workflow does not also diverge)
TEST(Divergence, UnloadableWorkflowDoesNotDiverge) {
  const auto meta = read_workflow_meta("export const meta = {name: 'other'}");
  EXPECT_EQ(divergence_message(meta, "mine", "mine"), std::nullopt);
  const auto messages = workflow_messages({meta, "mine", "mine", 40, 1024});
  ASSERT_EQ(messages.size(), 1U);
}

// spec: WF-59 (one shared name is ONE report with a bounded claimant list and a count)
TEST(Collisions, OneReportPerSharedNameBoundedInSize) {
  std::vector<HarnessClaim> claims;
  for (int i = 0; i < 2000; ++i) claims.push_back({"x", "workflow:w" + std::to_string(i), true});
  claims.push_back({"solo", "workflow:solo", true});
  const auto reports = harness_name_collisions(claims);
  ASSERT_EQ(reports.size(), 1U);
  EXPECT_EQ(reports[0].named.size(), kMaxNamedClaimants);
  EXPECT_EQ(reports[0].unnamed, 2000 - kMaxNamedClaimants);
  EXPECT_LT(reports[0].message.size(), 400U);
  EXPECT_TRUE(contains(reports[0].message, "1995 more"));
}

// spec: WF-29 (two installed workflows with one harness name, whatever their sources)
TEST(Collisions, OnlyNamesWithASubjectAreReported) {
  const auto reports = harness_name_collisions({{"a", "workflow:one", false},
                                                {"a", "workflow:two", false},
                                                {"b", "workflow:three", true},
                                                {"b", "workflow:four", false}});
  ASSERT_EQ(reports.size(), 1U);
  EXPECT_EQ(reports[0].harness_name, "b");
  EXPECT_EQ(reports[0].named.front(), "workflow:three");
}

// spec: WF-61 (an unmanaged workflow claims its name but is never the subject)
TEST(Collisions, UnmanagedClaimantIsListedButNeverStartsAReport) {
  EXPECT_TRUE(harness_name_collisions(
                  {{"a", "workflow:x (unmanaged)", false}, {"a", "workflow:y (unmanaged)", false}})
                  .empty());
  const auto reports = harness_name_collisions(
      {{"a", "workflow:x (unmanaged)", false}, {"a", "workflow:mine", true}});
  ASSERT_EQ(reports.size(), 1U);
  EXPECT_EQ(reports[0].named,
            (std::vector<std::string>{"workflow:mine", "workflow:x (unmanaged)"}));
}

// spec: WF-59 (named claimants in the given order, the rest counted)
TEST(CollisionReport, NamesWhatItIsGivenAndCountsTheRest) {
  const NameCollision report = collision_report("x", {"workflow:b", "workflow:a"}, 7);
  EXPECT_EQ(report.named, (std::vector<std::string>{"workflow:b", "workflow:a"}));
  EXPECT_EQ(report.unnamed, 5U);
  EXPECT_EQ(report.message,
            "7 workflows answer to the harness name 'x': workflow:b, workflow:a and 5 more; the "
            "harness keeps only one of them");
}

}  // namespace
}  // namespace mind::discovery

#include "install/workflow_harness.hpp"

#include <gtest/gtest.h>

#include <string>

#include "tests/support/temp_dir.hpp"

namespace mind::install {
namespace {

using mind::testing::TempDir;
using mind::testing::write_file;

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

std::string workflow(const std::string& name, const std::string& description = "d") {
  return "export const meta = {name: '" + name + "', description: '" + description + "'}\n";
}

// A host with a store, a manifest built in memory, and one lobe.
class Host : public ::testing::Test {
 protected:
  void install(const std::string& effective, const std::string& bare, const std::string& body) {
    store::InstalledItem item;
    item.kind = discovery::Kind::workflow;
    item.name = effective;
    item.bare_name = bare;
    item.source = "src";
    item.store = "store/workflow/" + effective;
    item.links = {(lobe.path / "workflows" / (effective + ".js")).string()};
    write_file(paths.root / item.store, body);
    manifest.items.emplace(item.key(), item);
  }
  void hand_made(const std::string& stem, const std::string& body) {
    write_file(lobe.path / "workflows" / (stem + ".js"), body);
  }
  HarnessCensus census() const { return take_census(paths, {lobe}, manifest, 0); }

  TempDir dir;
  store::MindPaths paths{dir / ".mind"};
  install::Lobe lobe{dir / ".claude", std::nullopt};
  store::Manifest manifest;
};

// spec: WF-61 (an unmanaged lobe workflow claims its name, listed as `(unmanaged)`)
TEST_F(Host, CensusHoldsInstalledAndUnmanagedClaims) {
  install("a", "a", workflow("shared"));
  hand_made("x", workflow("shared"));
  const HarnessCensus c = census();
  ASSERT_EQ(c.claims.size(), 2U);
  EXPECT_EQ(c.claims[0].claimant, "workflow:a");
  EXPECT_EQ(c.claims[1].claimant, "workflow:x (unmanaged)");
  EXPECT_EQ(c.reads.size(), 1U);
}

// spec: WF-24 (the installed copy is read; the remedy names the BARE name's token)
TEST_F(Host, ItemViewReportsDivergenceFromTheInstalledCopy) {
  install("jk:review", "review", workflow("review"));
  const HarnessView view = harness_view(census(), manifest.items.at("workflow:jk:review"), 0, true);
  EXPECT_EQ(view.harness_name, "review");
  ASSERT_EQ(view.findings.size(), 1U);
  EXPECT_TRUE(contains(view.findings[0], "{{ns:review}}"));
}

// spec: WF-24 (absent from the recall listing)
TEST_F(Host, ListingViewLeavesTheDivergenceOut) {
  install("jk:review", "review", workflow("review"));
  const HarnessView view =
      harness_view(census(), manifest.items.at("workflow:jk:review"), 0, false);
  EXPECT_EQ(view.harness_name, "review");
  EXPECT_TRUE(view.findings.empty());
}

// spec: WF-30 (an installed copy mind cannot read is one finding and no harness name)
TEST_F(Host, AMissingStoreCopyIsOneUnloadableReason) {
  install("gone", "gone", workflow("gone"));
  std::filesystem::remove(paths.root / "store/workflow/gone");
  const HarnessView view = harness_view(census(), manifest.items.at("workflow:gone"), 0, true);
  EXPECT_EQ(view.harness_name, std::nullopt);
  ASSERT_EQ(view.findings.size(), 1U);
  EXPECT_TRUE(contains(view.findings[0], "installed copy"));
}

// spec: WF-62 (when_to_use only when declared)
TEST_F(Host, WhenToUseComesFromTheInstalledCopyOnlyWhenDeclared) {
  install("w", "w", "export const meta = {name: 'w', description: 'd', whenToUse: 'now'}\n");
  install("v", "v", workflow("v"));
  const HarnessCensus c = census();
  EXPECT_EQ(harness_view(c, manifest.items.at("workflow:w"), 0, true).when_to_use, "now");
  EXPECT_EQ(harness_view(c, manifest.items.at("workflow:v"), 0, true).when_to_use, std::nullopt);
}

// spec: WF-56 (the unread message names the effective cap)
TEST_F(Host, OverTheCapIsUnreadNamingTheCap) {
  install("big", "big", workflow("big") + std::string(2000, ' '));
  const HarnessCensus c = take_census(paths, {lobe}, manifest, 1000);
  const HarnessView view = harness_view(c, manifest.items.at("workflow:big"), 1000, true);
  EXPECT_EQ(view.harness_name, std::nullopt);
  ASSERT_EQ(view.findings.size(), 1U);
  EXPECT_TRUE(contains(view.findings[0], "1000 bytes"));
  EXPECT_TRUE(contains(view.findings[0], "--max-metadata-size"));
}

// spec: WF-29
// spec: WF-59 (one report per shared name, whatever the claimant count)
TEST_F(Host, TouchedWarningsGiveOneCollisionReportPerSharedName) {
  std::vector<std::string> touched;
  for (int i = 0; i < 50; ++i) {
    const std::string name = "w" + std::to_string(i);
    install(name, name, workflow("same"));
    touched.push_back("workflow:" + name);
  }
  install("lone", "lone", workflow("lone"));
  const auto warnings = touched_workflow_warnings(paths, {lobe}, manifest, touched, 0);
  // Each touched one diverges (WF-24: stem != meta.name): ONE bounded report
  // for the 50 divergences (issue 15), then ONE collision line.
  ASSERT_EQ(warnings.size(), 2U);
  EXPECT_TRUE(contains(warnings.front(),
                       "50 workflows answer to a harness name other than their effective name"));
  EXPECT_TRUE(contains(warnings.front(), "and 45 more"));
  EXPECT_TRUE(contains(warnings.back(), "50 workflows answer to the harness name 'same'"));
  EXPECT_TRUE(contains(warnings.back(), "and 45 more"));
  EXPECT_LT(warnings.back().size(), 500U);
}

// spec: WF-61 (an unmanaged claimant is named, never the subject of a report)
TEST_F(Host, UnmanagedIsNamedButNeverStartsAReport) {
  install("a", "a", workflow("a"));
  hand_made("x", workflow("a"));
  hand_made("y", workflow("y"));
  hand_made("z", workflow("y"));
  const auto warnings = touched_workflow_warnings(paths, {lobe}, manifest, {"workflow:a"}, 0);
  ASSERT_EQ(warnings.size(), 1U);
  EXPECT_TRUE(contains(warnings[0], "workflow:a, workflow:x (unmanaged)"));
  EXPECT_FALSE(contains(warnings[0], "'y'"));
}

// spec: WF-59 (one item's report is the batch report with that item as its subject)
TEST_F(Host, ItemReportFromTheGroupsMatchesTheBatchReport) {
  for (int i = 0; i < 8; ++i) install("w" + std::to_string(i), "w", workflow("same"));
  hand_made("m", workflow("same"));
  install("lone", "lone", workflow("lone"));
  const HarnessCensus c = census();
  for (int i = 0; i < 8; ++i) {
    const std::string key = "workflow:w" + std::to_string(i);
    const auto one = collision_of(c, key);
    const auto batch = collisions_for(c, {key});
    ASSERT_TRUE(one.has_value());
    ASSERT_EQ(batch.size(), 1U);
    EXPECT_EQ(one->message, batch[0].message);
    EXPECT_EQ(one->named.front(), key);
    EXPECT_EQ(one->unnamed, 4U);
  }
  EXPECT_FALSE(collision_of(c, "workflow:lone").has_value());
  EXPECT_FALSE(collision_of(c, "workflow:absent").has_value());
}

// spec: WF-31 (only workflows among the touched keys are checked; others are silent)
TEST_F(Host, NoWorkflowTouchedNoWarnings) {
  install("a", "a", "garbage");
  EXPECT_TRUE(touched_workflow_warnings(paths, {lobe}, manifest, {"skill:a"}, 0).empty());
  const auto warnings = touched_workflow_warnings(paths, {lobe}, manifest, {"workflow:a"}, 0);
  ASSERT_EQ(warnings.size(), 1U);
  EXPECT_TRUE(warnings[0].starts_with("workflow:a: the harness will not load it"));
}

}  // namespace
}  // namespace mind::install

// End-to-end: what learn, upgrade and recall say about the name the harness
// will answer to (WF-24, WF-29, WF-30, WF-56, WF-59..WF-62), read from the
// installed copies by the real binary, and the recall/probe view gaps
// (CLI-75, CLI-83, CLI-155).

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <sstream>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;
using nlohmann::json;

std::string workflow(const std::string& name, const std::string& extra = "") {
  return "export const meta = {name: '" + name + "', description: 'd'" + extra +
         "}\nexport default async () => {}\n";
}

std::vector<std::string> lines_containing(const std::string& text, const std::string& part) {
  std::vector<std::string> hits;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.find(part) != std::string::npos) hits.push_back(line);
  return hits;
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// The recall --json listing's items by key, across sources.
json recall_items(const Sandbox& sandbox) {
  const RunResult r = sandbox.run({"recall", "--json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const json doc = parse_one_document(r);
  EXPECT_EQ(doc["schema"], 1);
  json by_key = json::object();
  for (const json& source : doc["items"])
    for (const json& item : source["items"]) by_key[item["key"].get<std::string>()] = item;
  return by_key;
}

class WorkflowHarness : public ::testing::Test {
 protected:
  fs::path kit() const { return sandbox / "src" / "kit"; }
  void flow(const std::string& stem, const std::string& body) const {
    write_file(kit() / "workflows" / (stem + ".js"), body);
  }
  void meld() const {
    const RunResult r = sandbox.run({"meld", kit().string(), "--register-only"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
  }
  Sandbox sandbox;
};

// spec: WF-29
// spec: WF-59
// spec: WF-31
TEST_F(WorkflowHarness, TwoThousandSharingOneNameAllInstallWithOneBoundedReport) {
  constexpr int kCount = 2000;
  for (int i = 0; i < kCount; ++i) flow("w" + std::to_string(i), workflow("same"));
  meld();
  const RunResult r = sandbox.run({"learn", "--all", "kit"});
  ASSERT_EQ(r.exit_code, 0) << r.err.substr(0, 2000);
  EXPECT_EQ(lines_containing(r.out, "learned workflow:").size(), static_cast<size_t>(kCount));
  const auto reports = lines_containing(r.err, "answer to the harness name");
  ASSERT_EQ(reports.size(), 1U);
  EXPECT_TRUE(contains(reports[0], "2000 workflows answer to the harness name 'same'"));
  EXPECT_TRUE(contains(reports[0], "and 1995 more"));
  EXPECT_LT(reports[0].size(), 600U);  // bounded: five claimants and a count
  // Each of the 2000 also diverges (WF-24: stem != meta.name): one bounded report too.
  EXPECT_LT(r.err.size(), 8192U);
}

// spec: WF-31
TEST_F(WorkflowHarness, MeldThatInstallsWarnsAsLearnDoes) {
  flow("x", "export const meta = {}\n");
  const RunResult r = sandbox.run({"meld", kit().string(), "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.err;  // installs anyway
  EXPECT_EQ(lines_containing(r.out, "learned workflow:x").size(), 1U);
  EXPECT_EQ(lines_containing(r.err, "workflow:x: the harness will not load it").size(), 2U);
}

// spec: WF-60
// spec: WF-30
TEST_F(WorkflowHarness, RecallJsonGivesNullHarnessNameAndTheUnloadableReasons) {
  flow("x", "export const meta = {}\n");
  flow("y", "export const meta = make()\n");
  meld();
  const RunResult learned = sandbox.run({"learn", "--all", "kit"});
  ASSERT_EQ(learned.exit_code, 0) << learned.err;  // WF-31: installs anyway
  // Two subjects of one defect: ONE bounded report naming both (issue 15).
  const auto report = lines_containing(learned.err, "2 workflows the harness will not load");
  ASSERT_EQ(report.size(), 1U) << learned.err;
  EXPECT_TRUE(contains(report[0], "workflow:x, workflow:y"));

  const RunResult r = sandbox.run({"recall", "workflow:x", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json item = parse_one_document(r);
  ASSERT_TRUE(item.contains("harness_name"));
  EXPECT_TRUE(item["harness_name"].is_null());
  ASSERT_EQ(item["workflow_findings"].size(), 2U) << item;
  EXPECT_TRUE(contains(item["workflow_findings"][0].get<std::string>(), "no name"));
  EXPECT_TRUE(contains(item["workflow_findings"][1].get<std::string>(), "meta.description"));
  EXPECT_FALSE(item.contains("when_to_use"));

  const json y = parse_one_document(sandbox.run({"recall", "workflow:y", "--json"}));
  EXPECT_TRUE(y["harness_name"].is_null());
  ASSERT_EQ(y["workflow_findings"].size(), 1U);  // an unreadable meta is ONE finding
  EXPECT_TRUE(contains(y["workflow_findings"][0].get<std::string>(), "not-pure-literal"));

  // The listing form carries the same fields (WF-60).
  const json listed = recall_items(sandbox)["workflow:x"];
  EXPECT_TRUE(listed["harness_name"].is_null());
  EXPECT_EQ(listed["workflow_findings"], item["workflow_findings"]);
}

// spec: WF-61
// spec: UNM-2
TEST_F(WorkflowHarness, HandMadeLobeWorkflowAppearsAndIsAnUnmanagedClaimant) {
  write_file(sandbox.lobe() / "workflows" / "x.js", workflow("shared"));
  flow("shared", workflow("shared"));
  flow("other", workflow("other"));
  meld();
  const RunResult listing = sandbox.run({"recall"});
  ASSERT_EQ(listing.exit_code, 0) << listing.err;
  EXPECT_TRUE(contains(listing.out, "workflow:x (unmanaged)")) << listing.out;

  const RunResult learned = sandbox.run({"learn", "--all", "kit"});
  ASSERT_EQ(learned.exit_code, 0) << learned.err;
  const auto reports = lines_containing(learned.err, "answer to the harness name");
  ASSERT_EQ(reports.size(), 1U) << learned.err;
  EXPECT_TRUE(contains(reports[0], "'shared': workflow:shared, workflow:x (unmanaged)"))
      << reports[0];

  const json item = parse_one_document(sandbox.run({"recall", "workflow:shared", "--json"}));
  EXPECT_EQ(item["harness_name"], "shared");
  ASSERT_EQ(item["workflow_findings"].size(), 1U) << item;
  EXPECT_EQ(item["workflow_findings"][0], reports[0].substr(reports[0].find("2 workflows")));
  const json other = parse_one_document(sandbox.run({"recall", "workflow:other", "--json"}));
  EXPECT_EQ(other["workflow_findings"], json::array());
}

// spec: WF-24
// spec: WF-60
TEST_F(WorkflowHarness, DivergenceIsWarnedAtLearnAndShownByRecallItemButNotTheListing) {
  flow("deploy", workflow("ship"));
  meld();
  const RunResult learned = sandbox.run({"learn", "workflow:deploy"});
  ASSERT_EQ(learned.exit_code, 0) << learned.err;
  const auto warned = lines_containing(learned.err, "the harness resolves it as 'ship'");
  ASSERT_EQ(warned.size(), 1U) << learned.err;
  EXPECT_TRUE(contains(warned[0], "{{ns:deploy}}"));

  const RunResult text = sandbox.run({"recall", "workflow:deploy"});
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_EQ(lines_containing(text.out, "harness name").size(), 1U) << text.out;
  const auto harness_lines = lines_containing(text.out, "the harness resolves it as 'ship'");
  ASSERT_EQ(harness_lines.size(), 1U) << text.out;
  EXPECT_TRUE(harness_lines[0].starts_with("harness ")) << harness_lines[0];

  const json item = parse_one_document(sandbox.run({"recall", "workflow:deploy", "--json"}));
  EXPECT_EQ(item["harness_name"], "ship");
  ASSERT_EQ(item["workflow_findings"].size(), 1U);
  EXPECT_TRUE(contains(item["workflow_findings"][0].get<std::string>(), "'ship'"));

  const json listed = recall_items(sandbox)["workflow:deploy"];  // WF-24: absent from the listing
  EXPECT_EQ(listed["harness_name"], "ship");
  EXPECT_EQ(listed["workflow_findings"], json::array());
}

// spec: WF-24 (once at upgrade, where a new version introduces the divergence)
// spec: WF-29 (reported at upgrade too)
TEST_F(WorkflowHarness, UpgradeWarnsAboutWhatTheNewVersionIntroduced) {
  flow("a", workflow("a"));
  flow("b", workflow("b"));
  meld();
  ASSERT_EQ(sandbox.run({"learn", "--all", "kit"}).exit_code, 0);
  flow("b", workflow("a"));
  const RunResult r = sandbox.run({"upgrade", "--no-sync", "--yes"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(lines_containing(r.err, "workflow:b: the harness resolves it as 'a'").size(), 1U)
      << r.err;
  const auto reports = lines_containing(r.err, "answer to the harness name 'a'");
  ASSERT_EQ(reports.size(), 1U) << r.err;
  EXPECT_TRUE(contains(reports[0], "workflow:b, workflow:a")) << reports[0];
}

// spec: WF-56 (the effective cap comes from the same resolution as every read)
TEST_F(WorkflowHarness, UnreadUnderALoweredCapNamesTheCapAndTheFlag) {
  flow("big", workflow("big") + std::string(3000, ' ') + "\n");
  meld();
  const std::map<std::string, std::string> env = {{"MIND_MAX_METADATA_SIZE", "1000"}};
  const RunResult learned = sandbox.run({"learn", "workflow:big"}, env);
  ASSERT_EQ(learned.exit_code, 0) << learned.err;
  const auto unread = lines_containing(learned.err, "workflow:big: mind did not read its meta");
  ASSERT_EQ(unread.size(), 1U) << learned.err;
  EXPECT_TRUE(contains(unread[0], "1000 bytes"));
  EXPECT_TRUE(contains(unread[0], "--max-metadata-size"));
  const json item = parse_one_document(
      sandbox.run({"--max-metadata-size", "1000", "recall", "workflow:big", "--json"}));
  EXPECT_TRUE(item["harness_name"].is_null());
  ASSERT_EQ(item["workflow_findings"].size(), 1U) << item;
  EXPECT_TRUE(contains(item["workflow_findings"][0].get<std::string>(), "1000 bytes"));
  // The text view says mind read nothing; it asserts nothing about the harness.
  const RunResult text = sandbox.run({"recall", "workflow:big"}, env);
  ASSERT_EQ(text.exit_code, 0) << text.err;
  EXPECT_EQ(lines_containing(text.out, "mind read no usable name").size(), 1U) << text.out;
  EXPECT_TRUE(lines_containing(text.out, "will not load").empty()) << text.out;
  // With the default cap the same installed copy reads fine.
  const json fine = parse_one_document(sandbox.run({"recall", "workflow:big", "--json"}));
  EXPECT_EQ(fine["harness_name"], "big");
}

// spec: WF-7 (the overage is reported, not enforced: WF-32)
// spec: WF-32
// spec: CLI-217 (under --json the warning is on stderr; stdout is the one document)
TEST_F(WorkflowHarness, OverTheHarnessSizeLimitIsReportedAndInstalled) {
  flow("huge", workflow("huge") + "// " + std::string(530000, 'x') + "\n");
  meld();
  const RunResult r = sandbox.run({"learn", "workflow:huge", "--json"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_EQ(parse_one_document(r)["outcome"], "installed");
  const auto over = lines_containing(r.err, "over the harness's 524288-byte limit");
  ASSERT_EQ(over.size(), 1U) << r.err;
  EXPECT_TRUE(contains(over[0], "workflow:huge: the harness will not load it"));
  EXPECT_TRUE(fs::exists(sandbox.lobe() / "workflows" / "huge.js"));
  const json item = parse_one_document(sandbox.run({"recall", "workflow:huge", "--json"}));
  EXPECT_EQ(item["harness_name"], "huge");  // mind read a name; the size is the reason
  ASSERT_EQ(item["workflow_findings"].size(), 1U) << item;
}

// spec: WF-62
TEST_F(WorkflowHarness, RecallJsonCarriesWhenToUseOnlyWhenDeclared) {
  flow("w", workflow("w", ", whenToUse: 'when needed'"));
  flow("v", workflow("v"));
  write_file(kit() / "rules" / "r.md", "---\ndescription: a rule\n---\nbody\n");
  meld();
  ASSERT_EQ(sandbox.run({"learn", "workflow:w"}).exit_code, 0);
  const json items = recall_items(sandbox);
  EXPECT_EQ(items["workflow:w"]["when_to_use"], "when needed");
  EXPECT_EQ(items["workflow:w"]["description"], "d");  // unchanged, never joined
  EXPECT_FALSE(items["workflow:v"].contains("when_to_use"));
  EXPECT_FALSE(items["rule:r"].contains("when_to_use"));
  EXPECT_FALSE(items["rule:r"].contains("harness_name"));
  EXPECT_FALSE(items["workflow:v"].contains("harness_name"));  // not installed: nothing loads
  const json item = parse_one_document(sandbox.run({"recall", "workflow:w", "--json"}));
  EXPECT_EQ(item["when_to_use"], "when needed");
  EXPECT_EQ(item["description"], "d");
}

// spec: CLI-73 (structural identity on every listed item)
TEST_F(WorkflowHarness, RecallJsonItemsCarryStructuralIdentity) {
  flow("w", workflow("w"));
  write_file(kit() / "rules" / "r.md", "---\ndescription: a rule\n---\nbody\n");
  meld();
  ASSERT_EQ(sandbox.run({"learn", "rule:r"}).exit_code, 0);
  const json items = recall_items(sandbox);
  for (const auto& [key, item] : items.items()) {
    EXPECT_TRUE(item["source"].get<std::string>().ends_with("/kit")) << item;
    EXPECT_EQ(item["kind"].get<std::string>() + ":" + item["effective_name"].get<std::string>(),
              key);
    EXPECT_EQ(item["bare_name"], item["effective_name"]);
    EXPECT_TRUE(item.contains("prefix") && item["prefix"].is_null());
  }
  EXPECT_EQ(items["rule:r"]["installed"], true);
  EXPECT_EQ(items["workflow:w"]["installed"], false);
  EXPECT_TRUE(items["workflow:w"]["commit"].is_null());
}

// spec: CLI-75 (the probe listing marks an out-of-date item too; JSON unchanged)
// spec: CLI-155
// spec: CLI-81
TEST_F(WorkflowHarness, ProbeAndRecallMarkAnOutOfDateItem) {
  write_file(kit() / "rules" / "r.md", "---\ndescription: a rule\n---\nbody\n");
  write_file(kit() / "rules" / "s.md", "---\ndescription: s rule\n---\nbody\n");
  meld();
  ASSERT_EQ(sandbox.run({"learn", "--all", "kit"}).exit_code, 0);
  write_file(kit() / "rules" / "r.md", "---\ndescription: a rule\n---\nchanged body\n");
  const RunResult probe = sandbox.run({"probe", "--no-tui"});
  ASSERT_EQ(probe.exit_code, 0) << probe.err;
  const auto r_rows = lines_containing(probe.out, "rule:r ");
  ASSERT_EQ(r_rows.size(), 1U) << probe.out;
  EXPECT_TRUE(r_rows[0].starts_with("*^")) << probe.out;
  const auto s_rows = lines_containing(probe.out, "rule:s ");
  ASSERT_EQ(s_rows.size(), 1U);
  EXPECT_TRUE(s_rows[0].starts_with("* ")) << probe.out;
  const RunResult recall = sandbox.run({"recall"});
  EXPECT_TRUE(lines_containing(recall.out, "rule:r ").at(0).starts_with("  ^")) << recall.out;
  EXPECT_TRUE(lines_containing(recall.out, "rule:s ").at(0).starts_with("  +")) << recall.out;
  const json rows = parse_one_document(sandbox.run({"probe", "--json"}));
  for (const json& row : rows["items"]) EXPECT_FALSE(row.contains("stale")) << row;
}

// spec: CLI-83 (ignored with a note for a single-item recall and --sources)
TEST_F(WorkflowHarness, FiltersAreIgnoredWithANoteOnASingleItemAndOnSources) {
  flow("w", workflow("w"));
  meld();
  ASSERT_EQ(sandbox.run({"learn", "workflow:w"}).exit_code, 0);
  const RunResult one = sandbox.run({"recall", "workflow:w", "--kind", "rule"});
  ASSERT_EQ(one.exit_code, 0) << one.err;
  EXPECT_TRUE(contains(one.out, "workflow:w"));
  EXPECT_TRUE(contains(one.err, "--kind and --source are ignored")) << one.err;
  const RunResult sources = sandbox.run({"recall", "--sources", "--source", "nothing"});
  ASSERT_EQ(sources.exit_code, 0) << sources.err;
  EXPECT_TRUE(contains(sources.out, "/kit"));
  EXPECT_TRUE(contains(sources.err, "--kind and --source are ignored")) << sources.err;
}

}  // namespace
}  // namespace mind::e2e

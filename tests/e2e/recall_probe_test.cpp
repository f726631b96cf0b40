// End-to-end: the recall status view and the probe listing against a real
// git source (CLI-70..74, CLI-80, CLI-85, CLI-167), by the real binary.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <sstream>

#include "tests/e2e/harness.hpp"
#include "tests/e2e/json_document.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

using mind::testing::GitRepo;
using nlohmann::json;

std::vector<std::string> lines_containing(const std::string& text, const std::string& part) {
  std::vector<std::string> hits;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);)
    if (line.find(part) != std::string::npos) hits.push_back(line);
  return hits;
}

class RecallProbe : public ::testing::Test {
 protected:
  void SetUp() override {
    commit = repo.commit_skill("alpha");
    commit = repo.commit_skill("beta");
    const RunResult r = sandbox.run({"meld", repo.url(), "--register-only"});
    ASSERT_EQ(r.exit_code, 0) << r.err;
    ASSERT_EQ(sandbox.run({"learn", "skill:alpha"}).exit_code, 0);
  }
  Sandbox sandbox;
  GitRepo repo{sandbox / "repos" / "kit"};
  std::string commit;
};

// spec: CLI-70
// spec: CLI-74
TEST_F(RecallProbe, StatusViewNestsInstalledAndAvailableItemsUnderTheSource) {
  const RunResult r = sandbox.run({"recall"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto alpha = lines_containing(r.out, "skill:alpha");
  const auto beta = lines_containing(r.out, "skill:beta");
  ASSERT_EQ(alpha.size(), 1U) << r.out;
  ASSERT_EQ(beta.size(), 1U) << r.out;
  EXPECT_TRUE(alpha[0].starts_with("  +")) << alpha[0];
  EXPECT_NE(alpha[0].find(commit.substr(0, 7)), std::string::npos) << alpha[0];
  EXPECT_TRUE(beta[0].starts_with("  -")) << beta[0];
  EXPECT_FALSE(r.out.starts_with(" ")) << "the source heads its group:\n" << r.out;

  const json doc = parse_one_document(sandbox.run({"recall", "--json"}));
  ASSERT_EQ(doc["items"].size(), 1U);
  json by_key = json::object();
  for (const json& item : doc["items"][0]["items"]) by_key[item["key"].get<std::string>()] = item;
  EXPECT_EQ(by_key["skill:alpha"]["installed"], true);
  EXPECT_EQ(by_key["skill:alpha"]["commit"], commit);
  EXPECT_EQ(by_key["skill:beta"]["installed"], false);
  EXPECT_TRUE(by_key["skill:beta"]["commit"].is_null());
}

// spec: CLI-72
TEST_F(RecallProbe, SourcesViewListsTheSourceWithItsShortCommit) {
  const RunResult r = sandbox.run({"recall", "--sources"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(r.out.starts_with("NAME")) << r.out;
  const auto rows = lines_containing(r.out, repo.url());
  ASSERT_EQ(rows.size(), 1U) << r.out;
  EXPECT_NE(rows[0].find(commit.substr(0, 7)), std::string::npos) << rows[0];
}

// spec: CLI-80
// spec: CLI-85 (name OR description, case-insensitively)
TEST_F(RecallProbe, ProbeQueryMatchesNameOrDescriptionIgnoringCase) {
  const RunResult by_description = sandbox.run({"probe", "THE BETA", "--no-tui"});
  ASSERT_EQ(by_description.exit_code, 0) << by_description.err;
  EXPECT_EQ(lines_containing(by_description.out, "skill:").size(), 1U) << by_description.out;
  EXPECT_EQ(lines_containing(by_description.out, "skill:beta").size(), 1U);
  const RunResult by_name = sandbox.run({"probe", "ALPH", "--no-tui"});
  EXPECT_EQ(lines_containing(by_name.out, "skill:").size(), 1U) << by_name.out;
  EXPECT_TRUE(lines_containing(by_name.out, "skill:alpha").at(0).starts_with("*"));
  const RunResult all = sandbox.run({"probe", "--no-tui"});
  EXPECT_EQ(lines_containing(all.out, "skill:").size(), 2U) << all.out;
}

// spec: CLI-167 (array outputs wrapped; single-item recall is not)
TEST(RecallProbeEnvelope, EmptyRegistryAndSingleItemShapes) {
  Sandbox sandbox;
  for (const char* verb : {"recall", "probe"}) {
    const json doc = parse_one_document(sandbox.run({verb, "--json"}));
    EXPECT_EQ(doc, json({{"schema", 1}, {"items", json::array()}})) << verb;
  }
  GitRepo repo(sandbox / "repos" / "kit");
  repo.commit_skill("alpha");
  ASSERT_EQ(sandbox.run({"meld", repo.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "skill:alpha"}).exit_code, 0);
  const json item = parse_one_document(sandbox.run({"recall", "skill:alpha", "--json"}));
  EXPECT_EQ(item["schema"], 1);
  EXPECT_FALSE(item.contains("items"));
  EXPECT_EQ(item["kind"], "skill");
  EXPECT_EQ(item["effective_name"], "alpha");
}

}  // namespace
}  // namespace mind::e2e

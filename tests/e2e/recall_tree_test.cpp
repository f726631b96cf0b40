// End-to-end: `recall --tree` (DEP-61, DEP-63): the installed items as a
// dependency forest, cycles cut with a marked back-edge.

#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"
#include "tests/support/git_repo.hpp"

namespace mind::e2e {
namespace {

using mind::testing::GitRepo;
using nlohmann::json;

class RecallTree : public ::testing::Test {
 protected:
  RecallTree() : up(sandbox / "up" / "kit") {
    up.commit_skill("top", "uses {{ns:mid}}");
    up.commit_skill("mid", "uses {{ns:leaf}}");
    up.commit_skill("leaf");
    up.commit_skill("ping", "then {{ns:pong}}");
    up.commit_skill("pong", "then {{ns:ping}}");
    up.commit_skill("lone");
  }
  Sandbox sandbox;
  GitRepo up;
};

// spec: DEP-61
// spec: DEP-63
TEST_F(RecallTree, TheForestHasEveryInstalledItemOnceAsARootOrNested) {
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--yes"}).exit_code, 0);
  RunResult r = sandbox.run({"--json", "recall", "--tree"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json forest = json::parse(r.out);
  ASSERT_TRUE(forest.is_array());
  std::vector<std::string> roots;
  for (const json& n : forest) roots.push_back(n["key"]);
  // leaf and mid are only dependencies; the ping/pong cycle is promoted once.
  EXPECT_EQ(roots, (std::vector<std::string>{"skill:lone", "skill:top", "skill:ping"})) << r.out;
  const json& top = forest[1];
  ASSERT_EQ(top["dependencies"].size(), 1u);
  EXPECT_EQ(top["dependencies"][0]["key"], "skill:mid");
  EXPECT_EQ(top["dependencies"][0]["dependencies"][0]["key"], "skill:leaf");
  const json& ping = forest[2];
  EXPECT_EQ(ping["dependencies"][0]["key"], "skill:pong");
  EXPECT_EQ(ping["dependencies"][0]["dependencies"][0],
            (json{{"key", "skill:ping"}, {"cycle", true}}));

  RunResult text = sandbox.run({"recall", "--tree"});
  ASSERT_EQ(text.exit_code, 0);
  EXPECT_NE(text.out.find("skill:top\n  skill:mid\n    skill:leaf\n"), std::string::npos)
      << text.out;
  EXPECT_NE(text.out.find("skill:ping (cycle)"), std::string::npos) << text.out;
}

// spec: DEP-61
// spec: DEP-63
TEST_F(RecallTree, OneItemsSubtreeIsAnObject) {
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--yes"}).exit_code, 0);
  RunResult r = sandbox.run({"--json", "recall", "mid", "--tree"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const json node = json::parse(r.out);
  ASSERT_TRUE(node.is_object());
  EXPECT_EQ(node["key"], "skill:mid");
  EXPECT_EQ(node["dependencies"][0]["key"], "skill:leaf");
}

// spec: DEP-61
TEST_F(RecallTree, AnUninstalledDependencyIsNoNode) {
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--register-only"}).exit_code, 0);
  ASSERT_EQ(sandbox.run({"learn", "leaf", "lone"}).exit_code, 0);
  RunResult r = sandbox.run({"--json", "recall", "--tree"});
  const json forest = json::parse(r.out);
  EXPECT_EQ(forest.size(), 2u) << r.out;
}

// spec: DEP-62
TEST_F(RecallTree, ProbeJsonRowsCarryDirectDependencies) {
  ASSERT_EQ(sandbox.run({"meld", up.url(), "--register-only"}).exit_code, 0);
  RunResult r = sandbox.run({"--json", "probe"});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  std::map<std::string, json> by_name;
  const json doc = json::parse(r.out);  // kept: a range over a temporary's member dangles
  for (const json& row : doc["items"]) by_name[row["name"].get<std::string>()] = row;
  EXPECT_EQ(by_name["top"]["dependencies"], json::array({"skill:mid"})) << r.out;
  EXPECT_EQ(by_name["ping"]["dependencies"], json::array({"skill:pong"}));
  EXPECT_EQ(by_name["pong"]["dependencies"], json::array({"skill:ping"}));  // a cycle is safe
  EXPECT_EQ(by_name["lone"]["dependencies"], json::array());
}

}  // namespace
}  // namespace mind::e2e

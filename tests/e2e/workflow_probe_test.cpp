// End-to-end: what `probe --json` says about workflows (WF-5, WF-51, WF-55,
// WF-57, WF-62), read from real files by the real binary.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

using mind::testing::write_file;
using nlohmann::json;

json probe_rows_by_name(const Sandbox& sandbox) {
  RunResult r = sandbox.run({"probe", "--json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  json by_name = json::object();
  const json doc = json::parse(r.out);
  for (const json& row : doc["items"]) by_name[row["name"].get<std::string>()] = row;
  return by_name;
}

class WorkflowProbe : public ::testing::Test {
 protected:
  void SetUp() override {
    src = sandbox / "src" / "flows";
    write_file(src / "workflows/good.js",
               "export const meta = {\n  name: 'good-flow',\n  description: 'Does good',\n"
               "  whenToUse: 'when good',\n}\nrun()\n");
    write_file(src / "workflows/decoy.js",
               "shim.export.const.meta = { name: 'decoy', description: 'x' }\n"
               "export const meta = { name: 'real', description: 'y' }\n");
    write_file(src / "workflows/plain.js",
               "export const meta = { name: 'plain', description: 'No when' }\n");
    write_file(src / "workflows/big.js", "export const meta = { name: 'big', description: 'd' }\n" +
                                             std::string(4096, ' ') + "run()\n");
  }
  Sandbox sandbox;
  std::filesystem::path src;
};

// spec: WF-62
// spec: WF-5
TEST_F(WorkflowProbe, RowsCarryWhenToUseAndTheMetaAsRead) {
  ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);
  const json rows = probe_rows_by_name(sandbox);
  const json& good = rows["good"];
  EXPECT_EQ(good["description"], "Does good");
  EXPECT_EQ(good["when_to_use"], "when good");
  EXPECT_EQ(good["meta"], json({{"name", "good-flow"},
                                {"description", "Does good"},
                                {"when_to_use", "when good"},
                                {"status", "ok"},
                                {"reason", nullptr}}));
  EXPECT_FALSE(rows["plain"].contains("when_to_use"));
  EXPECT_TRUE(rows["plain"]["meta"]["when_to_use"].is_null());
}

// spec: WF-57 (a decoy before the real declaration is never read)
TEST_F(WorkflowProbe, DecoyYieldsNoNameAndSaysWhy) {
  ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);
  const json meta = probe_rows_by_name(sandbox)["decoy"]["meta"];
  EXPECT_TRUE(meta["name"].is_null());
  EXPECT_EQ(meta["status"], "invalid");
  EXPECT_EQ(meta["reason"], "not-first-statement");
}

// spec: WF-55
// spec: WF-56
TEST_F(WorkflowProbe, OverTheCapIsUnreadAndTheRestStillLists) {
  ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);
  RunResult r = sandbox.run({"probe", "--json"}, {{"MIND_MAX_METADATA_SIZE", "1000"}});
  ASSERT_EQ(r.exit_code, 0) << r.err;
  json rows = json::object();
  const json doc = json::parse(r.out);
  for (const json& row : doc["items"]) rows[row["name"].get<std::string>()] = row;
  EXPECT_EQ(rows.size(), 4u);
  EXPECT_EQ(rows["big"]["meta"]["status"], "unread");
  EXPECT_EQ(rows["big"]["meta"]["reason"], "over-cap");
  EXPECT_TRUE(rows["big"]["description"].is_null());
  EXPECT_EQ(rows["good"]["meta"]["status"], "ok");
}

// spec: WF-51 (text display joins description and whenToUse)
TEST_F(WorkflowProbe, TextShowsDescriptionDashWhenToUse) {
  ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);
  RunResult r = sandbox.run({"probe", "good"});
  EXPECT_NE(r.out.find("Does good - when good"), std::string::npos) << r.out;
}

}  // namespace
}  // namespace mind::e2e

// End-to-end: global flags, exit codes, and the one-document rule under --json.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

using nlohmann::json;

// spec: CLI-181
// spec: CLI-217
TEST(GlobalFlags, JsonErrorIsTheEnvelopeOnStdoutAndNothingOnStderr) {
  Sandbox sandbox;
  RunResult r = sandbox.run({"learn", "nosuchitem", "--json"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.err, "");
  const json doc = json::parse(r.out);
  EXPECT_EQ(doc["schema"], 1);
  EXPECT_EQ(doc["error"]["kind"], "item-not-found");
  EXPECT_TRUE(doc["error"]["message"].is_string());
}

// spec: CLI-100
// spec: CLI-179
TEST(GlobalFlags, TextErrorGoesToStderrWithAHint) {
  Sandbox sandbox;
  RunResult r = sandbox.run({"learn", "nosuchitem"});
  EXPECT_EQ(r.exit_code, 1);
  EXPECT_EQ(r.out, "");
  EXPECT_NE(r.err.find("error: no item matches 'nosuchitem'"), std::string::npos);
  EXPECT_NE(r.err.find("mind meld"), std::string::npos);
}

// spec: CLI-183
// spec: CLI-175
TEST(GlobalFlags, UnknownFlagIsAUsageErrorInPlainText) {
  Sandbox sandbox;
  for (const auto& args : std::vector<std::vector<std::string>>{
           {"--no-such-flag"}, {"--json", "--no-such-flag"}, {"recall", "--bogus"}}) {
    RunResult r = sandbox.run(args);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_EQ(r.out, "");
    EXPECT_FALSE(r.err.empty());
    EXPECT_EQ(r.err.find("{"), std::string::npos);
  }
}

// spec: CLI-207
TEST(GlobalFlags, NoVerbPrintsHelpAndExitsZero) {
  Sandbox sandbox;
  RunResult r = sandbox.run({});
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_NE(r.out.find("meld"), std::string::npos);
  EXPECT_NE(r.out.find("learn"), std::string::npos);
}

// spec: CLI-172
TEST(GlobalFlags, VisibleAliasesWork) {
  Sandbox sandbox;
  EXPECT_EQ(sandbox.run({"status", "--json"}).exit_code, 0);
  EXPECT_EQ(sandbox.run({"list", "--json"}).exit_code, 0);
  EXPECT_EQ(sandbox.run({"search", "--json"}).exit_code, 0);
}

// spec: STO-1
// spec: CLI-170
TEST(GlobalFlags, MindHomeAndDefaultLobeComeFromTheEnvironment) {
  Sandbox sandbox;
  const auto custom = sandbox / "elsewhere";
  const std::map<std::string, std::string> env = {
      {"MIND_HOME", custom.string()}, {"MIND_DEFAULT_LOBE", (sandbox / "lobe").string()}};
  ASSERT_EQ(sandbox.run({"recall"}, env).exit_code, 0);
  EXPECT_FALSE(std::filesystem::exists(custom));            // a read-only verb creates nothing
  RunResult r = sandbox.run({"introspect", "--fix"}, env);  // a writer sets up the layout
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_TRUE(std::filesystem::exists(custom / "config.toml"));
  EXPECT_NE(mind::testing::read_file(custom / "config.toml").find((sandbox / "lobe").string()),
            std::string::npos);
  EXPECT_FALSE(std::filesystem::exists(sandbox.mind_home()));
}

// spec: CLI-151 (not a TTY: no escape sequences)
TEST(GlobalFlags, PipedOutputHasNoEscapes) {
  Sandbox sandbox;
  RunResult r = sandbox.run({"recall"});
  EXPECT_EQ(r.out.find('\x1b'), std::string::npos);
}

}  // namespace
}  // namespace mind::e2e

// End-to-end discovery: the real binary melds a hostile source, an authored
// (mind.toml) source and a Claude plugin, and `probe --json` lists what each
// offers with its kind, bare name, description and default prefix.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;
using nlohmann::json;

json probe_json(const Sandbox& sandbox) {
  const RunResult r = sandbox.run({"probe", "--json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  json doc = json::parse(r.out, nullptr, false);
  EXPECT_FALSE(doc.is_discarded()) << r.out;
  return doc;
}

const json* row(const json& doc, std::string_view kind, std::string_view name) {
  for (const json& r : doc["items"]) {
    if (r["kind"] == kind && r["bare_name"] == name) return &r;
  }
  return nullptr;
}

// spec: DSC-108
// spec: DSC-96
// spec: WF-55
// spec: DSC-95
TEST(DiscoveryE2E, AHostileSourceIsScannedWithoutLeakingOrFailing) {
  Sandbox sandbox;
  const fs::path src = sandbox / "hostile";
  write_file(sandbox / "outside/SKILL.md", "---\ndescription: LEAKED\n---\n");
  write_file(sandbox / "outside/secret/SKILL.md", "---\ndescription: LEAKED\n---\n");
  write_file(src / "skills/good/SKILL.md", "---\ndescription: Good skill\n---\n");
  write_file(src /
                 "rules/revi\xE2\x80\xAE"
                 "ew.md",
             "");
  write_file(src / "rules/bell\x07.md", "");
  write_file(src / "workflows/huge.js", "export const meta = { name: 'huge', description: 'H' }\n" +
                                            std::string(9u << 20, ' '));
  fs::create_directories(src / "skills/anchor");
  fs::create_symlink(sandbox / "outside/SKILL.md", src / "skills/anchor/SKILL.md");
  fs::create_symlink(sandbox / "outside/secret", src / "skills/escape");

  const RunResult meld = sandbox.run({"meld", src.string(), "--register-only"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  const RunResult probe = sandbox.run({"probe", "--json"});
  ASSERT_EQ(probe.exit_code, 0) << probe.err;
  const json doc = json::parse(probe.out);
  ASSERT_EQ(doc["items"].size(), 2u) << probe.out;
  EXPECT_NE(row(doc, "skill", "good"), nullptr);
  EXPECT_NE(row(doc, "workflow", "huge"), nullptr);
  EXPECT_EQ(probe.out.find("LEAKED"), std::string::npos);
  EXPECT_EQ(probe.err.find("\x07"), std::string::npos);
  EXPECT_EQ(probe.err.find("\xE2\x80\xAE"), std::string::npos);
  EXPECT_NE(probe.err.find("unsafe"), std::string::npos) << probe.err;

  // A declared bad entry is refused by name, with the file and line.
  write_file(src / "mind.toml",
             "[[items]]\nkind = 'rule'\nname = 'r'\npath = 'skills/good/SKILL.md'\n"
             "link = 'settings.json'\n");
  const RunResult refused = sandbox.run({"probe", "--json"});
  EXPECT_NE(refused.exit_code, 0);
  EXPECT_NE(refused.out.find("mind-toml"), std::string::npos) << refused.out << refused.err;
  EXPECT_NE((refused.out + refused.err).find("settings.json"), std::string::npos);
}

// spec: MKT-5
// spec: WF-42
// spec: MKT-18
TEST(DiscoveryE2E, APluginsItemsCarryThePluginNameAsTheirDefaultPrefix) {
  Sandbox sandbox;
  const fs::path src = sandbox.copy_example("plugin");
  ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);
  const json doc = probe_json(sandbox);
  ASSERT_EQ(doc["items"].size(), 5u) << doc.dump();  // with commands/<dir>/ (issue 43)
  for (const json& r : doc["items"]) EXPECT_EQ(r["prefix"], "lintkit") << r.dump();
  const json* lint = row(doc, "command", "lint");
  ASSERT_NE(lint, nullptr);
  EXPECT_EQ((*lint)["description"], "Run every configured linter on the changed files");
  EXPECT_NE(row(doc, "workflow", "sweep"), nullptr);
}

// spec: DSC-3
// spec: DSC-32
TEST(DiscoveryE2E, AnAuthoredSourceOffersExactlyItsDeclaredInventory) {
  Sandbox sandbox;
  const fs::path src = sandbox.copy_example("authored");
  ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);
  const json doc = probe_json(sandbox);
  std::set<std::string> offered;
  for (const json& r : doc["items"]) {
    offered.insert(r["kind"].get<std::string>() + ":" + r["bare_name"].get<std::string>());
    EXPECT_EQ(r["prefix"], "platform");
  }
  EXPECT_EQ(offered, (std::set<std::string>{"rule:house-style", "workflow:release", "tool:lint-fix",
                                            "skill:deploy", "command:frontend:build",
                                            "workflow:preview", "agent:oncall"}));
  EXPECT_EQ((*row(doc, "rule", "house-style"))["description"],
            "House style for generated prose and commit messages");
}

}  // namespace
}  // namespace mind::e2e

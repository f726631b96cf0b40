// Source shapes at first contact (issue 43), each on a fixture built here in
// the shape of a public repository, with what the real Claude Code 2.1.334
// did on the same shape (measured with /work/shared/tools/claude-loads):
// both plugin manifests at one root (terrylica/cc-skills), GitHub Copilot's
// `.github/plugin/marketplace.json` (github/awesome-copilot), skills in dot
// folders (openai/skills), and the 2.1.334 harness rules mind checks.

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tests/e2e/harness.hpp"

namespace mind::e2e {
namespace {

namespace fs = std::filesystem;
using mind::testing::write_file;
using nlohmann::json;

std::string skill_md(const std::string& description) {
  return "---\ndescription: " + description + "\n---\nbody\n";
}

std::vector<std::string> offered(const Sandbox& sandbox) {
  const RunResult r = sandbox.run({"probe", "--json"});
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const json doc = json::parse(r.out, nullptr, false);
  std::vector<std::string> out;
  if (doc.is_discarded()) return out;
  for (const json& row : doc["items"]) {
    out.push_back(row["kind"].get<std::string>() + ":" + row["bare_name"].get<std::string>());
  }
  std::sort(out.begin(), out.end());
  return out;
}

// terrylica/cc-skills' shape: a root plugin.json with no components, a
// marketplace.json beside it whose entries are plugins/<name>/, two of them
// shipping a skill of one name, and a plugin with runtime hooks.
fs::path both_manifests(const Sandbox& sandbox) {
  const fs::path src = sandbox / "cc";
  write_file(src / ".claude-plugin/plugin.json", R"({"name":"cc","version":"1.0.0"})");
  write_file(src / ".claude-plugin/marketplace.json", R"({"name":"cc","owner":{"name":"x"},
      "plugins":[{"name":"gmail","source":"./plugins/gmail","strict":false},
                 {"name":"tts","source":"./plugins/tts","strict":false}]})");
  write_file(src / "plugins/gmail/skills/bot-control/SKILL.md", skill_md("gmail bot"));
  write_file(src / "plugins/gmail/agents/sorter.md", skill_md("sorts mail"));
  write_file(src / "plugins/tts/skills/bot-control/SKILL.md", skill_md("tts bot"));
  write_file(src / "plugins/tts/hooks/hooks.json",
             R"({"hooks":{"SessionStart":[{"hooks":[{"type":"command","command":"say hi"}]}]}})");
  return src;
}

// spec: MKT-7
// spec: MKT-8
TEST(FirstContactShapes, ARootWithBothManifestsOffersItsMarketplacesPlugins) {
  Sandbox sandbox;
  const fs::path src = both_manifests(sandbox);
  const RunResult meld = sandbox.run({"meld", src.string(), "--register-only"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(offered(sandbox),
            (std::vector<std::string>{"agent:sorter", "skill:bot-control", "skill:bot-control"}));
  EXPECT_NE(meld.err.find("the root plugin's own components are not offered"), std::string::npos)
      << meld.err;
  // Review sees what meld offers, the plugin's hooks among it, and names the file it read.
  const RunResult review = sandbox.run({"review", src.string()});
  EXPECT_NE(review.err.find("items read from .claude-plugin/marketplace.json (2 plugins)"),
            std::string::npos)
      << review.err;
  EXPECT_NE(review.out.find("[plugin-hook]"), std::string::npos) << review.out;
}

// spec: MKT-17
TEST(FirstContactShapes, AddingThePluginFoldersAsRootsOffersNothingTwice) {
  Sandbox sandbox;
  const fs::path src = both_manifests(sandbox);
  const RunResult meld =
      sandbox.run({"meld", src.string(), "--register-only", "--add-root", "plugins/*"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(meld.err.find("offered twice"), std::string::npos) << meld.err;
  EXPECT_EQ(offered(sandbox).size(), 3u);
}

// github/awesome-copilot's shape: the items at the root by convention, and a
// Copilot marketplace whose plugin folders hold only a plugin.json naming
// paths assembled at publish time. Claude Code does not read that file.
TEST(FirstContactShapes, ACopilotMarketplaceIsNamedInANoteAndInReview) {
  Sandbox sandbox;
  const fs::path src = sandbox / "copilot";
  write_file(src / ".github/plugin/marketplace.json",
             R"({"name":"ac","plugins":[{"name":"kit","source":"plugins/kit"}]})");
  write_file(src / "plugins/kit/plugin.json", R"({"name":"kit","skills":["./skills/tidy/"]})");
  write_file(src / "skills/tidy/SKILL.md", skill_md("tidies"));
  const RunResult meld = sandbox.run({"meld", src.string(), "--register-only"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_NE(meld.err.find(".github/plugin/marketplace.json (a GitHub Copilot plugin marketplace) "
                          "is not read"),
            std::string::npos)
      << meld.err;
  EXPECT_EQ(offered(sandbox), (std::vector<std::string>{"skill:tidy"}));
  const RunResult review = sandbox.run({"review", src.string()});
  EXPECT_NE(review.err.find(".github/plugin/marketplace.json"), std::string::npos) << review.err;
}

// openai/skills' shape: every skill under a dot folder of skills/.
fs::path dot_folders(const Sandbox& sandbox) {
  const fs::path src = sandbox / "dots";
  write_file(src / "skills/.curated/fix-ci/SKILL.md", skill_md("fixes CI"));
  write_file(src / "skills/.curated/lint/SKILL.md", skill_md("lints"));
  write_file(src / "skills/.system/installer/SKILL.md", skill_md("installs"));
  write_file(src / "skills/.experimental/plan/SKILL.md", skill_md("plans"));
  return src;
}

// spec: CLI-205
TEST(FirstContactShapes, TheHintNamesDotFoldersThatHoldSkillsWithTheirFlags) {
  Sandbox sandbox;
  const fs::path src = dot_folders(sandbox);
  const RunResult meld = sandbox.run({"meld", src.string(), "--yes"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_NE(meld.err.find("found no items"), std::string::npos) << meld.err;
  EXPECT_EQ(meld.err.find("nothing in it comes close"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("2 skill folder(s) under 'skills/.curated/'"), std::string::npos)
      << meld.err;
  EXPECT_NE(meld.err.find("--add-root 'skills/.curated'"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("--add-root 'skills/.system'"), std::string::npos) << meld.err;
  EXPECT_NE(meld.err.find("--add-root 'skills/.*'"), std::string::npos) << meld.err;
}

// spec: DSC-84
TEST(FirstContactShapes, AGlobRootNamingADotTakesTheDotFolders) {
  Sandbox sandbox;
  const fs::path src = dot_folders(sandbox);
  const RunResult meld =
      sandbox.run({"meld", src.string(), "--register-only", "--add-root", "skills/.*"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(offered(sandbox), (std::vector<std::string>{"skill:fix-ci", "skill:installer",
                                                        "skill:lint", "skill:plan"}));
  // A plain `*` still never reaches a hidden folder.
  Sandbox plain;
  const fs::path again = dot_folders(plain);
  const RunResult star =
      plain.run({"meld", again.string(), "--register-only", "--root", "skills/*"});
  EXPECT_NE(star.exit_code, 0);
  EXPECT_NE(star.err.find("matches no directory"), std::string::npos) << star.err;
}

// davila7/claude-code-templates' shape: an installer's catalogue of skills in
// category folders, some categories nested one deeper, and an "orchestrator"
// skill whose folder holds its sub-skills' folders. Claude Code loads
// skills/<name>/SKILL.md and nothing inside it; the flags mind's own hint
// prints take every skill once, never a skill's sub-folder as a skill.
// spec: DSC-84
TEST(FirstContactShapes, TheHintsFlagsTakeACataloguesSkillsButNoFolderInsideASkill) {
  Sandbox sandbox;
  const fs::path src = sandbox / "templates";
  const fs::path skills = src / "cli-tool/components/skills";
  write_file(skills / "design/game-development/SKILL.md", skill_md("routes to sub-skills"));
  write_file(skills / "design/game-development/2d-games/SKILL.md", skill_md("2D games"));
  write_file(skills / "design/game-development/vr-ar/SKILL.md", skill_md("VR and AR"));
  write_file(skills / "design/icons/SKILL.md", skill_md("icons"));
  write_file(skills / "dev/web/react/SKILL.md", skill_md("react"));
  write_file(skills / "dev/web/vue/SKILL.md", skill_md("vue"));
  const RunResult first = sandbox.run({"meld", src.string(), "--register-only"});
  ASSERT_EQ(first.exit_code, 0) << first.err;
  const std::string wide = "cli-tool/components/skills/*", deep = wide + "/*";
  EXPECT_NE(first.err.find("--add-root '" + wide + "'"), std::string::npos) << first.err;
  EXPECT_NE(first.err.find("--add-root '" + deep + "'"), std::string::npos) << first.err;
  Sandbox flagged;
  const fs::path again = flagged / "templates";
  fs::create_directories(again.parent_path());
  fs::copy(src, again, fs::copy_options::recursive);
  const RunResult meld = flagged.run(
      {"meld", again.string(), "--register-only", "--add-root", wide, "--add-root", deep});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(offered(flagged),
            (std::vector<std::string>{"skill:design:game-development", "skill:design:icons",
                                      "skill:dev:web:react", "skill:dev:web:vue"}));
}

// zebbern/claude-code-guide's shape: skills in skills/, Claude Code agents in
// `agents/.claude/agents/` (Codex's TOML copies beside them). Claude Code, given
// the collection, loads both; a meld that offered the skills used to pass over
// the agents in silence. It now names them with the flag that adds their root,
// and that flag offers them.
// spec: CLI-205
TEST(FirstContactShapes, AMeldThatOffersSomeItemsNamesTheLayoutsNoRootReaches) {
  Sandbox sandbox;
  const fs::path src = sandbox / "guide";
  write_file(src / "skills/review/SKILL.md", skill_md("reviews"));
  write_file(src / "agents/.claude/agents/mapper.md",
             "---\nname: mapper\ndescription: maps code\n---\nbody\n");
  write_file(src / "agents/.codex/agents/mapper.toml", "name = \"mapper\"\n");
  const RunResult meld = sandbox.run({"meld", src.string(), "--register-only"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_NE(meld.err.find("1 kind folder(s) under 'agents/.claude/' ('agents/.claude/agents/') "
                          "are not offered (no scan root reaches them): meld with --add-root "
                          "'agents/.claude'"),
            std::string::npos)
      << meld.err;
  EXPECT_EQ(meld.err.find(".codex"), std::string::npos) << meld.err;
  EXPECT_EQ(offered(sandbox), (std::vector<std::string>{"skill:review"}));
  EXPECT_NE(meld.err.find("to meld with those flags: `mind unmeld '"), std::string::npos);
  Sandbox flagged;
  const RunResult again =
      flagged.run({"meld", src.string(), "--register-only", "--add-root", "agents/.claude"});
  ASSERT_EQ(again.exit_code, 0) << again.err;
  EXPECT_EQ(again.err.find("are not offered"), std::string::npos) << again.err;
  EXPECT_EQ(offered(flagged), (std::vector<std::string>{"agent:mapper", "skill:review"}));
}

// Claude Code 2.1.334 ignores a project-scope skill or command named after an
// unshadowable bundled skill ("[skills] Ignored /claude-api: each uses a name
// reserved for a skill built into Claude Code"); in ~/.claude it loads.
TEST(FirstContactShapes, AReservedNameIsReportedByReviewAndWarnedForAProjectLobe) {
  Sandbox sandbox;
  const fs::path src = sandbox / "reserved";
  write_file(src / "skills/claude-api/SKILL.md", skill_md("my own API helper"));
  write_file(src / "skills/init/SKILL.md", skill_md("not reserved for a skill"));
  const RunResult review = sandbox.run({"review", src.string()});
  EXPECT_NE(review.out.find("[harness-reserved-name]: skills/claude-api: skill:claude-api"),
            std::string::npos)
      << review.out;
  EXPECT_EQ(review.out.find("skill:init takes"), std::string::npos) << review.out;

  ASSERT_EQ(sandbox.run({"meld", src.string(), "--register-only"}).exit_code, 0);
  const RunResult user_scope = sandbox.run({"learn", "skill:claude-api"});
  ASSERT_EQ(user_scope.exit_code, 0) << user_scope.err;
  EXPECT_EQ(user_scope.err.find("reserves"), std::string::npos) << user_scope.err;
  ASSERT_EQ(sandbox.run({"forget", "skill:claude-api"}).exit_code, 0);

  const fs::path project = sandbox / "app";
  fs::create_directories(project);
  ASSERT_EQ(sandbox.run({"link-project", project.string(), "--preset", "claude-code"}).exit_code,
            0);
  const RunResult learn = sandbox.run({"learn", "skill:claude-api"});
  ASSERT_EQ(learn.exit_code, 0) << learn.err;
  EXPECT_NE(learn.err.find("skill:claude-api in '" + (project / ".claude").string() + "'"),
            std::string::npos)
      << learn.err;
  EXPECT_NE(learn.err.find("Claude Code 2.1.335 reserves"), std::string::npos) << learn.err;
  EXPECT_NE(learn.err.find("--as"), std::string::npos) << learn.err;
}

// Measured: one SKILL.md listed by two entries loads once, under the first.
// spec: MKT-14
TEST(FirstContactShapes, ASkillListedByTwoEntriesIsOfferedOnce) {
  Sandbox sandbox;
  const fs::path src = sandbox / "shared";
  write_file(src / ".claude-plugin/marketplace.json", R"({"name":"m","owner":{"name":"x"},
      "plugins":[{"name":"p0","source":"./","strict":false,"skills":["./skills/a"]},
                 {"name":"p1","source":"./","strict":false,"skills":["./skills/a"]}]})");
  write_file(src / "skills/a/SKILL.md", skill_md("a"));
  const RunResult meld = sandbox.run({"meld", src.string(), "--register-only"});
  ASSERT_EQ(meld.exit_code, 0) << meld.err;
  EXPECT_EQ(offered(sandbox), (std::vector<std::string>{"skill:a"}));
  EXPECT_NE(meld.err.find("p1:a not offered again"), std::string::npos) << meld.err;
}

}  // namespace
}  // namespace mind::e2e
